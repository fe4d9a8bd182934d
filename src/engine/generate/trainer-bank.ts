/**
 * The trainer's bank: for each technique that a search from scratch finds only after seconds (or not at all within
 * the time limit: naked and hidden quads, jellyfish, avoidable rectangles…), a few puzzles found offline by
 * `scripts/build-trainer-bank.ts` (trainer-bank-data.ts), each needing the technique and nothing the grader tries
 * after it. `generate({ technique, seed })` draws one entry and one logic-preserving transformation (transform.ts)
 * from the seed's stream and grades the image as the search grades its attempts: the transformation keeps every
 * deduction, but the grader's fixed scan order can meet another step first, so an image that no longer qualifies
 * is dropped and another drawn, up to BANK_TRIES, before the search from scratch takes over.
 *
 * The bank holds half-turn-symmetric puzzles (the trainer's default symmetry), so only a `rotate180` search uses it,
 * with the transformations that keep that symmetry: 2 × 6 × 2 row maps × the same for columns × 2 × 9! labellings,
 * about 100 million images of each entry.
 */
import type { Grid } from '../grid.ts';
import type { TechniqueId } from '../grade/index.ts';
import { solve } from '../solve/index.ts';
import { TRAINER_BANK } from './trainer-bank-data.ts';

/** A stored puzzle and its solution. */
export interface BankEntry {
  puzzle: Grid;
  solution: Grid;
}

/** How many images of bank entries a search grades before it searches from scratch (one nearly always does). */
export const BANK_TRIES = 8;

/** A stored puzzle's 81 characters: a digit for a given, '.' for a blank. */
export function parseBankPuzzle(text: string): Grid {
  const grid = Array.from(text, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
  if (grid.length !== 81 || grid.some((d) => !(d >= 0 && d <= 9)))
    throw new Error(`trainer bank: not an 81-cell puzzle: ${JSON.stringify(text)}`);
  return grid;
}

/** The inverse of parseBankPuzzle. */
export const bankPuzzleText = (grid: Grid): string => grid.map((d) => (d === 0 ? '.' : String(d))).join('');

const solved = new Map<TechniqueId, readonly BankEntry[]>();

/** The bank's entries for `technique`, solved once each and kept (empty when it has none). */
export function bankEntries(technique: TechniqueId): readonly BankEntry[] {
  let entries = solved.get(technique);
  if (!entries) {
    entries = (TRAINER_BANK[technique] ?? []).map((text) => {
      const puzzle = parseBankPuzzle(text);
      const { solution, count } = solve(puzzle, { limit: 2 });
      if (!solution || count !== 1) throw new Error(`trainer bank: ${technique} entry ${text} has ${count} solutions`);
      return { puzzle, solution };
    });
    solved.set(technique, entries);
  }
  return entries;
}
