/**
 * `sudoku create --format svg`: printable sheets for puzzle-book makers. One SVG document is one page (the unit a
 * printer, a browser's print dialog and layout tools all take), sized in millimetres for A4 or US Letter: six
 * puzzles a page in two columns of three, as books print them, then the solutions, twelve a page and smaller, with
 * the givens in bold. Black on white, no colour: it photocopies.
 */
import { CLASSIC, type Geometry } from '../engine/geometry.ts';

export type Paper = 'a4' | 'letter';

export const PAPERS: readonly Paper[] = ['a4', 'letter'];

/** Page sizes in millimetres (ISO 216 A4; US Letter is 8.5 × 11 in). */
const PAPER_MM: Record<Paper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

const MARGIN_MM = 15;
const LABEL_MM = 6;
const GAP_MM = 8;

/** A puzzle to print: its givens and solution as lines of the grid's cell count, 81 at 9×9 ('.' or '0' blank). */
export interface SheetPuzzle {
  givens: string;
  solution: string;
}

interface Layout {
  columns: number;
  rows: number;
}

export const PUZZLES_LAYOUT: Layout = { columns: 2, rows: 3 };
export const SOLUTIONS_LAYOUT: Layout = { columns: 3, rows: 4 };

export interface SheetPage {
  /** `puzzles-1`, `solutions-1`, …: a file name without its extension. */
  name: string;
  svg: string;
}

const mm = (n: number): string => String(Math.round(n * 100) / 100);
const isDigit = (ch: string): boolean => ch >= '1' && ch <= '9';

const lineWidth = (thick: boolean): number => (thick ? 0.7 : 0.25);

/**
 * One grid of `geometry` at (x, y), `size` mm wide: thin cell lines, thick box lines (a 6×6's 2×3 boxes are
 * thick every 3 columns and every 2 rows), digits centred. The digits sit on a baseline computed here rather than
 * by `dominant-baseline`, which some converters and print drivers ignore.
 */
function gridSvg(x: number, y: number, size: number, grid: SheetGrid, geometry: Geometry): string {
  const { digits, bold } = grid;
  const cell = size / geometry.size;
  const font = cell * 0.62;
  const lines: string[] = [];
  for (let i = 0; i <= geometry.size; i++) {
    const at = mm(i * cell);
    const across = lineWidth(i % geometry.boxCols === 0);
    const down = lineWidth(i % geometry.boxRows === 0);
    lines.push(`<line x1="${at}" y1="0" x2="${at}" y2="${mm(size)}" stroke-width="${across}"/>`);
    lines.push(`<line x1="0" y1="${at}" x2="${mm(size)}" y2="${at}" stroke-width="${down}"/>`);
  }
  const texts: string[] = [];
  for (let c = 0; c < geometry.cellCount; c++) {
    const ch = digits[c];
    if (!isDigit(ch)) continue;
    const weight = bold !== null && isDigit(bold[c]) ? ' font-weight="bold"' : '';
    const cx = mm((geometry.colOf(c) + 0.5) * cell);
    const baseline = mm((geometry.rowOf(c) + 0.5) * cell + font * 0.36);
    texts.push(`<text x="${cx}" y="${baseline}"${weight}>${ch}</text>`);
  }
  return (
    `<g transform="translate(${mm(x)} ${mm(y)})">` +
    `<g stroke="#000" stroke-linecap="square">${lines.join('')}</g>` +
    `<g font-size="${mm(font)}" text-anchor="middle">${texts.join('')}</g></g>`
  );
}

/** A grid to draw: its digits as a line, and the givens to set in bold (a solution's), or null. */
interface SheetGrid {
  label: string;
  digits: string;
  bold: string | null;
}

/** One page of grids: each one's label above it. */
function pageSvg(paper: Paper, layout: Layout, grids: SheetGrid[], geometry: Geometry): string {
  const { width, height } = PAPER_MM[paper];
  const columnWidth = (width - 2 * MARGIN_MM) / layout.columns;
  const rowHeight = (height - 2 * MARGIN_MM) / layout.rows;
  const size = Math.min(columnWidth - GAP_MM, rowHeight - GAP_MM - LABEL_MM);
  const body = grids.map((grid, i) => {
    const column = i % layout.columns;
    const row = Math.floor(i / layout.columns);
    const x = MARGIN_MM + column * columnWidth + (columnWidth - size) / 2;
    const y = MARGIN_MM + row * rowHeight + LABEL_MM;
    return (
      `<text x="${mm(x)}" y="${mm(y - 2)}" font-size="4">${grid.label}</text>` + gridSvg(x, y, size, grid, geometry)
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif" fill="#000">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The pages for `puzzles` (grids of `geometry`, classic 9×9 by default), numbered from 1 in order: the puzzle pages,
 * then (with `solutions`) the solution pages, each solution labelled with its puzzle's number.
 */
export function sheetPages(
  puzzles: readonly SheetPuzzle[],
  paper: Paper,
  solutions: boolean,
  geometry: Geometry = CLASSIC,
): SheetPage[] {
  const numbered = puzzles.map((p, i) => ({ ...p, label: `${i + 1}` }));
  const perPage = PUZZLES_LAYOUT.columns * PUZZLES_LAYOUT.rows;
  const pages = chunks(numbered, perPage).map((page, i) => ({
    name: `puzzles-${i + 1}`,
    svg: pageSvg(
      paper,
      PUZZLES_LAYOUT,
      page.map((p) => ({ label: p.label, digits: p.givens, bold: null })),
      geometry,
    ),
  }));
  if (!solutions) return pages;
  const perSolutionPage = SOLUTIONS_LAYOUT.columns * SOLUTIONS_LAYOUT.rows;
  return pages.concat(
    chunks(numbered, perSolutionPage).map((page, i) => ({
      name: `solutions-${i + 1}`,
      svg: pageSvg(
        paper,
        SOLUTIONS_LAYOUT,
        page.map((p) => ({ label: `Solution ${p.label}`, digits: p.solution, bold: p.givens })),
        geometry,
      ),
    })),
  );
}

/** How many pages `count` puzzles take, with or without their solutions. */
export function pageCount(count: number, solutions: boolean): number {
  const pages = Math.ceil(count / (PUZZLES_LAYOUT.columns * PUZZLES_LAYOUT.rows));
  return solutions ? pages + Math.ceil(count / (SOLUTIONS_LAYOUT.columns * SOLUTIONS_LAYOUT.rows)) : pages;
}
