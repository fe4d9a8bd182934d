// The puzzles drawn: givens and published solutions of the rated sample in test/data (sudoku3m), so a player's
// entries can be right digits and a conflict a wrong one.
import { ratedSample, type RatedPuzzle } from '../../test/data/puzzles.ts';
import type { Rng } from './random.ts';

let sample: RatedPuzzle[] | undefined;

export function pickPuzzle(rng: Rng): RatedPuzzle {
  sample ??= ratedSample();
  return sample[rng.int(0, sample.length - 1)];
}

export const rowOf = (cell: number): number => Math.floor(cell / 9);
export const colOf = (cell: number): number => cell % 9;
export const boxOf = (cell: number): number => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

/** The digits a blank cell may still hold given the digits shown: what a pencil mark lists. */
export function candidates(shown: readonly number[], cell: number): number[] {
  const seen = new Set<number>();
  for (let other = 0; other < 81; other++) {
    if (other === cell || !shown[other]) continue;
    if (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell))
      seen.add(shown[other]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
}
