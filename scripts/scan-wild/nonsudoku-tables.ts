// Tables and pictures that are no Sudoku: a calendar month, multiplication tables (9×9 products, 10×10 with
// headers), a bingo card, a spreadsheet, a table of lottery draws, a page of text, a photo-like gradient.
import { paragraph } from './filler.ts';
import { fontCss } from './fonts.ts';
import type { Context, Drawn } from './nonsudoku-grids.ts';
import { round, type Rng } from './random.ts';

function table(ctx: Context, rows: string[][], cellCss: (r: number, c: number) => string, extra = ''): string {
  const body = rows
    .map((row, r) => `<tr>${row.map((text, c) => `<td style="${cellCss(r, c)}">${text}</td>`).join('')}</tr>`)
    .join('');
  return `<table id="board" style="border-collapse:collapse;${fontCss(ctx.font)}color:${ctx.palette.given};background:${ctx.palette.board};${extra}">${body}</table>`;
}

export function calendar(rng: Rng, ctx: Context): Drawn {
  const first = rng.int(0, 6);
  const days = rng.pick([28, 30, 31]);
  const px = round(ctx.size / 7);
  const rows: string[][] = [['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']];
  let week: string[] = new Array<string>(first).fill('');
  for (let d = 1; d <= days; d++) {
    week.push(String(d));
    if (week.length === 7) {
      rows.push(week);
      week = [];
    }
  }
  if (week.length) rows.push([...week, ...new Array<string>(7 - week.length).fill('')]);
  const today = rng.int(1, days);
  const html = `<div id="board-wrap"><div style="font:600 18px sans-serif;margin-bottom:6px;color:${ctx.palette.text}">${rng.pick(['March', 'July', 'November'])} 2026</div>${table(ctx, rows, (r, c) => `width:${px}px;height:${round(px * 0.8)}px;text-align:center;font-size:${round(px * 0.32)}px;border:1px solid ${ctx.palette.thinLine};${rows[r][c] === String(today) && r ? `background:${ctx.palette.selected};` : ''}`)}</div>`;
  return { html, note: `calendar month of ${days} days` };
}

export function times(rng: Rng, ctx: Context, withHeaders: boolean): Drawn {
  const n = withHeaders ? 10 : 9;
  const px = round(ctx.size / n);
  const rows = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      if (!withHeaders) return String((r + 1) * (c + 1));
      if (!r && !c) return '×';
      if (!r || !c) return String(r || c);
      return String(r * c);
    }),
  );
  const box = rng.chance(0.5);
  const html = table(ctx, rows, (r, c) => {
    const header = withHeaders && (!r || !c);
    // Every third column and row ends with a heavier line, as a Sudoku's boxes do (counted from the products).
    const shift = withHeaders ? 0 : 1;
    const heavy = (k: number): boolean => box && (k + shift) % 3 === 0;
    const line = (k: number): string => `${heavy(k) ? 3 : 1}px solid ${ctx.palette.boxLine}`;
    return `width:${px}px;height:${px}px;text-align:center;font-size:${round(px * 0.4)}px;border:1px solid ${ctx.palette.boxLine};border-right:${line(c)};border-bottom:${line(r)};${header ? `background:${ctx.palette.peer};font-weight:700;` : ''}`;
  });
  return { html, note: `${n}×${n} multiplication table${box ? ', every third line thick' : ''}` };
}

export function bingo(rng: Rng, ctx: Context): Drawn {
  const px = round(ctx.size / 5);
  const columns = [0, 1, 2, 3, 4].map((k) =>
    rng.shuffle(Array.from({ length: 15 }, (_, i) => k * 15 + i + 1)).slice(0, 5),
  );
  const rows = [
    ['B', 'I', 'N', 'G', 'O'],
    ...[0, 1, 2, 3, 4].map((r) => columns.map((col, c) => (r === 2 && c === 2 ? 'FREE' : String(col[r])))),
  ];
  const html = table(
    ctx,
    rows,
    (r) =>
      `width:${px}px;height:${px}px;text-align:center;font-size:${round(px * (r ? 0.35 : 0.5))}px;border:2px solid ${ctx.palette.boxLine};${r ? '' : `background:${ctx.palette.accent};color:#fff;`}`,
  );
  return { html, note: 'bingo card' };
}

export function spreadsheet(rng: Rng, ctx: Context): Drawn {
  const cols = rng.int(6, 10);
  const rowsCount = rng.int(9, 20);
  const rows = Array.from({ length: rowsCount + 1 }, (_, r) =>
    Array.from({ length: cols + 1 }, (_, c) => {
      if (!r) return c ? String.fromCharCode(64 + c) : '';
      if (!c) return String(r);
      return rng.chance(0.15)
        ? ''
        : rng.chance(0.5)
          ? String(rng.int(1, 9))
          : rng.range(0, 999).toFixed(rng.pick([0, 2]));
    }),
  );
  const html = table(
    ctx,
    rows,
    (r, c) =>
      `min-width:56px;padding:2px 6px;text-align:${r && c ? 'right' : 'center'};font-size:13px;border:1px solid #d0d7de;${!r || !c ? 'background:#f3f3f3;color:#555;' : ''}`,
  );
  return { html, note: `spreadsheet ${rowsCount}×${cols}` };
}

export function lottery(rng: Rng, ctx: Context): Drawn {
  const rows = [['Draw', 'Date', 'Numbers', '', '', '', '', '', 'Bonus']];
  for (let k = 0; k < rng.int(8, 14); k++) {
    const numbers = rng.shuffle(Array.from({ length: 49 }, (_, i) => i + 1)).slice(0, 7);
    rows.push([
      String(2900 + k),
      `${rng.int(1, 28)}/${rng.int(1, 12)}/2026`,
      ...numbers
        .slice(0, 6)
        .sort((a, b) => a - b)
        .map(String),
      String(numbers[6]),
    ]);
  }
  const balls = rng.chance(0.5);
  const html = table(
    ctx,
    rows,
    (r, c) =>
      `padding:4px 8px;text-align:center;font-size:15px;border-bottom:1px solid ${ctx.palette.thinLine};${balls && r && c >= 2 ? `background:${c === 8 ? ctx.palette.conflictBg : ctx.palette.peer};border-radius:50%;` : ''}`,
  );
  return { html, note: `lottery results table${balls ? ' with balls' : ''}` };
}

export function textPage(rng: Rng, ctx: Context): Drawn {
  const paragraphs = Array.from({ length: rng.int(4, 8) }, () => `<p>${paragraph(rng)}</p>`).join('');
  return {
    html: `<div id="board" style="width:${ctx.size}px;${fontCss(ctx.font)}font-size:16px;line-height:1.5;color:${ctx.palette.text}">${paragraphs}</div>`,
    note: 'page of text',
  };
}

export function photoLike(rng: Rng, ctx: Context): Drawn {
  const stops = Array.from({ length: 3 }, () => `hsl(${rng.int(0, 360)} ${rng.int(20, 70)}% ${rng.int(20, 80)}%)`);
  const noise =
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='300' height='300'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='0.02' numOctaves='4'/%3E%3C/filter%3E%3Crect width='100%25' height='100%25' filter='url(%23n)'/%3E%3C/svg%3E\")";
  const html = `<div id="board" style="width:${ctx.size}px;height:${round(ctx.size * 0.75)}px;background:${noise}, linear-gradient(${rng.int(0, 360)}deg, ${stops.join(', ')});background-blend-mode:overlay;background-size:cover"></div>`;
  return { html, note: 'photo-like gradient with noise' };
}
