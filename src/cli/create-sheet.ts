/** `sudoku create --format svg`: the puzzles made, laid out on printable pages (print-sheet.ts) and written out. */
import type { Geometry } from '../engine/geometry.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT, EXIT_OUTPUT_FAILED, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { sheetPages, type Paper, type SheetPuzzle } from './print-sheet.ts';

export interface SheetOptions {
  paper: Paper;
  solutions: boolean;
  /** The folder for one file a page; without it the one page goes to stdout (create checks there is only one). */
  out: string | undefined;
  /** The puzzles' grid shape: classic 9×9 unless `--size` said otherwise. */
  geometry: Geometry;
}

/** Writes the pages: to stdout, or one file each into `out` (their paths on stdout). */
export function writeSheet(puzzles: readonly SheetPuzzle[], options: SheetOptions, io: Io): ExitCode {
  const pages = sheetPages(puzzles, options.paper, options.solutions, options.geometry);
  if (options.out === undefined) {
    for (const page of pages) io.stdout.write(page.svg);
    return EXIT.ok;
  }
  try {
    mkdirSync(options.out, { recursive: true });
    for (const page of pages) {
      const path = join(options.out, `${page.name}.svg`);
      writeFileSync(path, page.svg);
      io.stdout.write(`${path}\n`);
    }
  } catch (error) {
    complain(io, `could not write the sheet: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_OUTPUT_FAILED;
  }
  return EXIT.ok;
}
