import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { EASY, cell, tap } from './sudoku-board-helpers.ts';

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
