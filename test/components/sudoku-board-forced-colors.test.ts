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

  it("keeps the selected cell's row, column and box and a hint's cells visible, each with its own frame", async () => {
    await forcedColors('active');
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    cell(el, 0).click();
    await el.updateComplete;
    const frame = (index: number): string => {
      const style = getComputedStyle(cell(el, index));
      return `${style.outlineStyle} ${style.outlineWidth}`;
    };
    await waitUntil(() => frame(0).startsWith('solid'), 'the forced-colour styles load');
    // Cell 1 shares row 1 with the selection, 9 its column, 10 its box; 40 (the centre) none of them.
    for (const peer of [1, 9, 10]) expect(frame(peer), `peer ${peer}`).to.match(/^dotted/);
    expect(frame(40), 'not a peer').to.match(/^none/);
    const hint = await el.hint();
    // The hint selects its cell: select another (not in the hint) so the hint's own frame is the one that shows.
    cell(el, hint.cells.includes(80) ? 0 : 80).click();
    await el.updateComplete;
    const hinted = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.cell.hint:not(.selected)')];
    expect(hinted.length, `hint cells of "${hint.text}"`).to.be.above(0);
    for (const c of hinted) expect(getComputedStyle(c).outlineStyle, 'a hint cell').to.equal('dashed');
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
