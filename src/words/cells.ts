/**
 * The language-neutral parts of the words about a grid, for every face: cell names keep the r3c5 notation in every
 * language (SudokuWiki and HoDoKu use it in theirs), digits are digits, and a unit index says its kind. No DOM and no
 * engine code: a language's chunk imports only this.
 */

/**
 * Cells in a row of the grid being worded: 9, or while inGridOf() runs, that grid's size (6 for 6×6). Wording is
 * synchronous, so the size a describe call was given holds for every name it builds, and 9 again after it.
 */
let rowLength = 9;

/** Runs `say` with cell and unit names for a size × size grid (units: rows, then columns, then boxes). */
export function inGridOf<T>(size: number, say: () => T): T {
  if (size === rowLength) return say();
  const before = rowLength;
  rowLength = size;
  try {
    return say();
  } finally {
    rowLength = before;
  }
}

/** The worded grid's size (9 classic) and cell count (81), for "the board must be 81 digits from 0 to 9". */
export const gridSize = (): number => rowLength;
export const gridCells = (): number => rowLength * rowLength;

/** Row (0–8 at 9×9) of a cell (0–80). */
export const rowOf = (cell: number): number => Math.floor(cell / rowLength);
/** Column (0–8 at 9×9) of a cell. */
export const colOf = (cell: number): number => cell % rowLength;
/** How cells are named while withCellNames() runs (the board's plain words, "row 3, column 5"), else r3c5. */
let spell: ((row: number, col: number) => string) | undefined;

/** Runs `say` with cells named by `spelling` (row and column 1-based); the r3c5 notation again after it. */
export function withCellNames<T>(spelling: (row: number, col: number) => string, say: () => T): T {
  const before = spell;
  spell = spelling;
  try {
    return say();
  } finally {
    spell = before;
  }
}

/** "r3c5", 1-based (or the words withCellNames() gives). */
export const cellName = (cell: number): string =>
  spell ? spell(rowOf(cell) + 1, colOf(cell) + 1) : `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
/** "r1c1, r1c2" */
export const cellList = (cells: readonly number[]): string => cells.map(cellName).join(', ');
/** "2/7" */
export const digitsSlash = (digits: readonly number[]): string => digits.join('/');

export type UnitKind = 'row' | 'column' | 'box';
/** A unit index's kind (0–8 rows, 9–17 columns, 18–26 boxes at 9×9). */
export const unitKind = (u: number): UnitKind => (u < rowLength ? 'row' : u < 2 * rowLength ? 'column' : 'box');
/** A unit index's number within its kind, 1-based. */
export const unitNumber = (u: number): number => (u % rowLength) + 1;

/** A chain node in Eureka notation: "5r1c2", a row group "5r1c23", a column group "5r12c3". */
export function nodeName(digit: number, cells: readonly number[]): string {
  // A chain in Eureka notation stays in it whatever cells are named by.
  if (cells.length === 1) return `${digit}r${rowOf(cells[0]) + 1}c${colOf(cells[0]) + 1}`;
  const rows = [...new Set(cells.map(rowOf))].map((r) => r + 1);
  const cols = [...new Set(cells.map(colOf))].map((c) => c + 1);
  return `${digit}r${rows.join('')}c${cols.join('')}`;
}

/** The removals grouped by the digits each cell loses, cells in order: [{digits, cells}], as every language says them. */
export function removalGroups(
  elims: readonly { cell: number; digit: number }[],
): { digits: number[]; cells: number[] }[] {
  const byCell = new Map<number, number[]>();
  const sorted = [...elims].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  for (const { cell, digit } of sorted) {
    const list = byCell.get(cell);
    if (list) list.push(digit);
    else byCell.set(cell, [digit]);
  }
  const groups = new Map<string, { digits: number[]; cells: number[] }>();
  for (const [cell, digits] of byCell) {
    const key = digits.join(',');
    const g = groups.get(key);
    if (g) g.cells.push(cell);
    else groups.set(key, { digits, cells: [cell] });
  }
  return [...groups.values()];
}

/** A chain's nodes from its links (each link's start, then every link's end), and the link signs between them. */
export function chainNodes(
  links: readonly {
    from: readonly { cell: number; digit: number }[];
    to: readonly { cell: number; digit: number }[];
    strong: boolean;
  }[],
): string {
  const node = (cands: readonly { cell: number; digit: number }[]): string =>
    nodeName(
      cands[0].digit,
      cands.map((c) => c.cell),
    );
  let text = links.length > 0 ? node(links[0].from) : '';
  for (const link of links) text += (link.strong ? '=' : '-') + node(link.to);
  return text;
}
