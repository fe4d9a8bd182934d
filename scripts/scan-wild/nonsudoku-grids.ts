// Grids that are no Sudoku, some with digits in the cells: crossword, KenKen, Kakuro, Futoshiki, Minesweeper,
// nonogram, a QR-code-like pattern, a chessboard, tic-tac-toe.
import { fontCss, type FontChoice } from './fonts.ts';
import { round, type Rng } from './random.ts';
import type { Palette } from './theme.ts';

export interface Context {
  palette: Palette;
  font: FontChoice;
  /** CSS px of the grid's side. */
  size: number;
}

export interface Drawn {
  html: string;
  note: string;
}

/** An n×n CSS grid whose cells are given as HTML with their own style. */
function cssGrid(ctx: Context, n: number, cells: string[], extra = ''): string {
  return `<div id="board" style="display:grid;grid-template-columns:repeat(${n},1fr);grid-template-rows:repeat(${n},1fr);width:${ctx.size}px;height:${ctx.size}px;box-sizing:border-box;${fontCss(ctx.font)}${extra}">${cells.join('')}</div>`;
}

const CENTER =
  'display:flex;align-items:center;justify-content:center;box-sizing:border-box;position:relative;overflow:hidden;';

export function crossword(rng: Rng, ctx: Context): Drawn {
  const n = 15;
  const black = new Array<boolean>(n * n).fill(false);
  for (let i = 0; i < (n * n) / 2; i++) if (rng.chance(0.17)) black[i] = black[n * n - 1 - i] = true;
  const letters = rng.chance(0.4);
  let number = 0;
  const px = ctx.size / n;
  const cells = black.map((isBlack, i) => {
    if (isBlack) return `<div style="background:${ctx.palette.given}"></div>`;
    const r = Math.floor(i / n);
    const c = i % n;
    const startsAcross = (c === 0 || black[i - 1]) && c < n - 1 && !black[i + 1];
    const startsDown = (r === 0 || black[i - n]) && r < n - 1 && !black[i + n];
    const clue =
      startsAcross || startsDown
        ? `<span style="position:absolute;left:2px;top:1px;font-size:${round(px * 0.3)}px;line-height:1">${++number}</span>`
        : '';
    const letter =
      letters && rng.chance(0.5)
        ? `<span style="font-size:${round(px * 0.6)}px">${String.fromCharCode(65 + rng.int(0, 25))}</span>`
        : '';
    return `<div style="${CENTER}border:0.5px solid ${ctx.palette.boxLine};background:${ctx.palette.board};color:${ctx.palette.given}">${clue}${letter}</div>`;
  });
  return {
    html: cssGrid(ctx, n, cells, `border:2px solid ${ctx.palette.boxLine};`),
    note: `15×15 crossword, ${number} clue numbers${letters ? ', letters' : ''}`,
  };
}

/** Cages by random growth; the thick lines drawn as cell borders where the neighbour is in another cage. */
function cages(rng: Rng, n: number, maxSize: number): number[] {
  const owner = new Array<number>(n * n).fill(-1);
  let count = 0;
  for (let start = 0; start < n * n; start++) {
    if (owner[start] >= 0) continue;
    owner[start] = count;
    let cell = start;
    for (let k = 1; k < rng.int(1, maxSize); k++) {
      const next = rng.pick([cell + 1, cell + n]);
      if (next >= n * n || (next === cell + 1 && next % n === 0) || owner[next] >= 0) break;
      owner[next] = count;
      cell = next;
    }
    count++;
  }
  return owner;
}

export function kenken(rng: Rng, ctx: Context): Drawn {
  const n = rng.pick([6, 9]);
  const owner = cages(rng, n, 4);
  const px = ctx.size / n;
  const seen = new Set<number>();
  const filled = rng.chance(0.5);
  const cells = owner.map((cage, i) => {
    const edge = (j: number, ok: boolean): string => (ok && owner[j] === cage ? '0.5px' : '2.5px');
    const border = `border-style:solid;border-color:${ctx.palette.boxLine};border-width:${edge(i - n, i >= n)} ${edge(i + 1, i % n < n - 1)} ${edge(i + n, i < n * n - n)} ${edge(i - 1, i % n > 0)};`;
    const label = seen.has(cage)
      ? ''
      : `<span style="position:absolute;left:3px;top:2px;font-size:${round(px * 0.22)}px;line-height:1">${rng.int(1, 30)}${rng.pick(['+', '−', '×', '÷', ''])}</span>`;
    seen.add(cage);
    const digit =
      filled && rng.chance(0.35) ? `<span style="font-size:${round(px * 0.55)}px">${rng.int(1, n)}</span>` : '';
    return `<div style="${CENTER}${border}background:${ctx.palette.board};color:${ctx.palette.given}">${label}${digit}</div>`;
  });
  return { html: cssGrid(ctx, n, cells), note: `KenKen ${n}×${n}${filled ? ' with some digits' : ''}` };
}

