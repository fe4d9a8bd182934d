// Variant generation by level (issue 30): for each variant and level, the time generateVariantAtLevel takes for one
// puzzle over a few seeds, as p50/p90, and how many seeds failed (no puzzle at the level within MAX_ATTEMPTS). Not a
// test: times depend on the machine. Run with `node --import tsx bench/variant-level-bench.ts [seeds] [filter]`.
import { LEVELS, type Level } from '../src/engine/levels.ts';
import { generateVariantAtLevel } from '../src/engine/variant/generate-level.ts';
import { VARIANT_TECHNIQUES } from '../src/engine/variant/grade/variant-techniques.ts';
import { classicRules, type VariantRules } from '../src/engine/variant/rules.ts';

const SEEDS = Number(process.argv[2] ?? 5);
const FILTER = process.argv[3] ?? '';

const VARIANTS: [string, VariantRules, boolean][] = [
  ['6×6 classic', classicRules(6), false],
  ['9×9 classic', classicRules(9), false],
  ['9×9 X', classicRules(9, { diagonals: true }), false],
  ['9×9 windoku', classicRules(9, { windows: true }), false],
  ['9×9 anti-knight', classicRules(9, { antiKnight: true }), false],
  ['9×9 anti-king', classicRules(9, { antiKing: true }), false],
  ['9×9 non-consecutive', classicRules(9, { nonConsecutive: true }), false],
  ['9×9 killer', classicRules(9), true],
  ['16×16 classic', classicRules(16), false],
];

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const levels = LEVELS.filter((level: Level) => VARIANT_TECHNIQUES.some((t) => t.level === level));
console.log('variant | level | p50 ms | p90 ms | failed');
for (const [name, rules, killer] of VARIANTS) {
  if (!name.includes(FILTER)) continue;
  for (const level of levels) {
    const times: number[] = [];
    let failed = 0;
    for (let seed = 0; seed < SEEDS; seed++) {
      const start = performance.now();
      try {
        generateVariantAtLevel(rules, level, `bench-${seed}`, killer);
      } catch {
        failed++;
      }
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name} | ${level} | ${quantile(times, 0.5).toFixed(0)} | ${quantile(times, 0.9).toFixed(0)} | ${failed}`,
    );
  }
}
