import { expect, fixture, html } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { readShareUrl } from '../../src/engine/share.ts';
import { EASY, board, firstBlank } from './sudoku-board-helpers.ts';

describe('<sudoku-board> shareUrl()', () => {
  it('gives a link that another board, given it as its puzzle, plays as the same puzzle', async () => {
    const el = await board();
    const url = el.shareUrl('https://example.org/play');
    expect(url).to.equal(`https://example.org/play#sudoku=${EASY}`);
    const friend = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${url}></sudoku-board>`);
    await friend.updateComplete;
    expect(friend.givens).to.equal(EASY);
  });

  it('defaults to this page without its hash, and carries the digits and notes on request', async () => {
    const el = await board();
    expect(el.shareUrl()).to.equal(`${location.href.split('#')[0]}#sudoku=${EASY}`);
    const value = [...el.value];
    const blank = firstBlank(EASY);
    value[blank] = '5';
    el.value = value.join('');
    await el.updateComplete;
    await el.fillNotes();
    const shared = readShareUrl(el.shareUrl('https://example.org/', { progress: true }));
    expect(shared?.progress?.map((d) => d || '.').join('')).to.equal(el.value);
    expect(shared?.notes?.[blank]).to.equal(0, 'a cell with a digit has no notes');
    expect(shared?.notes?.some((mask) => mask !== 0)).to.equal(true);
    // Without the option, only the puzzle travels.
    expect(readShareUrl(el.shareUrl('https://example.org/'))?.progress).to.equal(null);
  });

  it("takes the page's share-base as its default base (the play app's address), and a base given wins", async () => {
    const el = await fixture<SudokuBoard>(
      html`<sudoku-board puzzle=${EASY} share-base="https://example.org/app/"></sudoku-board>`,
    );
    await el.updateComplete;
    expect(el.shareUrl()).to.equal(`https://example.org/app/#sudoku=${EASY}`);
    expect(el.shareUrl('https://example.org/play')).to.equal(`https://example.org/play#sudoku=${EASY}`);
    el.shareBase = undefined;
    expect(el.shareUrl()).to.equal(`${location.href.split('#')[0]}#sudoku=${EASY}`);
  });
});
