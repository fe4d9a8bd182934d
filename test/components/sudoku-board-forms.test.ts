import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { formState } from '../../src/components/sudoku-board/form-state.ts';
import { Game } from '../../src/play/game.ts';
import { lineToGrid } from '../../src/engine/grid.ts';
import { EASY, board, cell } from './sudoku-board-helpers.ts';

/** The state a board with EASY and a 4 in its first cell hands the browser for a Back/Forward restore. */
const PLAYED = '4' + EASY.slice(1);
const savedState = () => formState(new Game(lineToGrid(EASY)!, lineToGrid(PLAYED)!));

describe('<sudoku-board> form state restored (Back/Forward)', () => {
  it('keeps the givens when the restore comes before the board starts', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const el = document.createElement('sudoku-board');
    el.setAttribute('name', 's');
    el.formStateRestoreCallback(savedState());
    form.append(el);
    await el.updateComplete;
    await aTimeout(50);
    expect(el.givens).to.equal(EASY);
    expect(el.value).to.equal(PLAYED);
    expect(cell(el, 2).getAttribute('aria-label')).to.equal('row 1, column 3, 3, given');
    expect(new FormData(form).get('s')).to.equal(PLAYED);
  });

  it('puts the digits back on a board that has started with the same puzzle', async () => {
    const el = await board();
    el.formStateRestoreCallback(savedState());
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
    expect(el.value).to.equal(PLAYED);
  });

  // Firefox restores form state on a reload too: a page reloaded before its board's first puzzle came handed back
  // an empty board's state (162 dots), which the board took for a puzzle with no givens: an empty grid, no game.
  for (const when of ['before', 'after'] as const) {
    it(`makes its own puzzle when the state restored ${when} it starts is an empty board's`, async () => {
      const form = await fixture<HTMLFormElement>(html`<form></form>`);
      const el = document.createElement('sudoku-board');
      el.setAttribute('name', 's');
      el.setAttribute('difficulty', 'easy');
      if (when === 'before') el.formStateRestoreCallback('.'.repeat(162));
      form.append(el);
      await el.updateComplete;
      if (when === 'after') el.formStateRestoreCallback('.'.repeat(162));
      await waitUntil(() => /[1-9]/.test(el.givens), 'the board made no puzzle', { timeout: 8000 });
    });
  }
});
