// A printed newspaper's puzzle page as HTML: a headline, text columns, the Sudoku (thin inner lines, thick box
// lines, givens in a newspaper's digit face), sometimes a second grid beside it, a small printed solution, shaded
// cells, and a reader's pencil fill-ins. Drawn flat; camera.ts and develop.ts make a phone photo of it.
import { carvePuzzle } from '../../src/engine/generate/carve.ts';
import { createRng } from '../../src/engine/rng.ts';
import { headline, paragraph } from '../scan-wild/filler.ts';
import type { Rng } from '../scan-wild/random.ts';

/** Digit faces of newspapers' puzzle pages: the Helvetica/Arial/Times/Century families and their kin. */
const SANS = ['Nimbus Sans', 'Liberation Sans', 'FreeSans', 'DejaVu Sans', 'Roboto', 'Open Sans', 'Lato', 'Carlito'];
const NARROW = ['Nimbus Sans Narrow', 'Liberation Sans Narrow', 'Roboto Condensed', 'Open Sans Condensed'];
const SERIF = ['Nimbus Roman', 'Liberation Serif', 'C059', 'P052', 'DejaVu Serif', 'FreeSerif', 'Caladea'];
const SLAB = ['Roboto Slab', 'URW Bookman'];
/** Faces for a reader's fill-ins: no handwriting font is installed, so the loosest shapes, slanted and jittered. */
const HAND = ['Z003', 'Comfortaa', 'URW Gothic'];

export interface PagePlan {
  html: string;
  /** CSS px of the whole page. */
  width: number;
  height: number;
  /** 81 digits, 0 blank: the printed givens (a reader's fill-ins are not in it, as the dataset's truths). */
  truth: number[];
  /** Words saying what the page has, for the .dat's first line (and to break results down). */
  tags: string[];
}

const esc = (text: string): string => text.replace(/[<&>]/g, (c) => `&#${c.charCodeAt(0)};`);

function digitFace(rng: Rng): { family: string; weight: number; tag: string } {
  const roll = rng.next();
  if (roll < 0.55) return { family: rng.pick(SANS), weight: rng.chance(0.35) ? 700 : 400, tag: 'sans' };
  if (roll < 0.68) return { family: rng.pick(NARROW), weight: rng.chance(0.4) ? 700 : 400, tag: 'narrow' };
  if (roll < 0.9) return { family: rng.pick(SERIF), weight: rng.chance(0.3) ? 700 : 400, tag: 'serif' };
  return { family: rng.pick(SLAB), weight: 400, tag: 'slab' };
}

function inkColour(rng: Rng): { css: string; tag?: string } {
  const roll = rng.next();
  if (roll < 0.78) return { css: rng.pick(['#111', '#1a1a1a', '#222', '#0b0b14']) };
  if (roll < 0.86) return { css: rng.pick(['#444', '#555']), tag: 'grey-ink' };
  if (roll < 0.94) return { css: rng.pick(['#d8262e', '#e0403a', '#c81e50']), tag: 'red-ink' };
  return { css: rng.pick(['#1d3f9a', '#22508c']), tag: 'blue-ink' };
}

interface GridStyle {
  cell: number;
  thin: number;
  thick: number;
  outer: number;
  line: string;
  face: { family: string; weight: number };
  size: number;
  ink: string;
}

/** A 9×9 grid as a table: borders collapse, so a box line is one thick line, not two thin ones. */
function gridHtml(
  id: string,
  digits: readonly number[],
  style: GridStyle,
  shade: Set<number>,
  fills: Map<number, string>,
) {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    const cells: string[] = [];
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const right = c === 8 ? style.outer : c % 3 === 2 ? style.thick : style.thin;
      const bottom = r === 8 ? style.outer : r % 3 === 2 ? style.thick : style.thin;
      const left = c === 0 ? style.outer : 0;
      const top = r === 0 ? style.outer : 0;
      const border = `border-style:solid;border-color:${style.line};border-width:${top}px ${right}px ${bottom}px ${left}px;`;
      const bg = shade.has(i) ? 'background:#b8c8e8;' : '';
      const content = digits[i] ? String(digits[i]) : (fills.get(i) ?? '');
      cells.push(`<td style="${border}${bg}">${content}</td>`);
    }
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  const css =
    `border-collapse:collapse;table-layout:fixed;font-family:'${style.face.family}',sans-serif;` +
    `font-weight:${style.face.weight};font-size:${style.size}px;color:${style.ink};`;
  return `<table id="${id}" class="g" style="${css}">${rows.join('')}</table>`;
}

