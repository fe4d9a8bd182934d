// French and Spanish contract "de" with the article of a box (issue 30's words in every language): a killer's rule of
// 45 over box 3 is "les chiffres du bloc 3", "los dígitos del bloque 3", never "de le bloc" or "de el bloque".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateVariant } from '../../src/engine/variant/generate.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import { classicRules } from '../../src/engine/variant/rules.ts';
import { describeVariantStep } from '../../src/words/variant-describe.ts';
import es from '../../src/words/es/variant-steps.ts';
import fr from '../../src/words/fr/variant-steps.ts';

/** Every step of grading a few generated killers, with whether any reasons over a box by the 45 rule or splitting. */
function killerSteps() {
  const steps = [];
  for (let seed = 1; seed <= 4; seed++) {
    const puzzle = generateVariant(classicRules(9), `grammar-${seed}`, true);
    steps.push(...gradeVariant(puzzle.rules, puzzle.givens).steps);
  }
  return steps;
}

describe('variant hints: "de" before a box in French and Spanish', () => {
  const steps = killerSteps();
  const overBoxes = steps.filter(
    (step) =>
      ['rule-45', 'rule-45-multi', 'cage-split', 'cage-locked'].includes(step.technique) &&
      step.houses?.some((house) => house.kind === 'box'),
  );

  it('the killers met a 45-rule step over a box', () => {
    assert.ok(overBoxes.length > 0);
  });

  it('French says "du bloc" and Spanish "del bloque", never "de le" or "de el"', () => {
    for (const step of steps) {
      const french = describeVariantStep(step, fr, 9);
      const spanish = describeVariantStep(step, es, 9);
      assert.doesNotMatch(french, /\bde le\b|\bà le\b/, french);
      assert.doesNotMatch(spanish, /\bde el\b|\ba el\b/, spanish);
    }
    const french = describeVariantStep(overBoxes[0], fr, 9);
    assert.match(french, /du bloc \d/, french);
  });
});
