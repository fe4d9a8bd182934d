// Variant steps in words (issue 30): every variant technique has a name and a sentence in every language, and the
// sentence of a real step (from grading generated puzzles of every variant) names the cells it changes and the
// house or cage it reasons over, in each language's words for it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateVariant } from '../../src/engine/variant/generate.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import type { VariantStep } from '../../src/engine/variant/grade/variant-step.ts';
import { VARIANT_TECHNIQUES, type VariantTechniqueId } from '../../src/engine/variant/grade/variant-techniques.ts';
import { classicRules, type VariantRules } from '../../src/engine/variant/rules.ts';
import { cellName, inGridOf } from '../../src/words/cells.ts';
import { describeVariantStep, type VariantStepLanguage } from '../../src/words/variant-describe.ts';
import de from '../../src/words/de/variant-steps.ts';
import en from '../../src/words/en/variant-steps.ts';
import es from '../../src/words/es/variant-steps.ts';
import fr from '../../src/words/fr/variant-steps.ts';

const LANGUAGES: VariantStepLanguage[] = [en, de, fr, es];

/** Steps of every technique the generated puzzles of these variants need, one each (the first met). */
function sampleSteps(): Map<VariantTechniqueId, { step: VariantStep; size: number }> {
  const cases: [VariantRules, boolean][] = [
    [classicRules(9, { diagonals: true }), false],
    [classicRules(9, { windows: true }), false],
    [classicRules(9, { antiKnight: true }), false],
    [classicRules(9, { nonConsecutive: true }), false],
    [classicRules(9), true],
    [classicRules(6), true],
  ];
  const found = new Map<VariantTechniqueId, { step: VariantStep; size: number }>();
  for (const [rules, killer] of cases) {
    for (let seed = 0; seed < 3; seed++) {
      let puzzle;
      try {
        puzzle = generateVariant(rules, `words-${seed}`, killer);
      } catch {
        continue; // a seed the generator finds no grid from
      }
      for (const step of gradeVariant(puzzle.rules, puzzle.givens).steps)
        if (!found.has(step.technique)) found.set(step.technique, { step, size: rules.size });
    }
  }
  return found;
}

/**
 * Techniques whose sentence names their houses in groups of one kind, not one by one: fish, and the rule of 45 over
 * lines ("columns 1 and 2").
 */
const FISH: ReadonlySet<VariantTechniqueId> = new Set(['x-wing', 'swordfish', 'rule-45-multi']);

describe('variant step words', () => {
  it('every technique has a name and a sentence in every language', () => {
    for (const words of LANGUAGES) {
      for (const { id } of VARIANT_TECHNIQUES) {
        assert.ok(words.names[id]?.length > 0, `${words.lang}: no name for ${id}`);
        assert.equal(typeof words.sentences[id], 'function', `${words.lang}: no sentence for ${id}`);
      }
    }
  });

  const samples = sampleSteps();
  it('the samples cover the common techniques of every variant', () => {
    for (const id of ['hidden-single', 'cage-combination', 'rule-45', 'locked-candidates', 'non-consecutive'] as const)
      assert.ok(samples.has(id), `no ${id} step met`);
  });

  for (const [id, { step, size }] of samples) {
    it(`${id}: each language's sentence names the changed cells and the house or cage`, () => {
      for (const words of LANGUAGES) {
        const text = describeVariantStep(step, words, size);
        const changed = [...step.placements, ...step.eliminations].map((c) => c.cell);
        for (const cell of changed)
          assert.ok(text.includes(inGridOf(size, () => cellName(cell))), `${words.lang} ${id}: ${text}`);
        const named = step.houses?.[0] ?? null;
        // A fish (or the rule of 45 over lines) names its lines as groups of one kind ("rows 5 and 8 (columns 2 and 8)"): each line's number is there.
        if (named && FISH.has(id))
          for (const house of step.houses!)
            assert.match(text, new RegExp(`\\b${house.number}\\b`), `${words.lang} ${id} misses a line: ${text}`);
        // The house as named, or without its article where "de" takes it in ("du bloc 3", "del bloque 3").
        else if (named)
          assert.ok(
            text.includes(words.house(named).replace(/^(?:le |el |la |l’)/, '')),
            `${words.lang} ${id} names no house: ${text}`,
          );
        else if (step.cages?.length)
          assert.ok(text.includes(inGridOf(size, () => words.cage(step.cages![0]))), `${words.lang}: ${text}`);
        assert.doesNotMatch(text, /undefined|NaN|\[object/, `${words.lang} ${id}: ${text}`);
      }
    });
  }
});
