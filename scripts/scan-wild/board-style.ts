// How a board looks, independent of the technology that draws it: size, font, line widths, box marking, colours;
// and the helpers every technology shares (a cell's colours, where its pencil marks go, the width of each line).
import type { BoardCell, BoardModel, MarkStyle } from './board-model.ts';
import { pickFont, type FontBook, type FontChoice } from './fonts.ts';
import { round, type Rng } from './random.ts';
import type { Palette } from './theme.ts';

export type BoxMarking = 'thick' | 'same' | 'shaded';

export interface BoardStyle {
  /** CSS px. */
  size: number;
  font: FontChoice;
  /** A player's entries: another weight (and sometimes italic) than the givens. */
  entryWeight: number;
  entryItalic: boolean;
  /** Font size as a share of the cell. */
  digitScale: number;
  markScale: number;
  thin: number;
  thick: number;
  outer: number;
  boxes: BoxMarking;
  /** Cells drawn apart (gap-based boards), with rounded corners. */
  gap: number;
  radius: number;
  palette: Palette;
}

export function pickBoardStyle(rng: Rng, book: FontBook, palette: Palette, size: number): BoardStyle {
  const font = pickFont(rng, book);
  const boxes: BoxMarking = rng.pick(['thick', 'thick', 'thick', 'thick', 'same', 'shaded']);
  const thin = rng.pick([0.5, 1, 1, 1, 1.5, 2]);
  const thick = boxes === 'thick' ? thin + rng.pick([1, 1.5, 2, 3]) : thin;
  return {
    size,
    font,
    entryWeight: rng.chance(0.5) ? font.weight : rng.pick([300, 400, 500, 700]),
    entryItalic: rng.chance(0.1),
    digitScale: round(rng.range(0.45, 0.78)),
    markScale: round(rng.range(0.2, 0.3)),
    thin,
    thick,
    outer: rng.chance(0.2) ? thin : thick + rng.pick([0, 0, 1, 2]),
    boxes,
    gap: 0,
    radius: 0,
    palette,
  };
}

/** The width of grid line k (0..9, left to right or top to bottom). */
export function lineWidth(style: BoardStyle, k: number): number {
  if (k === 0 || k === 9) return style.outer;
  return k % 3 === 0 ? style.thick : style.thin;
}

export function cellBackground(style: BoardStyle, cell: BoardCell, index: number): string {
  const p = style.palette;
  if (cell.shade === 'selected') return p.selected;
  if (cell.shade === 'same') return p.same;
  if (cell.shade === 'peer') return p.peer;
  if (cell.shade === 'conflict') return p.conflictBg;
  if (style.boxes === 'shaded') {
    const box = Math.floor(Math.floor(index / 9) / 3) * 3 + Math.floor((index % 9) / 3);
    if (box % 2 === 1) return p.altBox;
  }
  return p.board;
}

export function cellInk(style: BoardStyle, cell: BoardCell): string {
  if (cell.kind === 'conflict') return style.palette.conflictText;
  return cell.kind === 'entry' ? style.palette.entry : style.palette.given;
}

export const cellWeight = (style: BoardStyle, cell: BoardCell): number =>
  cell.kind === 'given' ? style.font.weight : style.entryWeight;

export const cellItalic = (style: BoardStyle, cell: BoardCell): boolean =>
  cell.kind === 'given' ? style.font.italic : style.entryItalic;

export interface MarkPlace {
  digit: number;
  /** Centre, as a share of the cell (0..1). */
  x: number;
  y: number;
  /** Font size as a share of the cell. */
  size: number;
}

/** Corner style (as SudokuPad): the first marks in the corners, then along the edges. */
const CORNER_SLOTS: [number, number][] = [
  [0.18, 0.2],
  [0.82, 0.2],
  [0.18, 0.8],
  [0.82, 0.8],
  [0.5, 0.2],
  [0.5, 0.8],
  [0.18, 0.5],
  [0.82, 0.5],
  [0.5, 0.5],
];

/** Where each pencil mark of a cell goes. Centre marks are one line of text: one place, the digits joined. */
export function markPlaces(style: MarkStyle, marks: readonly number[], scale: number): MarkPlace[] {
  if (style === 'grid3')
    return marks.map((d) => ({
      digit: d,
      x: (((d - 1) % 3) + 0.5) / 3,
      y: (Math.floor((d - 1) / 3) + 0.5) / 3,
      size: scale,
    }));
  if (style === 'corner')
    return marks.map((d, i) => ({ digit: d, x: CORNER_SLOTS[i][0], y: CORNER_SLOTS[i][1], size: scale }));
  return [];
}

/** Centre marks: the digits on one line, smaller when there are many. */
export const centreMarkSize = (marks: readonly number[], scale: number): number =>
  Math.min(scale, 0.9 / Math.max(1, marks.length * 0.6));

/** Killer cages: dashed lines inset in each cell where its neighbour is in another cage, and each cage's sum. */
export function cageOverlay(model: BoardModel, style: BoardStyle): string {
  if (!model.cages.length) return '';
  const cell = style.size / 9;
  const inset = cell * 0.1;
  const owner = new Array<number>(81);
  model.cages.forEach((cage, c) => cage.cells.forEach((i) => (owner[i] = c)));
  const lines: string[] = [];
  for (let i = 0; i < 81; i++) {
    const x = (i % 9) * cell;
    const y = Math.floor(i / 9) * cell;
    const other = (j: number, ok: boolean): boolean => !ok || owner[j] !== owner[i];
    const seg = (x1: number, y1: number, x2: number, y2: number): string =>
      `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}"/>`;
    if (other(i - 9, i >= 9)) lines.push(seg(x + inset, y + inset, x + cell - inset, y + inset));
    if (other(i + 9, i < 72)) lines.push(seg(x + inset, y + cell - inset, x + cell - inset, y + cell - inset));
    if (other(i - 1, i % 9 > 0)) lines.push(seg(x + inset, y + inset, x + inset, y + cell - inset));
    if (other(i + 1, i % 9 < 8)) lines.push(seg(x + cell - inset, y + inset, x + cell - inset, y + cell - inset));
  }
  const sums = model.cages.map((cage) => {
    const first = Math.min(...cage.cells);
    const x = (first % 9) * cell + inset * 1.3;
    const y = Math.floor(first / 9) * cell + inset * 1.2 + cell * 0.17;
    return `<text x="${round(x)}" y="${round(y)}" font-size="${round(cell * 0.2)}" fill="${style.palette.given}" style="paint-order:stroke" stroke="${style.palette.board}" stroke-width="3">${cage.sum}</text>`;
  });
  return `<svg width="${style.size}" height="${style.size}" style="position:absolute;left:0;top:0;pointer-events:none;font-family:sans-serif"><g stroke="${style.palette.mark}" stroke-width="1" stroke-dasharray="3 2" fill="none">${lines.join('')}</g>${sums.join('')}</svg>`;
}
