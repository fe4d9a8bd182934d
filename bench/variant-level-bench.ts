// Variant generation by level (issue 30), as `./sudoku create --variant NAME --size N --difficulty L` makes a puzzle
// (the CLI's makeVariant: jigsaw regions drawn per seed, a killer's cages only): for each variant, size and level,
// the CPU time one puzzle takes over a few seeds, as p50 and p90 (nearest rank), how many seeds gave the closest
// easier puzzle instead (the CLI's note) and how many gave none.
// Targets (issue 30): ≤ 1 s / 5 s for 9×9 and smaller, ≤ 3 s / 10 s for 16×16 and killer extreme. CPU time, not wall
// time: generation is single-threaded and the machine is shared. Not a test: times depend on the machine.
// Run: node --import tsx bench/variant-level-bench.ts [seeds] [filter]   (filter: part of a row's name, e.g. 16×16)
import { pathToFileURL } from 'node:url';
import { makeNearestVariant } from '../src/cli/create-variant.ts';
import { LEVELS, type Level } from '../src/engine/levels.ts';
import { VARIANT_TECHNIQUES } from '../src/engine/variant/grade/variant-techniques.ts';
import { readVariantName } from '../src/engine/variant/names.ts';

const DEFAULT_SEEDS = 8;

/** Each row: the CLI's variant name and size (a classic 6×6 is the classic generator's: see level-bench.ts). */
const VARIANTS: [name: string, size: number][] = [
  ['classic', 16],
  ['killer', 6],
  ['killer', 9],
  ['killer+x', 9],
  ['jigsaw', 6],
  ['jigsaw', 9],
  ['x', 6],
  ['x', 9],
  ['x', 16],
  ['windoku', 9],
  ['anti-knight', 9],
  ['anti-king', 9],
  ['non-consecutive', 9],
];

/** The target for a row, in seconds: p50 and p90. */
function target(name: string, size: number, level: Level): [number, number] {
  return size === 16 || (name.startsWith('killer') && level === 'extreme') ? [3, 10] : [1, 5];
}

/** The nearest-rank quantile of sorted values. */
const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** The levels the variant grader can rate a puzzle at. */
const LEVELS_RATED = LEVELS.filter((level) => VARIANT_TECHNIQUES.some((technique) => technique.level === level));

export function runVariantLevelBench(seeds = DEFAULT_SEEDS, filter = ''): string {
  const rows: string[] = [];
  let missed = 0;
  for (const [name, size] of VARIANTS) {
    const label = `${name} ${size}×${size}`;
    if (!label.includes(filter)) continue;
    const read = readVariantName(name);
    if (!read.ok) throw new Error(read.message);
    for (const level of LEVELS_RATED) {
      const times: number[] = [];
      let failed = 0;
      let easier = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const start = cpuSeconds();
        try {
          if (makeNearestVariant(read.parts, size, seed, level).level !== level) easier++;
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
          failed++;
        }
        times.push(cpuSeconds() - start);
      }
      times.sort((a, b) => a - b);
      const [p50, p90] = [quantile(times, 0.5), quantile(times, 0.9)];
      const [p50Target, p90Target] = target(name, size, level);
      const met = p50 <= p50Target && p90 <= p90Target && failed === 0;
      if (!met) missed++;
      rows.push(
        `| ${label} | ${level} | ${p50.toFixed(2)} | ${p90.toFixed(2)} | ${easier} | ${failed} | ` +
          `${p50Target} / ${p90Target} ${met ? 'met' : '**not met**'} |`,
      );
      console.error(rows[rows.length - 1]);
    }
  }
  return [
    '## Variant generation by level',
    '',
    `One puzzle as \`./sudoku create --variant NAME --size N --difficulty L --seed S\` makes it (the CLI's makeVariant), seeds 1–${seeds}: CPU seconds per puzzle, p50 and p90 (nearest rank), the seeds whose level was not found in 40 tries (the CLI then prints the closest easier puzzle, with a note; its time is counted) and those that gave no puzzle at all (a usage error). Targets: ≤ 1 s / 5 s for 9×9 and smaller, ≤ 3 s / 10 s for 16×16 and killer extreme.`,
    '',
    '| variant | level | p50 s | p90 s | closest easier | failed | target p50 / p90 |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `${rows.length - missed} of ${rows.length} rows meet their target.`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(runVariantLevelBench(Number(process.argv[2] ?? DEFAULT_SEEDS), process.argv[3] ?? ''));
}