export function kakuro(rng: Rng, ctx: Context): Drawn {
  const n = 9;
  const px = ctx.size / n;
  const filled = rng.chance(0.5);
  const cells = Array.from({ length: n * n }, (_, i) => {
    const clueCell = i < n || i % n === 0 || rng.chance(0.22);
    if (clueCell) {
      const down = rng.chance(0.6)
        ? `<span style="position:absolute;left:10%;bottom:6%;font-size:${round(px * 0.28)}px">${rng.int(3, 45)}</span>`
        : '';
      const across = rng.chance(0.6)
        ? `<span style="position:absolute;right:10%;top:6%;font-size:${round(px * 0.28)}px">${rng.int(3, 45)}</span>`
        : '';
      return `<div style="${CENTER}background:linear-gradient(to top right, ${ctx.palette.altBox} 49%, ${ctx.palette.boxLine} 50%, ${ctx.palette.altBox} 51%);border:0.5px solid ${ctx.palette.boxLine};color:${ctx.palette.given}">${down}${across}</div>`;
    }
    const digit =
      filled && rng.chance(0.4) ? `<span style="font-size:${round(px * 0.6)}px">${rng.int(1, 9)}</span>` : '';
    return `<div style="${CENTER}background:${ctx.palette.board};border:0.5px solid ${ctx.palette.boxLine};color:${ctx.palette.given}">${digit}</div>`;
  });
  return {
    html: cssGrid(ctx, n, cells, `border:2px solid ${ctx.palette.boxLine};`),
    note: `Kakuro 9×9${filled ? ' with some digits' : ''}`,
  };
}

export function futoshiki(rng: Rng, ctx: Context): Drawn {
  const n = rng.pick([5, 7, 9]);
  const slots = 2 * n - 1;
  const unit = ctx.size / (n + (n - 1) * 0.45);
  const cols = Array.from({ length: slots }, (_, k) => (k % 2 ? `${round(unit * 0.45)}px` : `${round(unit)}px`)).join(
    ' ',
  );
  const cells: string[] = [];
  for (let r = 0; r < slots; r++)
    for (let c = 0; c < slots; c++) {
      if (r % 2 === 0 && c % 2 === 0) {
        const digit = rng.chance(0.3) ? rng.int(1, n) : '';
        cells.push(
          `<div style="${CENTER}border:2px solid ${ctx.palette.boxLine};background:${ctx.palette.board};font-size:${round(unit * 0.6)}px;color:${ctx.palette.given}">${digit}</div>`,
        );
      } else {
        const sign = r % 2 !== c % 2 && rng.chance(0.35) ? (r % 2 ? rng.pick(['∧', '∨']) : rng.pick(['<', '>'])) : '';
        cells.push(`<div style="${CENTER}font-size:${round(unit * 0.35)}px;color:${ctx.palette.given}">${sign}</div>`);
      }
    }
  return {
    html: `<div id="board" style="display:grid;grid-template-columns:${cols};grid-template-rows:${cols};${fontCss(ctx.font)}">${cells.join('')}</div>`,
    note: `Futoshiki ${n}×${n}`,
  };
}

const MINE_COLOURS = ['', '#0000ff', '#008000', '#ff0000', '#000080', '#800000', '#008080', '#000000', '#808080'];

export function minesweeper(rng: Rng, ctx: Context): Drawn {
  const n = 9;
  const mines = new Set<number>();
  const mineCount = rng.int(10, 16);
  while (mines.size < mineCount) mines.add(rng.int(0, n * n - 1));
  const px = ctx.size / n;
  const modern = rng.chance(0.4);
  const cells = Array.from({ length: n * n }, (_, i) => {
    const r = Math.floor(i / n);
    const c = i % n;
    let count = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++)
        if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n && mines.has((r + dr) * n + c + dc))
          count++;
    const revealed = !mines.has(i) && rng.chance(0.75);
    if (!revealed) {
      const flag = mines.has(i) && rng.chance(0.4) ? '🚩' : '';
      const raised = modern
        ? `background:${rng.chance(0.5) ? '#aad751' : '#a2d149'};`
        : 'background:#c0c0c0;border:3px outset #eee;';
      return `<div style="${CENTER}${raised}font-size:${round(px * 0.5)}px">${flag}</div>`;
    }
    const sunk = modern
      ? `background:${(r + c) % 2 ? '#e5c29f' : '#d7b899'};`
      : 'background:#bdbdbd;border:0.5px solid #7b7b7b;';
    const digit = count
      ? `<span style="color:${MINE_COLOURS[count]};font-weight:800;font-size:${round(px * 0.65)}px">${count}</span>`
      : '';
    return `<div style="${CENTER}${sunk}">${digit}</div>`;
  });
  return {
    html: cssGrid(ctx, n, cells, 'border:4px inset #eee;'),
    note: `Minesweeper 9×9, ${modern ? 'modern' : 'classic'} look`,
  };
}