/** A reader's fill-ins: solution digits in pencil or pen, slanted, off-centre, in a loose face. */
function pencilFills(
  rng: Rng,
  puzzle: readonly number[],
  solution: readonly number[],
  cell: number,
): Map<number, string> {
  const fills = new Map<number, string>();
  const blanks = puzzle.flatMap((d, i) => (d ? [] : [i]));
  const count = rng.int(3, 14);
  const face = rng.pick(HAND);
  const colour = rng.pick(['#6b6b70', '#5a5a60', '#2a3f8f', '#3b3b44']);
  for (const i of rng.shuffle(blanks).slice(0, count)) {
    const style =
      `display:inline-block;font-family:'${face}';font-weight:400;font-size:${Math.round(cell * rng.range(0.45, 0.7))}px;` +
      `color:${colour};transform:translate(${rng.range(-0.15, 0.15) * cell}px,${rng.range(-0.12, 0.12) * cell}px) ` +
      `rotate(${rng.range(-14, 14)}deg) skewX(${rng.range(-15, 5)}deg);opacity:${rng.range(0.6, 0.95).toFixed(2)}`;
    fills.set(i, `<span style="${style}">${solution[i]}</span>`);
  }
  return fills;
}

/** A small printed solution (yesterday's), as pages print it beside the puzzle. */
function solutionHtml(rng: Rng, cell: number): string {
  const { solution } = carvePuzzle('rotate180', createRng(rng.int(0, 1e9)));
  const small = Math.max(9, Math.round(cell * rng.range(0.3, 0.42)));
  const cells = Array.from(
    { length: 9 },
    (_, r) =>
      `<tr>${Array.from({ length: 9 }, (_, c) => `<td style="width:${small}px;height:${small}px;border:1px solid #555;${(r + c) % 2 && rng.chance(0.5) ? 'background:#ddd;' : ''}">${solution[r * 9 + c]}</td>`).join('')}</tr>`,
  );
  return `<div class="sol"><div style="font-weight:700;font-size:11px">Solution</div><table style="border-collapse:collapse;font-size:${Math.round(small * 0.75)}px;text-align:center">${cells.join('')}</table></div>`;
}

