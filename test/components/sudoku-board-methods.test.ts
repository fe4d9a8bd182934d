import { expect, oneEvent } from '@open-wc/testing';
import { EASY, board } from './sudoku-board-helpers.ts';


describe('<sudoku-board> puzzle removed', () => {
  it('keeps the game when the puzzle attribute is removed or the property set to null', async () => {
    const el = await board();
    el.removeAttribute('puzzle');
    // updateComplete rejects when the update throws.
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
    el.puzzle = null;
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
    // Still playable afterwards.
    el.puzzle = '';
    await el.updateComplete;
    expect(el.givens).to.equal('.'.repeat(81));
  });

  it('starts up without throwing when puzzle is null before the first update', async () => {
    const el = document.createElement('sudoku-board');
    el.puzzle = null;
    el.setAttribute('difficulty', 'easy');
    const change = oneEvent(el, 'sudoku-change');
    document.body.append(el);
    try {
      expect((await change).detail.reason).to.equal('new-game');
    } finally {
      el.remove();
    }
  });
});
