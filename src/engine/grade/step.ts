/**
 * A step of the technique solver as plain data (it survives JSON and postMessage), plus the wording helpers that
 * turn cells, digits and eliminations into SudokuWiki-style sentences with 1-based r/c names.
 */
import { UNITS, cellName, colOf, rowOf, unitName } from '../grid.ts';

export type { TechniqueId } from './techniques.ts';
import type { TechniqueId } from './techniques.ts';

/** One candidate: `digit` in `cell` (0..80). */
export interface Candidate {
  cell: number;
  digit: number;
}

/** A link of a chain for the board to draw: between two nodes (each one or more cells holding `digit`). */
export interface ChainLink {
  from: Candidate[];
  to: Candidate[];
  /** Strong: at least one end is true. Weak: at most one end is true. */
  strong: boolean;
}

export interface Step {
  technique: TechniqueId;
  /** The technique's display name, e.g. "Naked pair". */
  name: string;
  /** The cells the step rests on (not the ones it changes). */
  cells: number[];
  /** The digits it rests on. */
  digits: number[];
  placements: Candidate[];
  eliminations: Candidate[];
  /** One plain sentence, SudokuWiki style, r/c 1-based. */
  text: string;
  /** Units (0–8 rows, 9–17 columns, 18–26 boxes) to highlight. */
  units?: number[];
  /** Chain links to draw, in chain order (chains, W-wings, colouring). */
  links?: ChainLink[];
  /** Colouring: the two colour classes. */
  colours?: [number[], number[]];
  /** Forcing chains: how many placements the chain makes (the assumption and the singles it forces). */
  size?: number;
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.length === 1 ? String(items[0]) : '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const cellsText = (cells: readonly number[]): string => cells.map(cellName).join(', ');
export const cellsAnd = (cells: readonly number[]): string => andList(cells.map(cellName));
export const digitsSlash = (digits: readonly number[]): string => digits.join('/');
export const unitText = (u: number): string => unitName(UNITS[u]);

/**
 * "removes 3 and 6 from r8c4 and r8c9", grouping cells that lose the same digits:
 * "removes 3 from r1c1 and r1c2, and 6 from r2c2".
 */
export function removesText(elims: readonly Candidate[]): string {
  const byCell = new Map<number, number[]>();
  const sorted = [...elims].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  for (const { cell, digit } of sorted) {
    const list = byCell.get(cell);
    if (list) list.push(digit);
    else byCell.set(cell, [digit]);
  }
  const groups = new Map<string, { digits: number[]; cells: number[] }>();
  for (const [cell, digits] of byCell) {
    digits.sort((a, b) => a - b);
    const key = digits.join(',');
    const g = groups.get(key);
    if (g) g.cells.push(cell);
    else groups.set(key, { digits, cells: [cell] });
  }
  const parts = [...groups.values()].map((g) => `${andList(g.digits)} from ${cellsAnd(g.cells)}`);
  return `removes ${parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`}`;
}

/** A chain node in Eureka style: "5r1c2", a row group "5r1c23", a column group "5r12c3". */
export function nodeText(digit: number, cells: readonly number[]): string {
  if (cells.length === 1) return `${digit}${cellName(cells[0])}`;
  const rows = [...new Set(cells.map(rowOf))].map((r) => r + 1);
  const cols = [...new Set(cells.map(colOf))].map((c) => c + 1);
  return `${digit}r${rows.join('')}c${cols.join('')}`;
}

/** Builds a step; placements and eliminations are sorted so equal steps compare equal. */
export function makeStep(
  technique: TechniqueId,
  name: string,
  fields: Omit<Step, 'technique' | 'name' | 'placements' | 'eliminations'> & {
    placements?: Candidate[];
    eliminations?: Candidate[];
  },
): Step {
  const byCellDigit = (a: Candidate, b: Candidate): number => a.cell - b.cell || a.digit - b.digit;
  return {
    technique,
    name,
    ...fields,
    placements: (fields.placements ?? []).sort(byCellDigit),
    eliminations: (fields.eliminations ?? []).sort(byCellDigit),
  };
}
