/**
 * The word catalogue (src/words) against real steps: every technique the grader has, graded from puzzles that
 * between them need all of them (and HoDoKu's avoidable rectangle type 2 example, which no sample puzzle needs), is
 * named and worded in every language; wording never throws, never leaves a placeholder, and names every cell a step
 * changes. The English sentences are the engine's old `text` (the behaviour snapshot compares all 7,182 grades).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grade } from '../../src/engine/grade/grade.ts';
import type { HintResult, InvalidReason } from '../../src/engine/grade/hint.ts';
import type { Step } from '../../src/engine/grade/step.ts';
import { TECHNIQUES } from '../../src/engine/grade/techniques.ts';
import { parse } from '../../src/engine/parse/index.ts';
import { STEP_WORDS } from '../../src/words/all.ts';
import { cellName } from '../../src/words/cells.ts';
import { describeHint, describeStep, stepName } from '../../src/words/describe.ts';
import { LANGS } from '../../src/words/catalogue-types.ts';
import { easiest, load } from '../engine/fixtures/textbook/hodoku.ts';

/** Eleven sample puzzles whose grades use every technique but avoidable rectangle type 2, and every forcing shape. */
const COVER = [
  '..7..3....516.4..73......2....8..9...1..9...3...4...5.1....9..2..43.6..1.3....7..',
  '...2...5.5.8.6..3......8.....3....71..16..3.44..9..6..74.....1..8...7...9..8.6...',
  '..8...3..3.26...94....9..7.63.....41429.....3.....6.....4..5..978.4........2.8...',
  '.38.7..42...38......5....6.95.12..........79.....5.....8..9..3..1........29.3.5..',
  '.5..2.1.......1426.....7....2..6.....8...92..4...7..3...3..6..8.487.....5...4...9',
  '...58.7...87.21..9...3...1...8...6..7....4......9.2....1....5.3....1..4..43...9..',
  '7..2.5........6.4.....9...2..1........6.5.1...2.9.46.54...8...7..3.4...1.....29..',
  '.69..38.4...7..3.1....5..7.6....1..3..59.....4...3...59..6......5....7.9.3..4....',
  '..19......3..7..1.....3..79......2.3.7.18....3.9....8...........1.85.4.6....9...2',
  '4..5...9.7.14....893..8.4....2..5.4......2..3...7.1.5.86....2....3....69.97......',
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
];

/** HoDoKu reglib-1.3.txt's avoidable rectangle type 2 line (textbook-uniqueness.test.ts checks its sentence). */
const AR2 = {
  page: 'hodoku reglib-1.3.txt, :0608-1:12: line with r3c45 (Avoidable Rectangle Type 2)',
  line: ':0608-1:12:......+531.96...7+425.....+6+9+8......8..7.94..+1.+3....329..+9..+1+28+3+65+832.5.+41+9+6+51+3+49+287:814 815 141 142:714 715 716 732 733 736::',
};

function coverSteps(): Step[] {
  const steps: Step[] = [];
  for (const line of COVER) {
    const parsed = parse(line);
    assert.ok(parsed.ok, line);
    steps.push(...grade(parsed.grid).steps);
  }
  steps.push(easiest(load(AR2)));
  return steps;
}

const steps = coverSteps();

/** What a sentence must never hold: an unfilled slot, a missing value, an object printed whole. */
const PLACEHOLDER = /undefined|NaN|null|\[object|\$\{|\{\w+\}/;

test('the cover steps use every technique of the catalogue', () => {
  const used = new Set(steps.map((s) => s.technique));
  assert.deepEqual(
    TECHNIQUES.map((t) => t.id).filter((id) => !used.has(id)),
    [],
  );
});

test('every technique has a name and a sentence in every language, and English names are the catalogue rows', () => {
  for (const lang of LANGS) {
    const words = STEP_WORDS[lang];
    assert.equal(words.lang, lang);
    for (const { id, name } of TECHNIQUES) {
      assert.ok(words.names[id]?.trim(), `${lang}: ${id} has a name`);
      assert.equal(typeof words.sentences[id], 'function', `${lang}: ${id} has a sentence`);
      if (lang === 'en') assert.equal(words.names[id], name, id);
    }
  }
});

test('every step is worded in every language: no throw, no placeholder, every changed cell named', () => {
  for (const lang of LANGS) {
    const words = STEP_WORDS[lang];
    for (const step of steps) {
      const where = `${lang} ${step.technique}`;
      const sentence = describeStep(step, words);
      assert.ok(sentence.length > 0, where);
      assert.doesNotMatch(sentence, PLACEHOLDER, `${where}: ${sentence}`);
      assert.ok(stepName(step, words).length > 0, where);
      for (const { cell } of [...step.placements, ...step.eliminations])
        assert.ok(sentence.includes(cellName(cell)), `${where} names ${cellName(cell)}: ${sentence}`);
    }
  }
});

test('German, French and Spanish word every technique themselves, not in English', () => {
  for (const lang of ['de', 'fr', 'es'] as const) {
    for (const step of steps) {
      const theirs = describeStep(step, STEP_WORDS[lang]);
      assert.notEqual(theirs, describeStep(step, STEP_WORDS.en), `${lang} ${step.technique}: ${theirs}`);
    }
  }
});

test('every hint answer is worded in every language', () => {
  const conflict = {
    unit: { kind: 'row' as const, index: 0, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    digit: 5,
    cells: [1, 6] as [number, number],
  };
  const reasons: InvalidReason[] = [
    'board-not-grid',
    'givens-not-grid',
    'broken-puzzle',
    'no-solution',
    'wrong-entry',
    'clash',
    'gave-up',
    'entries-disagree',
    'contradiction',
  ];
  const notes = Array.from({ length: 6 }, (_, k) => ({ cell: k * 10, digit: (k % 9) + 1 }));
  const results: HintResult[] = [
    { kind: 'step', step: steps[0] },
    { kind: 'wrong-entry', cell: 30, digit: 5, cells: [30] },
    { kind: 'wrong-entry', cell: 30, digit: 5, cells: [30, 40, 50] },
    { kind: 'restore-notes', notes: notes.slice(0, 1), step: steps[0] },
    { kind: 'restore-notes', notes, step: null },
    { kind: 'solved' },
    ...reasons.map((reason): HintResult => ({ kind: 'invalid', reason, conflict })),
  ];
  for (const lang of LANGS) {
    for (const result of results) {
      const sentence = describeHint(result, STEP_WORDS[lang]);
      assert.ok(sentence.length > 1, `${lang} ${result.kind}`);
      assert.doesNotMatch(sentence, PLACEHOLDER, `${lang} ${result.kind}: ${sentence}`);
      if (lang !== 'en' && result.kind !== 'step')
        assert.notEqual(sentence, describeHint(result, STEP_WORDS.en), `${lang} ${result.kind} is translated`);
    }
  }
});
