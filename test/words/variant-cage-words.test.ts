// A killer cell's accessible label names its cage (issue 30): a one-cell cage is a cage of one cell, not "1 cells",
// in every language the board speaks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deVariant } from '../../src/words/de/board-variant.ts';
import { enVariant } from '../../src/words/en/board-variant.ts';
import { esVariant } from '../../src/words/es/board-variant.ts';
import { frVariant } from '../../src/words/fr/board-variant.ts';

const cases = [
  ['en', enVariant, 'cage of 1 cell summing to 4', 'cage of 3 cells summing to 12', 'cage of 1 cell'],
  ['de', deVariant, 'Käfig aus 1 Zelle mit Summe 4', 'Käfig aus 3 Zellen mit Summe 12', 'Käfig aus 1 Zelle'],
  ['es', esVariant, 'jaula de 1 celda que suma 4', 'jaula de 3 celdas que suman 12', 'jaula de 1 celda'],
  ['fr', frVariant, 'cage de 1 case de somme 4', 'cage de 3 cases de somme 12', 'cage de 1 case'],
] as const;

describe('a cage in a cell label', () => {
  for (const [lang, words, one, three, noSum] of cases)
    it(`${lang}: one cell in the singular, more in the plural`, () => {
      assert.equal(words.cage(1, 4), one);
      assert.equal(words.cage(3, 12), three);
      assert.equal(words.cage(1, undefined), noSum);
    });
});
