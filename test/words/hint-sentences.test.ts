// Hint sentences in the languages besides English, worded by the catalogue (src/words) from a step's data. The
// sentences of the families the element used to word itself (subsets, fish, singles) are kept exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Step } from '../../src/engine/grade/step.ts';
import { STEP_WORDS } from '../../src/words/all.ts';
import { describeHint, stepName } from '../../src/words/describe.ts';

const { de, fr, es } = STEP_WORDS;

const step = (fields: Partial<Step> & Pick<Step, 'technique'>): Step => ({
  cells: [],
  digits: [],
  placements: [],
  eliminations: [],
  ...fields,
});

// Row 1: r1c2 and r1c5 hold only 3 and 7; r1c9 and r1c8 lose them.
const NAKED_PAIR = step({
  technique: 'naked-pair',
  cells: [1, 4],
  digits: [3, 7],
  units: [0],
  eliminations: [
    { cell: 7, digit: 3 },
    { cell: 8, digit: 3 },
    { cell: 8, digit: 7 },
  ],
});

test('a naked pair in each language', () => {
  assert.equal(
    describeHint({ kind: 'step', step: NAKED_PAIR }, de),
    'Nacktes Paar 3/7 in Zeile 1 (r1c2, r1c5) entfernt 3 aus r1c8 und 3 und 7 aus r1c9',
  );
  assert.equal(
    describeHint({ kind: 'step', step: NAKED_PAIR }, fr),
    'Paire nue 3/7 dans la ligne 1 (r1c2, r1c5) élimine 3 de r1c8 et 3 et 7 de r1c9',
  );
  assert.equal(
    describeHint({ kind: 'step', step: NAKED_PAIR }, es),
    'Par desnudo 3/7 en la fila 1 (r1c2, r1c5) elimina 3 de r1c8 y 3 y 7 de r1c9',
  );
});

test('an X-wing names its base and cover lines', () => {
  const xWing = step({
    technique: 'x-wing',
    cells: [1, 4, 37, 40],
    digits: [5],
    units: [0, 4, 10, 13],
    eliminations: [{ cell: 19, digit: 5 }],
  });
  assert.equal(
    describeHint({ kind: 'step', step: xWing }, es),
    'X-wing en el 5, en las filas 1 y 5 (columnas 2 y 5) elimina 5 de r3c2',
  );
});

test('a hidden single in a box, with the article French needs', () => {
  const single = step({
    technique: 'hidden-single',
    cells: [20],
    digits: [4],
    units: [18],
    placements: [{ cell: 20, digit: 4 }],
  });
  assert.equal(
    describeHint({ kind: 'step', step: single }, fr),
    'Singleton caché\u00a0: le 4 n’a qu’une place dans le bloc 1, r3c3',
  );
});

test('a chain is worded in the language too (the element used to leave it in English), its name translated', () => {
  const chain = step({
    technique: 'x-chain',
    cells: [0, 8, 80],
    digits: [5],
    links: [
      { from: [{ cell: 0, digit: 5 }], to: [{ cell: 8, digit: 5 }], strong: true },
      { from: [{ cell: 8, digit: 5 }], to: [{ cell: 80, digit: 5 }], strong: false },
      { from: [{ cell: 80, digit: 5 }], to: [{ cell: 72, digit: 5 }], strong: true },
    ],
    eliminations: [{ cell: 9, digit: 5 }],
  });
  assert.equal(
    describeHint({ kind: 'step', step: chain }, de),
    'X-Kette auf 5: 5r1c1=5r1c9-5r9c9=5r9c1 entfernt 5 aus r2c1',
  );
  assert.equal(stepName(chain, de), 'X-Kette');
});

test('missing notes, then the step', () => {
  const text = describeHint(
    {
      kind: 'restore-notes',
      notes: [
        { cell: 0, digit: 5 },
        { cell: 0, digit: 6 },
      ],
      step: NAKED_PAIR,
    },
    de,
  );
  assert.match(text, /^In deinen Notizen fehlen 5\/6 in r1c1: Trag sie wieder ein\. Dann: Nacktes Paar/);
});