export function planPage(rng: Rng): PagePlan {
  const tags: string[] = [];
  const { puzzle, solution } = carvePuzzle(rng.chance(0.8) ? 'rotate180' : 'none', createRng(rng.int(0, 2 ** 31)));
  const cell = rng.int(34, 46);
  const face = digitFace(rng);
  tags.push(face.tag);
  const ink = inkColour(rng);
  if (ink.tag) tags.push(ink.tag);
  const thin = rng.pick([1, 1, 1, 0.75, 1.25]);
  const style: GridStyle = {
    cell,
    thin,
    thick: rng.pick([2, 2.5, 3, 3.5]),
    outer: rng.pick([2.5, 3, 4, 5]),
    line: rng.chance(0.85) ? '#111' : ink.css,
    face,
    size: Math.round(cell * rng.range(0.55, 0.78)),
    ink: ink.css,
  };
  const shade = new Set<number>();
  if (rng.chance(0.1)) {
    // An advertising band or a highlighted block over blank cells, as some pages print one.
    const r0 = rng.int(0, 7);
    const c0 = rng.int(0, 6);
    for (let r = r0; r < Math.min(9, r0 + rng.int(1, 3)); r++)
      for (let c = c0; c < Math.min(9, c0 + rng.int(1, 3)); c++) if (!puzzle[r * 9 + c]) shade.add(r * 9 + c);
    if (shade.size) tags.push('shaded');
  }
  const fills = rng.chance(0.08) ? pencilFills(rng, puzzle, solution, cell) : new Map<number, string>();
  if (fills.size) tags.push('pencil');

  const paper = rng.pick(['#ffffff', '#f7f5ef', '#f1eee4', '#ebe8df', '#f4f4f0', '#e9ecea']);
  const textFace = rng.pick([...SERIF, ...SERIF, ...SANS]);
  const headFace = rng.pick([...SANS, ...SLAB, 'Nimbus Sans Narrow', 'Roboto Condensed']);
  const gridPx = cell * 9;
  const column = (words: number) =>
    `<div class="col">${Array.from({ length: words }, () => `<p>${esc(paragraph(rng))}</p>`).join('')}</div>`;
  const level = rng.pick(['Facile', 'Moyen', 'Difficile', 'leicht', 'mittel', 'schwierig', 'Easy', 'Medium', 'Hard']);
  const title = `<div class="title"><b>${rng.pick(['SUDOKU', 'Sudoku', 'SU DOKU', 'Sudoku n° ' + rng.int(100, 999)])}</b> <span>${level}</span></div>`;
  const rule = `<div class="rule">${esc(rng.pick(['Complete the grid so that every row, column and 3×3 box contains the digits 1 to 9.', 'Remplissez la grille avec des chiffres de 1 à 9, une seule fois par ligne, colonne et carré.', 'Füllen Sie das Gitter so aus, dass jede Zeile, Spalte und jedes Quadrat die Zahlen 1 bis 9 enthält.']))}</div>`;
  const main = gridHtml('grid', puzzle, style, shade, fills);
  const layout = rng.next();
  let body: string;
  if (layout < 0.3) {
    // Two puzzles side by side: the one photographed, and its neighbour cut by the photo's edge.
    const other = carvePuzzle('rotate180', createRng(rng.int(0, 2 ** 31))).puzzle;
    const second = gridHtml('other', other, style, new Set(), new Map());
    const [a, b] = rng.chance(0.5) ? [main, second] : [second, main];
    body = `<div class="row">${column(2)}<div>${title}${a}</div><div>${title.replace(level, rng.pick(['leicht', 'Moyen', 'Hard']))}${b}</div>${column(2)}</div>`;
    tags.push('pair');
  } else if (layout < 0.65) {
    body = `<div class="row">${column(rng.int(2, 4))}<div>${title}${main}${rule}</div>${column(rng.int(2, 4))}</div>`;
  } else {
    body = `<div class="row">${column(2)}<div>${title}${main}</div><div style="width:${Math.round(gridPx * 0.6)}px">${rule}${rng.chance(0.5) ? solutionHtml(rng, cell) : ''}${column(3)}</div>${column(3)}</div>`;
  }
  const width = Math.round(gridPx * (tags.includes('pair') ? rng.range(3.3, 3.6) : rng.range(2.6, 3.2)));
  // The previous article above the puzzle's headline: the page goes on past the photo's edge, as a newspaper does.
  const above = Math.round(gridPx * rng.range(0.3, 1));
  const height = Math.round(gridPx * rng.range(2.4, 2.9)) + above;
  const css = `
    html,body{margin:0;background:${paper};}
    #page{width:${width}px;height:${height}px;overflow:hidden;box-sizing:border-box;padding:${Math.round(cell * 0.6)}px;
      font-family:'${textFace}',serif;font-size:${rng.int(10, 13)}px;line-height:1.25;color:#222;}
    h1{font-family:'${headFace}';font-size:${rng.int(26, 40)}px;margin:0 0 8px;border-bottom:2px solid #222;}
    .row{display:flex;gap:${rng.int(16, 30)}px;align-items:flex-start;justify-content:center;}
    .col{flex:1;min-width:${Math.round(gridPx * 0.35)}px;text-align:justify;} .col p{margin:0 0 6px;}
    .title{font-family:'${headFace}';font-size:${rng.int(16, 24)}px;margin:6px 0;} .title span{font-size:0.75em;color:#a22;}
    .rule{font-size:11px;margin-top:6px;max-width:${gridPx}px;}
    .g td{width:${cell}px;height:${cell}px;padding:0;text-align:center;vertical-align:middle;line-height:1;}
    .sol{margin-top:10px;}`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div id="page"><div class="col" style="columns:4;height:${above}px;overflow:hidden;margin-bottom:8px">${Array.from({ length: 8 }, () => `<p>${esc(paragraph(rng))}</p>`).join('')}</div><h1>${esc(headline(rng))}</h1>${column(1).replace('class="col"', 'class="col" style="columns:3;margin-bottom:10px"')}${body}</div></body></html>`;
  return { html, width, height, truth: [...puzzle], tags };
}
