import { expect, fixture, html } from '@open-wc/testing';
import '../../src/popup/sudoku-popup.ts';
import type { SudokuPopup } from '../../src/popup/sudoku-popup.ts';

describe('<sudoku-popup> shell', () => {
  it('shows the product name and a generated 81-character puzzle', async () => {
    const el = await fixture<SudokuPopup>(html`<sudoku-popup></sudoku-popup>`);
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Sudoku');
    const line = el.shadowRoot!.querySelector('output')!.textContent!.trim();
    expect(line).to.match(/^[1-9.]{81}$/);
    expect(line.split('.').length - 1).to.be.at.least(40);
  });

  it('makes a different puzzle on "New puzzle"', async () => {
    const el = await fixture<SudokuPopup>(html`<sudoku-popup></sudoku-popup>`);
    const first = el.shadowRoot!.querySelector('output')!.textContent;
    el.shadowRoot!.querySelector('button')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('output')!.textContent).not.to.equal(first);
  });
});
