// The hint sentences of the languages besides English, worded from a step's structured data (i18n/hint-words.ts).
import { expect } from '@open-wc/testing';
import type { Step } from '../../src/engine/grade/step.ts';
import { hintSentence } from '../../src/components/sudoku-board/i18n/hint-words.ts';
import { techniqueName } from '../../src/components/sudoku-board/i18n/hint-tiers.ts';
import de from '../../src/components/sudoku-board/i18n/locales/de.ts';
import es from '../../src/components/sudoku-board/i18n/locales/es.ts';
import fr from '../../src/components/sudoku-board/i18n/locales/fr.ts';

const step = (fields: Partial<Step> & Pick<Step, 'technique' | 'name'>): Step => ({
  cells: [],
  digits: [],
  placements: [],
  eliminations: [],
  text: 'the engine sentence',
  ...fields,
});

// Row 1: r1c2 and r1c5 hold only 3 and 7; r1c9 and r1c8 lose them.
const NAKED_PAIR = step({
  technique: 'naked-pair',
  name: 'Naked pair',
  cells: [1, 4],
  digits: [3, 7],
  units: [0],
  eliminations: [
    { cell: 7, digit: 3 },
    { cell: 8, digit: 3 },
    { cell: 8, digit: 7 },
  ],
});

describe('hint sentences in other languages', () => {
  it('a naked pair in each language', () => {
    expect(hintSentence(de, { kind: 'step', step: NAKED_PAIR, text: '' })).to.equal(
      'Nacktes Paar 3/7 in Zeile 1 (r1c2, r1c5) entfernt 3 aus r1c8 und 3 und 7 aus r1c9',
    );
    expect(hintSentence(fr, { kind: 'step', step: NAKED_PAIR, text: '' })).to.equal(
      'Paire nue 3/7 dans la ligne 1 (r1c2, r1c5) élimine 3 de r1c8 et 3 et 7 de r1c9',
    );
    expect(hintSentence(es, { kind: 'step', step: NAKED_PAIR, text: '' })).to.equal(
      'Par desnudo 3/7 en la fila 1 (r1c2, r1c5) elimina 3 de r1c8 y 3 y 7 de r1c9',
    );
  });

  it('an X-wing names its base and cover lines', () => {
    const xWing = step({
      technique: 'x-wing',
      name: 'X-wing',
      cells: [1, 4, 37, 40],
      digits: [5],
      units: [0, 4, 10, 13],
      eliminations: [{ cell: 19, digit: 5 }],
    });
    expect(hintSentence(es, { kind: 'step', step: xWing, text: '' })).to.equal(
      'X-wing en el 5, en las filas 1 y 5 (columnas 2 y 5) elimina 5 de r3c2',
    );
  });

  it('a hidden single in a box, with the article French needs', () => {
    const single = step({
      technique: 'hidden-single',
      name: 'Hidden single',
      cells: [20],
      digits: [4],
      units: [18],
      placements: [{ cell: 20, digit: 4 }],
    });
    expect(hintSentence(fr, { kind: 'step', step: single, text: '' })).to.equal(
      'Singleton caché\u00a0: le 4 n’a qu’une place dans le bloc 1, r3c3',
    );
  });

  it('a technique without a template keeps the engine sentence', () => {
    const chain = step({ technique: 'x-chain', name: 'X-chain', text: 'X-chain on 5: …' });
    expect(hintSentence(de, { kind: 'step', step: chain, text: chain.text })).to.equal('X-chain on 5: …');
    expect(techniqueName(de, chain), 'its name is still translated').to.equal('X-Kette');
  });

  it('missing notes, then the step', () => {
    const text = hintSentence(de, {
      kind: 'restore-notes',
      notes: [
        { cell: 0, digit: 5 },
        { cell: 0, digit: 6 },
      ],
      step: NAKED_PAIR,
      text: '',
    });
    expect(text).to.match(/^In deinen Notizen fehlen 5\/6 in r1c1: Trag sie wieder ein\. Dann: Nacktes Paar/);
  });
});
