// Variant grading by level (issue 30): for generated puzzles of each variant (generateVariant, seeds 0…n-1, the
// generator's own puzzles, not levelled), how many the grader rates at each level and the median time per grade.
// Not a test: the counts move when techniques are added (the point of the bench), times depend on the machine.
// Run with `node --import tsx bench/variant-grade-levels-bench.ts [puzzles] [filter]`.
import { LEVELS } from '../src/engine/levels.ts';
import { generateVariant, type GeneratedVariant } from '../src/engine/variant/generate.ts';
import { gradeVariant } from '../src/engine/variant/grade/variant-grade.ts';
import { createRng } from '../src/engine/rng.ts';
import { classicRules, type VariantRules } from '../src/engine/variant/rules.ts';
import { solveVariant } from '../src/engine/variant/solve.ts';

const PUZZLES = Number(process.argv[2] ?? 30);
const FILTER = process.argv[3] ?? '';

/**
 * A killer with up to `tries` cages taken away in a seeded order, each only while the solution stays unique: the
 * harder killers generateVariantAtLevel makes for hard and above (cells in no cage), without grading in the loop.
 */
function thinned(puzzle: GeneratedVariant, seed: string, tries = 12): GeneratedVariant {
  const cages = [...(puzzle.rules.cages ?? [])];
  const removed = new Set<number>();
  for (const index of createRng(seed)
    .shuffle([...cages.keys()])
    .slice(0, tries)) {
    removed.add(index);
    const rules: VariantRules = { ...puzzle.rules, cages: cages.filter((_, i) => !removed.has(i)) };
    const found = solveVariant(rules, puzzle.givens, 2, 20_000);
    if (found.count !== 1 || found.timedOut) removed.delete(index);
  }
  return { ...puzzle, rules: { ...puzzle.rules, cages: cages.filter((_, i) => !removed.has(i)) } };
}

const VARIANTS: [string, VariantRules, boolean | 'thinned'][] = [
  ['9×9 killer', classicRules(9), true],
  ['9×9 killer, cages thinned', classicRules(9), 'thinned'],
  ['9×9 X', classicRules(9, { diagonals: true }), false],
  ['9×9 anti-knight', classicRules(9, { antiKnight: true }), false],
  ['9×9 windoku', classicRules(9, { windows: true }), false],
];

console.log(`variant | ${LEVELS.join(' | ')} | median grade ms`);
for (const [name, rules, killer] of VARIANTS) {
  if (!name.includes(FILTER)) continue;
  const counts = new Map<string, number>(LEVELS.map((level) => [level, 0]));
  const times: number[] = [];
  for (let seed = 0; seed < PUZZLES; seed++) {
    let puzzle;
    try {
      puzzle = generateVariant(rules, `grade-bench-${seed}`, killer !== false);
      if (killer === 'thinned') puzzle = thinned(puzzle, `grade-bench-${seed}/thin`);
    } catch {
      continue; // a seed the generator finds no grid from
    }
    const start = performance.now();
    const graded = gradeVariant(puzzle.rules, puzzle.givens, { solution: puzzle.solution });
    times.push(performance.now() - start);
    if (graded.level) counts.set(graded.level, (counts.get(graded.level) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${name} | ${LEVELS.map((level) => counts.get(level)).join(' | ')} | ${median.toFixed(1)}`);
}
