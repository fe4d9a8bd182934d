// The demo page (demo/index.html with demo/demo.ts) as a visitor uses it: its own controls around the board.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { setViewport } from '@web/test-runner-commands';
import { cell, firstBlank, tap } from './sudoku-board-helpers.ts';

const $ = <T extends Element>(selector: string): T => document.querySelector<T>(selector)!;

before(async () => {
  localStorage.removeItem('sudoku-demo');
  const page = new DOMParser().parseFromString(await (await fetch('/demo/index.html')).text(), 'text/html');
  page.querySelectorAll('script').forEach((script) => script.remove());
  // The page's own styles too, as a visitor sees them.
  document.head.append(...page.head.querySelectorAll('style'));
  document.body.append(...page.body.childNodes);
  await import('../../demo/demo.ts');
});

after(() => localStorage.removeItem('sudoku-demo'));

describe('the demo page', () => {
  it('asks before "New game" replaces a game in progress, and keeps it on "Keep playing"', async () => {
    const board = $<SudokuBoard>('#board');
    const dialog = $<HTMLDialogElement>('#replace');
    await waitUntil(() => board.level !== null, 'no first game', { timeout: 8000 });
    // A fresh game goes without a question.
    let made = oneEvent(board, 'sudoku-change');
    $<HTMLButtonElement>('#new').click();
    expect(dialog.open).to.equal(false);
    expect((await made).detail.reason).to.equal('new-game');

    const blank = firstBlank(board.givens);
    await tap(board, blank);
    cell(board, blank).focus();
    board.shadowRoot!.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: '5', bubbles: true, composed: true }),
    );
    await board.updateComplete;
    expect(board.inProgress).to.equal(true);
    const played = board.value;

    $<HTMLButtonElement>('#new').click();
    await waitUntil(() => dialog.open, 'no question asked');
    expect(dialog.textContent).to.match(/Replace the game in progress\?/);
    expect(document.activeElement!.textContent).to.equal('Keep playing');
    // Styled as the board's own dialogs are, not the browser's bare box: rounded, the page's font, buttons a finger
    // can hit (44 px), the page's colours.
    expect(parseFloat(getComputedStyle(dialog).borderTopLeftRadius), 'rounded').to.be.at.least(6);
    expect(getComputedStyle(dialog).backgroundColor).to.equal(getComputedStyle(document.body).backgroundColor);
    for (const choice of dialog.querySelectorAll('button')) {
      expect(getComputedStyle(choice).fontSize, 'the page font size').to.equal(
        getComputedStyle(document.body).fontSize,
      );
      expect(choice.getBoundingClientRect().height, 'a finger-sized button').to.be.at.least(44);
    }
    $<HTMLButtonElement>('#replace button[value="keep"]').click();
    await waitUntil(() => !dialog.open);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(board.value).to.equal(played);

    made = oneEvent(board, 'sudoku-change');
    $<HTMLButtonElement>('#new').click();
    await waitUntil(() => dialog.open, 'no question asked');
    $<HTMLButtonElement>('#replace button[value="replace"]').click();
    expect((await made).detail.reason).to.equal('new-game');
    expect(board.value).to.not.equal(played);
  });

  it('shows the whole board, grid and keypad, on the first screen of a laptop (1366×768)', async () => {
    await setViewport({ width: 1366, height: 768 });
    try {
      document.scrollingElement!.scrollTop = 0;
      const board = $<SudokuBoard>('#board');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      for (const part of ['.status', '.grid', '.keypad']) {
        const { top, bottom } = board.shadowRoot!.querySelector(part)!.getBoundingClientRect();
        expect(top, `${part} top`).to.be.at.least(0);
        expect(bottom, `${part} bottom`).to.be.at.most(innerHeight);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
