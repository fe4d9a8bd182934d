import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, cell, freshKey, tap } from './sudoku-board-helpers.ts';

describe('<sudoku-board> events out of a shadow root', () => {
  it('input and change reach a listener outside the shadow root the board is in', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<sudoku-board puzzle="${EASY}"></sudoku-board>`;
    const el = root.querySelector('sudoku-board')!;
    await el.updateComplete;
    const seen: string[] = [];
    host.addEventListener('input', () => seen.push('input'));
    host.addEventListener('change', () => seen.push('change'));
    await tap(el, 0);
    cell(el, 0).focus();
    await sendKeys({ press: '4' });
    expect(seen).to.deep.equal(['input', 'change']);
  });
});

describe('<sudoku-board> an unknown difficulty', () => {
  const level = (el: SudokuBoard) => el.shadowRoot!.querySelector('.level')!.textContent;

  it('is refused with an error event, and the default level is used', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY} difficulty="hard"></sudoku-board>`);
    const error = oneEvent(el, 'sudoku-error');
    el.setAttribute('difficulty', 'insane');
    const { detail } = await error;
    expect(detail.code).to.equal('bad-difficulty');
    expect(detail.message).to.contain('"insane"');
    await el.updateComplete;
    expect(el.difficulty).to.equal('medium');
    expect(el.getAttribute('difficulty')).to.equal('medium');
    expect(level(el)).to.equal('medium');
    expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal(detail.message);
  });

  it('on a board that starts with it, the error is sent and the first puzzle is at the default level', async () => {
    const el = document.createElement('sudoku-board');
    el.setAttribute('difficulty', 'insane');
    const error = oneEvent(el, 'sudoku-error');
    document.body.append(el);
    try {
      expect((await error).detail.code).to.equal('bad-difficulty');
      await el.updateComplete;
      expect(level(el)).to.equal('medium');
    } finally {
      el.remove();
    }
  });
});

describe('<sudoku-board> a saved game with an absurd play time', () => {
  it('restores it clamped to 99:59:59', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    first.value = '4' + EASY.slice(1);
    first.remove();
    const saved = JSON.parse(localStorage.getItem(key)!) as { elapsedMs: number };
    localStorage.setItem(key, JSON.stringify({ ...saved, elapsedMs: 1e300 }));
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(el.value[0]).to.equal('4');
    expect(el.elapsedMs).to.be.at.most(100 * 3600 * 1000);
    expect(el.shadowRoot!.querySelector('[role="timer"]')!.textContent).to.match(/^(99:59:59|100:00:0\d)$/);
    el.remove();
    localStorage.removeItem(key);
  });
});
