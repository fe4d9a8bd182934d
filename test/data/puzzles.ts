// The puzzle collections the tests and the bench read, vendored gzip-compressed beside this file (see README.md
// here for where each comes from). Nothing in the project reads puzzle data from outside the repository.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Level } from '../../src/engine/levels.ts';

/** The one-puzzle-per-line sets: 81 characters each, digits for givens and `.` for blanks. */
export type PuzzleSet =
  | '17clue'
  | 'easy50'
  | 'forum-hardest-1106'
  | 'forum-hardest-1905-11plus-first10000'
  | 'inkala'
  | 'norvig-hardest'
  | 'serg-benchmark'
  | 'sudoku3m-sample'
  | 'top1465'
  | 'top95';

/** A row of the rated Kaggle sample: the puzzle, its published solution, its clue count and rating. */
export interface RatedPuzzle {
  puzzle: string;
  solution: string;
  clues: number;
  difficulty: number;
}

const readGzip = (file: string): string => gunzipSync(readFileSync(new URL(file, import.meta.url))).toString('utf8');

/** The rated sample with its published solutions (the CSV's rows, header dropped). */
export function ratedSample(): RatedPuzzle[] {
  return readGzip('sudoku3m-sample.csv.gz')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => {
      const [puzzle, solution, clues, difficulty] = row.split(',');
      return { puzzle, solution, clues: Number(clues), difficulty: Number(difficulty) };
    });
}

/** Every puzzle of a set, in file order, as 81-character lines. */
export function puzzleLines(set: PuzzleSet): string[] {
  // The rated sample is stored once, as the CSV that also holds its solutions.
  if (set === 'sudoku3m-sample') return ratedSample().map((row) => row.puzzle);
  return readGzip(`${set}.txt.gz`)
    .split('\n')
    .filter((line) => line.length === 81);
}

/** Our name of each of HoDoKu's levels (the README's mapping): Unfair is our expert. */
export const HODOKU_LEVEL: Readonly<Record<string, Level>> = {
  Easy: 'easy',
  Medium: 'medium',
  Hard: 'hard',
  Unfair: 'expert',
  Extreme: 'extreme',
};

/** HoDoKu's and Sudoku Explainer's answers for one puzzle of the even half of the rated sample (README.md here). */
export interface ReferenceRating {
  index: number;
  puzzle: string;
  /** HoDoKu's final level: Easy, Medium, Hard, Unfair or Extreme. */
  hodokuLevel: string;
  hodokuScore: number;
  hodokuHardest: string;
  /** The level HoDoKu gives its hardest technique alone. */
  hodokuHardestLevel: string;
  seRating: number;
  sePearl: number;
  seDiamond: number;
}

/** The reference ratings, in file order (header dropped). */
export function referenceRatings(): ReferenceRating[] {
  return readGzip('sudoku3m-dev-ratings.tsv.gz')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => {
      const [index, puzzle, level, score, hardest, hardestLevel, er, ep, ed] = row.split('\t');
      return {
        index: Number(index),
        puzzle,
        hodokuLevel: level,
        hodokuScore: Number(score),
        hodokuHardest: hardest,
        hodokuHardestLevel: hardestLevel,
        seRating: Number(er),
        sePearl: Number(ep),
        seDiamond: Number(ed),
      };
    });
}
