/** `sudoku create`: new puzzles from the engine's generator, in the seeds' layout unless asked otherwise. */
import { format } from '../engine/format.ts';
import { generate } from '../engine/generate.ts';
import type { Command } from './command.ts';
import { EXIT } from './exit-codes.ts';
import { countOption, formatOption, seedOption, symmetryOption } from './options.ts';

/** Puzzle k (0-based) of a seeded batch: numbers step (so `--seed N+k` replays it alone), text seeds get a suffix. */
export function seedFor(seed: number | string, k: number): number | string {
  if (k === 0) return seed;
  return typeof seed === 'number' ? seed + k : `${seed}#${k + 1}`;
}

export const createCommand: Command = {
  name: 'create',
  summary: 'print a new random puzzle: one solution, at least 40 blanks',
  options: [seedOption, countOption, symmetryOption, formatOption],
  readsStdin: false,
  async run(options, io) {
    const seed = options.get(seedOption);
    const count = options.get(countOption) ?? 1;
    const symmetry = options.get(symmetryOption) ?? 'none';
    const layout = options.get(formatOption) ?? 'grid';
    // Grids need a blank line between them to stay readable (and re-parseable); 81-char lines need nothing.
    const separator = layout === 'line' ? '' : '\n';
    for (let k = 0; k < count; k++) {
      const { puzzle } = generate({ seed: seed === undefined ? undefined : seedFor(seed, k), symmetry });
      io.stdout.write(`${k > 0 ? separator : ''}${format(puzzle, layout)}\n`);
      if (count > 1) {
        await io.tick();
        if (io.stdout.closed) break;
      }
    }
    return EXIT.ok;
  },
};
