// The board printed: the grid alone, black on white at a good size, givens bold and the player's digits plain,
// checked under print media emulation (what Chromium lays out for paper).
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, cell, firstBlank, type } from './sudoku-board-helpers.ts';

const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';
/** CSS pixels in a centimetre. */
const CM = 96 / 2.54;

/** Rendered at all (itself and its ancestors displayed). */
const shown = (element: Element | null): boolean => !!element?.checkVisibility();

/**
 * The board's styles for paper are adopted (print.styles.ts: they come a second after the first game, out of the
 * first download). The board never promised them sooner.
 */
async function paperStyles(el: SudokuBoard): Promise<void> {
  const forPaper = (): boolean =>
    el.shadowRoot!.adoptedStyleSheets.some((sheet) =>
      Array.from(sheet.cssRules).some((rule) => rule instanceof CSSMediaRule && rule.media.mediaText === 'print'),
    );
  for (let waited = 0; !forPaper(); waited += 50) {
    if (waited > 5000) throw new Error('no styles for paper 5 s after the first game');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A board mid-game with everything a screen shows: keypad, palette, a selected cell, a digit of the player's. */
async function playing(theme: string): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(
    html`<div style="inline-size: 60rem">
      <sudoku-board puzzle=${EASY} keypad color-palette theme=${theme}></sudoku-board>
    </div>`,
  ).then((wrapper) => wrapper.querySelector('sudoku-board')!);
  // The fixture waited for the wrapper, not the board (whose first render waits for its keypad).
  await el.updateComplete;
  await type(el, firstBlank(EASY), '4');
  await paperStyles(el);
  return el;
}

describe('<sudoku-board> printed', () => {
  afterEach(() => emulateMedia({ media: 'screen' }));

  for (const theme of ['light', 'dark']) {
    it(`shows no controls, and the grid black on white (${theme} board)`, async () => {
      const el = await playing(theme);
      const root = el.shadowRoot!;
      const controls = ['.status', '.keypad', '.settings-button', '.pause', '.message'];
      for (const selector of controls)
        expect(shown(root.querySelector(selector)), `${selector} on screen`).to.equal(true);

      await emulateMedia({ media: 'print' });
      for (const selector of controls)
        expect(shown(root.querySelector(selector)), `${selector} printed`).to.equal(false);
      for (const button of root.querySelectorAll('button'))
        expect(button.checkVisibility(), `button ${button.textContent!.trim()}`).to.equal(false);

      const given = cell(el, EASY.search(/\d/));
      const entry = cell(el, firstBlank(EASY));
      for (const c of [given, entry, cell(el, 40)]) {
        expect(getComputedStyle(c).backgroundColor).to.equal(WHITE);
        expect(getComputedStyle(c).borderInlineEndColor).to.equal(BLACK);
        expect(getComputedStyle(c).boxShadow).to.equal('none');
      }
      expect(getComputedStyle(given).color).to.equal(BLACK);
      expect(getComputedStyle(entry.querySelector('.digit')!).color).to.equal(BLACK);
      expect(getComputedStyle(given).fontWeight).to.equal('700');
      expect(getComputedStyle(entry).fontWeight).to.equal('400');

      // About 15 cm wide, and square.
      const grid = root.querySelector('.grid')!.getBoundingClientRect();
      expect(grid.width / CM).to.be.within(14.5, 15.5);
      expect(grid.height).to.be.closeTo(grid.width, 1);
    });
  }

  it('shows the grid alone when printed with the new-game offer on show', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await el.solve();
    await el.updateComplete;
    await paperStyles(el);
    expect(shown(el.shadowRoot!.querySelector('.new-puzzle'))).to.equal(true);
    await emulateMedia({ media: 'print' });
    expect(shown(el.shadowRoot!.querySelector('.new-puzzle'))).to.equal(false);
    expect(shown(el.shadowRoot!.querySelector('.grid'))).to.equal(true);
  });
});
