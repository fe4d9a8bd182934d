/** `sudoku create`: new puzzles from the engine's generator, in the seeds' layout unless asked otherwise. */
import { format } from '../engine/format.ts';
import { DEFAULT_TIME_LIMIT_MS, generate, type Generated } from '../engine/generate.ts';
import type { Command } from './command.ts';
import { EXIT } from './exit-codes.ts';
import { complain } from './io.ts';
import {
  countOption,
  difficultyOption,
  formatOption,
  seedOption,
  symmetryOption,
  timeLimitOption,
  type OptionValues,
} from './options.ts';

/** Puzzle k (0-based) of a seeded batch: numbers step (so `--seed N+k` replays it alone), text seeds get a suffix. */
export function seedFor(seed: number | string, k: number): number | string {
  if (k === 0) return seed;
  return typeof seed === 'number' ? seed + k : `${seed}#${k + 1}`;
}

/** Options that parse one by one but not together, said as a usage error; null when they fit. */
function checkOptions(options: OptionValues): string | null {
  if (options.get(timeLimitOption) !== undefined && options.get(difficultyOption) === undefined) {
    return '--time-limit only applies with --difficulty (a plain puzzle takes well under 1 ms)';
  }
  // Seeds past 2^53 stop being distinct numbers: N+1 would repeat N's puzzle.
  const seed = options.get(seedOption);
  const count = options.get(countOption) ?? 1;
  if (typeof seed === 'number' && seed + count - 1 > Number.MAX_SAFE_INTEGER) {
    return `--seed ${seed} with --count ${count} passes ${Number.MAX_SAFE_INTEGER}: use a smaller seed`;
  }
  return null;
}

/** Said when the time limit ran out first: the puzzle printed is proper, just not of the level asked for. */
function missedLevel(result: Generated, seconds: number): string {
  return (
    `note: no ${result.difficulty} puzzle found in ${seconds} s (${result.attempts} tried); ` +
    `printed the closest found, level ${result.level}`
  );
}

export const createCommand: Command = {
  name: 'create',
  summary: 'print a new random puzzle: one solution, at least 40 blanks',
  options: [difficultyOption, seedOption, countOption, symmetryOption, formatOption, timeLimitOption],
  readsStdin: false,
  checkOptions,
  notes: `With --difficulty, puzzles are generated and graded (as sudoku grade does)
until one has exactly that level, usually well within a second. Should the
time limit run out first, the closest level found is printed, with a note on
stderr; the exit code is still 0.`,
  async run(options, io) {
    const seed = options.get(seedOption);
    const count = options.get(countOption) ?? 1;
    const difficulty = options.get(difficultyOption);
    // Left undefined when not given, so the engine picks its default: none, or rotate180 with a difficulty.
    const symmetry = options.get(symmetryOption);
    const seconds = options.get(timeLimitOption);
    const timeLimitMs = seconds === undefined ? undefined : seconds * 1000;
    const layout = options.get(formatOption) ?? 'grid';
    // Grids need a blank line between them to stay readable (and re-parseable); 81-char lines need nothing.
    const separator = layout === 'line' ? '' : '\n';
    for (let k = 0; k < count; k++) {
      const result = generate({
        seed: seed === undefined ? undefined : seedFor(seed, k),
        symmetry,
        difficulty,
        timeLimitMs,
      });
      io.stdout.write(`${k > 0 ? separator : ''}${format(result.puzzle, layout)}\n`);
      if (result.stopped === 'time-limit')
        complain(io, missedLevel(result, (timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000));
      if (count > 1) {
        await io.tick();
        if (io.stdout.closed) break;
      }
    }
    return EXIT.ok;
  },
};
