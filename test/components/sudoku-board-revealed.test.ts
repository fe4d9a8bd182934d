/**
 * Digits the board puts down (a hint's third tier, solve()) are not the player's: they have their own look (their own
 * colour, and slanted, which forced colours keep) and "revealed" in the cell's name, in every language. The mark
 * follows the history (undo, redo, the player's digit or erasing over it) and saved games, old ones included.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, EASY_SOLUTION, board, cell, cells, freshKey, parts, tap, type } from './sudoku-board-helpers.ts';

const revealed = (el: SudokuBoard): number[] => cells(el).flatMap((c, i) => (parts(c).includes('revealed') ? [i] : []));
const label = (el: SudokuBoard, index: number): string => cell(el, index).getAttribute('aria-label') ?? '';
const blanks = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));

/** Applies the board's next hint (its three tiers); resolves to the cells it placed a digit in. */
async function applyHint(el: SudokuBoard): Promise<number[]> {
  await el.hint();
  await el.hint();
  const third = await el.hint();
  await el.updateComplete;
  expect(third.applied).to.equal(true);
  return third.step!.placements.map((p) => p.cell);
}

/** A blank cell that is neither of `not`. */
const otherBlank = (...not: number[]): number => blanks.find((i) => !not.includes(i))!;

describe('<sudoku-board> revealed digits', () => {
  it("a hint's placed digit is marked and named revealed, and looks unlike the player's own", async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board theme="light" puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    const [placed] = await applyHint(el);
    const mine = otherBlank(placed);
    await type(el, mine, EASY_SOLUTION[mine]);
    expect(revealed(el)).to.deep.equal([placed]);
    const row = Math.floor(placed / 9) + 1;
    const col = (placed % 9) + 1;
    expect(label(el, placed)).to.equal(`row ${row}, column ${col}, ${EASY_SOLUTION[placed]}, revealed`);
    expect(label(el, mine)).to.not.include('revealed');
    // Told apart by eye: another colour, and slanted (no colour needed).
    const look = (index: number) => {
      const style = getComputedStyle(cell(el, index).querySelector('.digit')!);
      return { color: style.color, fontStyle: style.fontStyle };
    };
    expect(look(placed).fontStyle).to.equal('italic');
    expect(look(mine).fontStyle).to.equal('normal');
    expect(look(placed).color).to.not.equal(look(mine).color);
  });

  it('follows undo and redo, and the player writing or erasing over it takes it away', async () => {
    const el = await board();
    const [placed] = await applyHint(el);
    await el.undo();
    await el.updateComplete;
    expect(revealed(el), 'the hint undone').to.deep.equal([]);
    await el.redo();
    await el.updateComplete;
    expect(revealed(el), 'the hint redone').to.deep.equal([placed]);

    // The player's own digit over it (another, then the same again) is the player's.
    const other = EASY_SOLUTION[placed] === '9' ? '1' : '9';
    await type(el, placed, other);
    expect(revealed(el), 'overwritten').to.deep.equal([]);
    await type(el, placed, EASY_SOLUTION[placed]);
    expect(revealed(el), 'the same digit typed again is the player’s').to.deep.equal([]);
    expect(label(el, placed)).to.not.include('revealed');
    await el.undo();
    await el.undo();
    await el.updateComplete;
    expect(revealed(el), 'both taken back: the hint’s digit again').to.deep.equal([placed]);

    await tap(el, placed);
    cell(el, placed).focus();
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(el.value[placed]).to.equal('.');
    expect(revealed(el), 'erased').to.deep.equal([]);
  });

  it('solve() marks the digits it put down, not the ones the player had right', async () => {
    const el = await board();
    const mine = blanks[0];
    await type(el, mine, EASY_SOLUTION[mine]);
    await el.solve();
    await el.updateComplete;
    expect(revealed(el)).to.deep.equal(blanks.slice(1));
    expect(label(el, blanks[1])).to.match(/, revealed$/);
    await el.undo();
    await el.updateComplete;
    expect(revealed(el), 'the solution taken back').to.deep.equal([]);
  });

  it('a saved game keeps its revealed digits; one saved before they were marked still loads, as the player’s', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await first.updateComplete;
    const [placed] = await applyHint(first);
    const saved = localStorage.getItem(key)!;
    first.remove();
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await waitUntil(() => again.value[placed] !== '.', 'the saved game is back');
    await again.updateComplete;
    expect(revealed(again)).to.deep.equal([placed]);
    again.remove();

    // The same record as an older board wrote it: no mark on its moves.
    const old = JSON.parse(saved) as { moves: Record<string, unknown>[][] };
    for (const move of old.moves) for (const change of move) delete change.hint;
    expect(JSON.stringify(old)).to.not.include('"hint"');
    localStorage.setItem(key, JSON.stringify(old));
    const older = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await waitUntil(() => older.value[placed] !== '.', 'the older saved game is back');
    await older.updateComplete;
    expect(older.value).to.equal(JSON.parse(saved).values);
    expect(revealed(older)).to.deep.equal([]);
    expect(parts(cell(older, placed))).to.include('entry');
    await older.undo();
    await older.updateComplete;
    expect(older.value[placed], 'its history came too').to.equal('.');
    localStorage.removeItem(key);
  });

  for (const [lang, word] of [
    ['de', 'aufgedeckt'],
    ['fr', 'révélé'],
    ['es', 'revelada'],
  ] as const) {
    it(`names a revealed digit in ${lang}: "${word}"`, async () => {
      const host = await fixture<HTMLElement>(
        html`<div lang=${lang}><sudoku-board puzzle=${EASY}></sudoku-board></div>`,
      );
      const el = host.querySelector('sudoku-board') as SudokuBoard;
      await el.updateComplete;
      const [placed] = await applyHint(el);
      expect(label(el, placed)).to.match(new RegExp(`, ${word}$`));
    });
  }

  it('keeps revealed digits apart in forced colours, where colours give way: slanted', async () => {
    await executeServerCommand('emulate-media-features', [{ name: 'forced-colors', value: 'active' }]);
    try {
      const el = await board();
      await el.solve();
      await el.updateComplete;
      const digit = (index: number) => getComputedStyle(cell(el, index).querySelector('.digit')!);
      expect(digit(blanks[0]).fontStyle).to.equal('italic');
      expect(digit(EASY.search(/\d/)).fontStyle, 'a given').to.equal('normal');
    } finally {
      await executeServerCommand('emulate-media-features', [{ name: 'forced-colors', value: 'none' }]);
    }
  });
});
