import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/components/index.ts';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, cell } from './sudoku-board-helpers.ts';

/** Chromium's forced-colors emulation (Windows high contrast), through the config's `emulate-media-features`. */
const forcedColors = (value: 'active' | 'none') =>
  executeServerCommand('emulate-media-features', [{ name: 'forced-colors', value }]);

describe('<sudoku-board> in forced colors (high contrast)', () => {
  afterEach(() => forcedColors('none'));

  it('keeps the selection visible with a system-colour outline, and stays accessible', async () => {
    await forcedColors('active');
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const first = cell(el, 0);
    first.click();
    await el.updateComplete;
    const style = getComputedStyle(first);
    // Backgrounds are flattened in forced colours, so the selection must be drawn as an outline.
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    await expect(el).to.be.accessible();
  });

  it('gets its forced-colour styles when forced colours come on after the board is on the page', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    cell(el, 0).click();
    await el.updateComplete;
    await forcedColors('active');
    await waitUntil(() => getComputedStyle(cell(el, 0)).outlineStyle === 'solid', 'the selection gets its outline');
  });

  it('draws no selection outline when colours are not forced (the background shows it)', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    cell(el, 0).click();
    await el.updateComplete;
    expect(getComputedStyle(cell(el, 0)).outlineStyle).not.to.equal('solid');
  });
});
