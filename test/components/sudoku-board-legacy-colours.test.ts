// A browser without CSS light-dark() (before 2024) still gets the board's colours: the board loads them as plain
// colours (legacy-colours.styles.ts) and adopts them; a current browser never downloads them. Emulated here by a
// CSS.supports that says no to light-dark().
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import '../../src/components/index.ts';
import { EASY } from './sudoku-board-helpers.ts';

const legacySheets = (el: SudokuBoard): CSSStyleSheet[] =>
  el.shadowRoot!.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes('--_bg: #ffffff')),
  );

describe('<sudoku-board> colours without light-dark()', () => {
  afterEach(() => fixtureCleanup());

  it('a current browser uses the light-dark() pairs alone', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    expect(legacySheets(el)).to.have.length(0);
  });

  it('an older one adopts the plain colours, once, also after the board is moved', async () => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: string[]) =>
      args.join(' ').includes('light-dark')
        ? false
        : (supports as (...a: string[]) => boolean)(...args)) as typeof CSS.supports;
    try {
      const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
      await waitUntil(() => legacySheets(el).length > 0, 'the plain colours are adopted');
      el.parentElement!.append(el);
      await el.updateComplete;
      expect(legacySheets(el)).to.have.length(1);
    } finally {
      CSS.supports = supports;
    }
  });
});
