// The overlay's "Next step" without a browser: each answer is one step of the grader, applied, and the next request
// goes on from it, so a run of requests solves the puzzle, every digit placed being the solution's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerOverlay } from '../../src/background/overlay-messages.ts';
import { takeStep } from '../../src/background/next-step.ts';
import type { OverlayModel, StepAnswer } from '../../src/content/overlay-model.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { lineToGrid } from '../../src/engine/grid.ts';

const EASY_1 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** top95 line 1: needs more than singles (steps that only remove candidates). */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('Next step (takeStep)', () => {
  for (const [name, puzzle] of [
    ['an easy puzzle', EASY_1],
    ['a hard one, through steps that only remove candidates', HARD],
  ]) {
    it(`walks ${name} to its solution one explained step at a time`, () => {
      const solution = solve(lineToGrid(puzzle)!, { limit: 1 }).solution!.join('');
      let board = puzzle;
      let notes: number[] | null = null;
      let steps = 0;
      let eliminationOnly = 0;
      for (; steps < 400; steps++) {
        const answer = takeStep(puzzle, board, notes);
        assert.match(answer.text, /^[A-Z].+\.$/, 'one sentence');
        assert.ok(answer.cells.length > 0, `the step names the cells it rests on: ${answer.text}`);
        for (const cell of answer.placed) assert.equal(answer.board[cell], solution[cell], answer.text);
        // The step comes drawn, as the board's tier 2 draws it: what it places ringed, what it removes struck.
        assert.deepEqual(
          answer.drawing?.place.map((c) => c.cell),
          answer.placed,
          answer.text,
        );
        assert.deepEqual([...new Set(answer.drawing?.strike.map((c) => c.cell))], answer.eliminated, answer.text);
        if (answer.placed.length === 0) {
          eliminationOnly++;
          assert.equal(answer.board, board, 'a step that removes candidates fills nothing');
          assert.ok(answer.eliminated.length > 0);
        }
        board = answer.board;
        notes = answer.notes;
        if (answer.done) break;
      }
      assert.equal(board, solution);
      assert.ok(steps > 10);
      if (puzzle === HARD) assert.ok(eliminationOnly > 0, 'the hard puzzle needed a step that fills nothing');
      assert.equal(takeStep(puzzle, board, notes).text, 'The puzzle is solved.');
    });
  }

  it('answers the overlay through its message, and ignores anything else', () => {
    const answer = answerOverlay({
      type: 'sudoku-next-step',
      givens: EASY_1,
      board: EASY_1,
      notes: null,
    }) as StepAnswer;
    assert.match(answer.text, /\.$/);
    assert.equal(answerOverlay({ type: 'sudoku-next-step', givens: 'x', board: EASY_1 }), null);
    assert.equal(answerOverlay({ type: 'other' }), null);
    assert.equal(answerOverlay('sudoku-next-step'), null);
    const model = answerOverlay({
      type: 'sudoku-use-grid',
      puzzle: EASY_1,
      source: 'canvas',
      anchor: null,
    }) as OverlayModel;
    assert.equal(model.status, 'solved');
    assert.match(model.message, /^The grid as you checked it has one solution/);
  });

  it('names cells in plain words, as the board’s hints do by default, in every language', () => {
    const cellWords: Record<string, RegExp> = {
      en: /row \d, column \d/,
      de: /Zeile \d, Spalte \d/,
      fr: /ligne \d, colonne \d/,
      es: /fila \d, columna \d/,
    };
    for (const [lang, words] of Object.entries(cellWords)) {
      // A naked single names its cell.
      const { text } = takeStep(EASY_1, EASY_1, null, lang as 'en');
      assert.match(text, words, `${lang}: ${text}`);
      assert.doesNotMatch(text, /\br\dc\d/, `${lang}: no r3c6 notation: ${text}`);
    }
  });

  it('says the step in the browser’s UI language (German, French, Spanish), English by default', () => {
    const inUi = (lang: string): string => {
      const previous = (globalThis as { chrome?: unknown }).chrome;
      (globalThis as { chrome?: unknown }).chrome = { i18n: { getUILanguage: () => lang } };
      try {
        return (answerOverlay({ type: 'sudoku-next-step', givens: HARD, board: HARD, notes: null }) as StepAnswer).text;
      } finally {
        (globalThis as { chrome?: unknown }).chrome = previous;
      }
    };
    const english = takeStep(HARD, HARD, null).text;
    assert.equal(inUi('en-GB'), english);
    assert.equal(inUi('pt-BR'), english, 'a language the catalogue lacks is English');
    const german = inUi('de-DE');
    assert.notEqual(german, english);
    assert.match(german, /(Zeile|Spalte|Block) \d/);
    assert.match(inUi('fr'), /(ligne|colonne|bloc) \d/);
    assert.match(inUi('es-419'), /(fila|columna|bloque) \d/);
    assert.equal(takeStep(HARD, HARD, null, 'de').text, german);
    assert.equal(takeStep('x', HARD, null, 'fr').text, 'Pas d’étape\u00a0: la grille n’a pas 81 cases.');
  });
});