export function nonogram(rng: Rng, ctx: Context): Drawn {
  const n = rng.pick([10, 15]);
  const clueRoom = 4;
  const total = n + clueRoom;
  const filled = Array.from({ length: n * n }, () => rng.chance(0.5));
  const runs = (cells: boolean[]): number[] => {
    const out: number[] = [];
    let run = 0;
    for (const on of [...cells, false]) {
      if (on) run++;
      else if (run) {
        out.push(run);
        run = 0;
      }
    }
    return out.length ? out : [0];
  };
  const px = ctx.size / total;
  const cells: string[] = [];
  for (let r = 0; r < total; r++)
    for (let c = 0; c < total; c++) {
      const clueStyle = `${CENTER}font-size:${round(px * 0.5)}px;color:${ctx.palette.given};`;
      if (r < clueRoom && c < clueRoom) cells.push('<div></div>');
      else if (r < clueRoom) {
        const col = runs(Array.from({ length: n }, (_, k) => filled[k * n + c - clueRoom]));
        cells.push(`<div style="${clueStyle}">${col[col.length - clueRoom + r] ?? ''}</div>`);
      } else if (c < clueRoom) {
        const row = runs(filled.slice((r - clueRoom) * n, (r - clueRoom + 1) * n));
        cells.push(`<div style="${clueStyle}">${row[row.length - clueRoom + c] ?? ''}</div>`);
      } else {
        const shaded = rng.chance(0.3) && filled[(r - clueRoom) * n + c - clueRoom];
        const thick = (c - clueRoom) % 5 === 0 ? 2 : 0.5;
        const thickTop = (r - clueRoom) % 5 === 0 ? 2 : 0.5;
        cells.push(
          `<div style="border-left:${thick}px solid ${ctx.palette.boxLine};border-top:${thickTop}px solid ${ctx.palette.boxLine};background:${shaded ? ctx.palette.given : ctx.palette.board}"></div>`,
        );
      }
    }
  return { html: cssGrid(ctx, total, cells), note: `nonogram ${n}×${n} with clues` };
}

export function qrLike(rng: Rng, ctx: Context): Drawn {
  const n = rng.pick([21, 25, 29]);
  const finder = (r: number, c: number): boolean | undefined => {
    for (const [r0, c0] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ]) {
      const dr = r - r0;
      const dc = c - c0;
      if (dr >= -1 && dr <= 7 && dc >= -1 && dc <= 7) {
        if (dr < 0 || dc < 0 || dr > 6 || dc > 6) return false;
        const ring = Math.min(dr, dc, 6 - dr, 6 - dc);
        return ring !== 1;
      }
    }
    return undefined;
  };
  const cells = Array.from({ length: n * n }, (_, i) => {
    const on = finder(Math.floor(i / n), i % n) ?? rng.chance(0.5);
    return `<div style="background:${on ? '#000' : '#fff'}"></div>`;
  });
  return { html: cssGrid(ctx, n, cells, 'outline:16px solid #fff;'), note: `QR-like ${n}×${n}` };
}

export function chessboard(rng: Rng, ctx: Context): Drawn {
  const pieces = '♜♞♝♛♚♝♞♜';
  const light = rng.pick(['#f0d9b5', '#eeeed2', '#dee3e6']);
  const dark = rng.pick(['#b58863', '#769656', '#8ca2ad']);
  const px = ctx.size / 8;
  const cells = Array.from({ length: 64 }, (_, i) => {
    const r = Math.floor(i / 8);
    const c = i % 8;
    let piece = '';
    if (r === 0) piece = pieces[c];
    if (r === 1 && rng.chance(0.8)) piece = '♟';
    if (r === 6 && rng.chance(0.8)) piece = '♙';
    if (r === 7) piece = '♖♘♗♕♔♗♘♖'[c];
    const rank =
      c === 0
        ? `<span style="position:absolute;left:2px;top:1px;font:600 ${round(px * 0.2)}px sans-serif">${8 - r}</span>`
        : '';
    const file =
      r === 7
        ? `<span style="position:absolute;right:2px;bottom:1px;font:600 ${round(px * 0.2)}px sans-serif">${'abcdefgh'[c]}</span>`
        : '';
    return `<div style="${CENTER}background:${(r + c) % 2 ? dark : light};font-size:${round(px * 0.75)}px">${rank}${file}${piece}</div>`;
  });
  return { html: cssGrid(ctx, 8, cells), note: 'chessboard with pieces and coordinates' };
}

export function ticTacToe(rng: Rng, ctx: Context): Drawn {
  const cells = Array.from({ length: 9 }, (_, i) => {
    const mark = rng.pick(['X', 'O', '']);
    const border = `${i % 3 < 2 ? `border-right:4px solid ${ctx.palette.boxLine};` : ''}${i < 6 ? `border-bottom:4px solid ${ctx.palette.boxLine};` : ''}`;
    return `<div style="${CENTER}${border}font-size:${round(ctx.size / 4)}px;color:${mark === 'X' ? ctx.palette.accent : ctx.palette.conflictText}">${mark}</div>`;
  });
  return { html: cssGrid(ctx, 3, cells, `background:${ctx.palette.board};`), note: 'tic-tac-toe' };
}
