// <sudoku-popup> and variants (issue 30): New game offers them, the paste panel plays f-puzzles and SudokuPad links,
// f-puzzles JSON and the `variant:` text form, and a link the popup can't play is refused saying why, the game in
// progress kept; a puzzle link handed over by the menu (src/background/open-puzzle-link.ts) plays or says why.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuPopup } from '../../src/popup/sudoku-popup.ts';
import type { SudokuPastePanel } from '../../src/popup/paste-panel.ts';
import { memoryStore } from '../../src/popup/popup-store.ts';
import { PENDING_KEY, SETTINGS_KEY } from '../../src/popup/popup-state.ts';
import {
  classicRules,
  generateVariant,
  writeFpuzzles,
  writeFpuzzlesLink,
  writeSudokuPadLink,
  writeVariantText,
  type VariantPuzzle,
} from '../../src/engine/variant/index.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';
import { en } from '../../src/words/en/popup.ts';
import { EASY, cell, firstBlank, tap } from './sudoku-board-helpers.ts';
import { boardOf, button, popup, root } from './sudoku-popup-helpers.ts';

/** A 6×6 killer (cages only, no givens) and its solution: the engine's, seeded. */
const killer = generateVariant(classicRules(6), 'popup-killer', true);
const KILLER: VariantPuzzle = { rules: killer.rules, givens: killer.givens };
const KILLER_SOLUTION = killer.solution.join('');

const panelOf = (el: SudokuPopup): SudokuPastePanel => root(el).querySelector('sudoku-paste-panel')!;
const noteOf = (panel: SudokuPastePanel): string => panel.shadowRoot!.querySelector('.note')!.textContent!.trim();
const kindSelect = (el: SudokuPopup): HTMLSelectElement => root(el).querySelector('select.kind')!;
/** The cages the board draws, and the rules it states under the grid: what a player sees of a killer. */
const cagesDrawn = (el: SudokuPopup): number =>
  boardOf(el).shadowRoot!.querySelectorAll('svg.variant-drawing path.cage').length;
const rulesShown = (el: SudokuPopup): string =>
  boardOf(el).shadowRoot!.querySelector('.variant-rules')?.textContent?.trim() ?? '';
const wikiLink = (el: SudokuPopup): HTMLAnchorElement | undefined =>
  [...root(el).querySelectorAll('a')].find((a) => a.textContent!.includes('SudokuWiki'));
const cellCount = (el: SudokuPopup): number => boardOf(el).shadowRoot!.querySelectorAll('[data-cell]').length;
/** A variant game is made and graded in the worker: a 9×9 killer takes a few seconds on a loaded machine. */
const MAKING = { timeout: 20_000 };

/** A popup playing EASY with a digit of the player's on it. */
async function gameInProgress(store = memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } })) {
  const el = await popup(store);
  const board = boardOf(el);
  const blank = firstBlank(board.givens);
  await tap(board, blank);
  cell(board, blank).focus();
  await sendKeys({ press: '4' });
  await board.updateComplete;
  expect(board.inProgress).to.equal(true);
  return { el, store, played: board.value };
}

/** Opens the paste panel, waits for its clipboard read to end, puts `text` in the box and presses `action`. */
async function paste(el: SudokuPopup, text: string, action: string, open = 'Paste'): Promise<SudokuPastePanel> {
  button(root(el), open).click();
  await el.updateComplete;
  const panel = panelOf(el);
  // The read ends with a note other than "Reading the clipboard…" (in any language): pasted, refused or waiting.
  await waitUntil(() => /[^…]$/.test(noteOf(panel)), 'no clipboard read', { timeout: 5000 });
  panel.text = text;
  await panel.updateComplete;
  button(panel.shadowRoot!, action).click();
  return panel;
}

describe('<sudoku-popup> variants', () => {
  it('offers every variant at its sizes, in its words, and makes the one chosen, remembered', async () => {
    const store = memoryStore();
    const el = await popup(store);
    const labels = [...kindSelect(el).options].map((option) => option.textContent!.trim());
    expect(labels).to.deep.equal([
      'Classic 9×9',
      'Classic 6×6',
      'Classic 4×4',
      'Classic 16×16',
      'Killer 9×9',
      'Killer 6×6',
      'Jigsaw 9×9',
      'Jigsaw 6×6',
      'X-Sudoku 9×9',
      'X-Sudoku 6×6',
      'X-Sudoku 16×16',
      'Windoku',
      'Anti-knight',
      'Anti-king',
      'Non-consecutive',
    ]);
    expect(kindSelect(el).value, 'classic 9×9 first').to.equal('classic@9');
    // The two selects are named for a screen reader, under the one caption.
    const group = root(el).querySelector('.choice')!;
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.textContent).to.contain('Variant and level');
    expect(kindSelect(el).getAttribute('aria-label')).to.equal('Variant of a new game');

    kindSelect(el).value = 'killer@6';
    kindSelect(el).dispatchEvent(new Event('change'));
    expect(store.data.get(SETTINGS_KEY)).to.deep.include({ variant: 'killer', size: 6 });
    button(root(el), 'New game').click();
    await waitUntil(() => cellCount(el) === 36 && cagesDrawn(el) > 0, 'no 6×6 killer drawn', MAKING);
    expect(boardOf(el).givens, 'a killer has no givens').to.equal('.'.repeat(36));
    expect(rulesShown(el)).to.match(/^Killer: the digits in each dashed cage add up/);

    // The next popup on the same store offers the same kind again.
    el.remove();
    const again = await popup(store);
    expect(kindSelect(again).value).to.equal('killer@6');
    expect(cagesDrawn(again), 'the killer game resumed').to.be.greaterThan(0);
  });

  it('makes an anti-knight 9×9 when chosen', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    expect(wikiLink(el)?.href, 'a classic game has its link').to.match(/sudokuwiki\.org/);
    kindSelect(el).value = 'anti-knight@9';
    kindSelect(el).dispatchEvent(new Event('change'));
    button(root(el), 'New game').click();
    await waitUntil(() => /^Anti-knight/.test(rulesShown(el)), 'no anti-knight game', MAKING);
    expect(cellCount(el)).to.equal(81);
    // SudokuWiki's solver plays classic Sudoku: its link would open another puzzle, so there is none.
    await waitUntil(() => !wikiLink(el), 'a SudokuWiki link for an anti-knight game');
  });

  it('reads settings stored before variants, or a kind no longer offered, as classic 9×9', async () => {
    const old = await popup(memoryStore({ [SETTINGS_KEY]: { difficulty: 'hard', pasteOpen: false, pasteText: '' } }));
    expect(kindSelect(old).value).to.equal('classic@9');
    const odd = await popup(memoryStore({ [SETTINGS_KEY]: { difficulty: 'hard', variant: 'windoku', size: 6 } }));
    expect(kindSelect(odd).value).to.equal('classic@9');
  });

  it('plays a pasted SudokuPad link: the killer drawn with its cages', async () => {
    const el = await popup(memoryStore());
    const panel = await paste(el, writeSudokuPadLink(KILLER, LZ_BASE64), 'Play');
    await waitUntil(() => cagesDrawn(el) === KILLER.rules.cages!.length, 'the killer was not drawn', MAKING);
    expect(cellCount(el)).to.equal(36);
    expect(panel.hidden, 'the panel closes').to.equal(true);
  });

  it('solves a pasted f-puzzles link, and plays f-puzzles JSON and the variant text form', async () => {
    const el = await popup(memoryStore());
    await paste(el, writeFpuzzlesLink(KILLER, LZ_BASE64), 'Solve');
    await waitUntil(() => boardOf(el).value === KILLER_SOLUTION, 'the solution was not shown', MAKING);

    const x = generateVariant(classicRules(6, { diagonals: true }), 'popup-x');
    await paste(el, JSON.stringify(writeFpuzzles({ rules: x.rules, givens: x.givens })), 'Play');
    await waitUntil(() => /^X: both diagonals/.test(rulesShown(el)), 'the X puzzle was not played', MAKING);
    expect(boardOf(el).givens.replace(/\./g, '0')).to.equal(x.givens.join(''));

    await paste(el, writeVariantText(KILLER), 'Play');
    await waitUntil(() => cagesDrawn(el) === KILLER.rules.cages!.length, 'the text form was not played', MAKING);
  });

  it("refuses a link it can't play, saying why and what to do, and keeps the game in progress", async () => {
    const { el, played } = await gameInProgress();
    const refusals: [string, string][] = [
      ['https://sudokupad.app/sclrxq4bGVhbk5vdGU', en.sudokuPadOwnFormat],
      ['https://sudokupad.app/abc123xyz', en.sudokuPadShortId],
      ['https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5g', en.linkCutShort],
      [
        JSON.stringify({ ...(writeFpuzzles(KILLER) as object), thermometer: [{ lines: [['R1C1', 'R1C2']] }] }),
        "This puzzle has rules that can't be played here: thermometer.",
      ],
    ];
    for (const [text, message] of refusals) {
      const panel = await paste(el, text, 'Play');
      await waitUntil(() => noteOf(panel) === message, `not said for ${text.slice(0, 40)}: ${noteOf(panel)}`);
      expect(panel.shadowRoot!.querySelector('.note')!.getAttribute('role')).to.equal('alert');
      expect(root(el).querySelector('sudoku-replace-bar'), 'nothing to ask: nothing replaces the game').to.equal(null);
      expect(boardOf(el).value, 'the game in progress stays').to.equal(played);
      panel.dispatchEvent(new CustomEvent('paste-close', { bubbles: true, composed: true }));
      await el.updateComplete;
    }
  });

  it('plays a puzzle link handed over by the menu, and says why when it cannot', async () => {
    const link = writeSudokuPadLink(KILLER, LZ_BASE64);
    const store = memoryStore({ [PENDING_KEY]: { puzzle: link, from: link, at: Date.now() } });
    const el = await popup(store);
    await waitUntil(
      () => cagesDrawn(el) === KILLER.rules.cages!.length,
      'the handed-over killer was not drawn',
      MAKING,
    );
    expect(root(el).querySelector('.notice')!.textContent).to.contain('Puzzle from sudokupad.app: ready to play.');
    expect(store.data.has(PENDING_KEY), 'handed over once').to.equal(false);

    const { el: playing, store: kept, played } = await gameInProgress();
    playing.remove();
    const scl = 'https://sudokupad.app/sclrxq4bGVhbk5vdGU';
    await kept.set({ [PENDING_KEY]: { puzzle: scl, from: scl, at: Date.now() } });
    const next = await popup(kept);
    const notice = root(next).querySelector('.notice')!;
    expect(notice.textContent).to.contain(en.sudokuPadOwnFormat);
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(boardOf(next).value, 'the game in progress stays').to.equal(played);
    expect(kept.data.has(PENDING_KEY), 'said once').to.equal(false);
  });

  it('shows every variant whole in its select, in every language the popup speaks', async () => {
    const page = document.documentElement;
    const before = page.lang;
    try {
      for (const lang of ['en', 'de', 'fr', 'es']) {
        page.lang = lang;
        const el = await popup(memoryStore());
        const select = kindSelect(el);
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The text's room: the select less its padding and the arrow drawn at its end (about 20px).
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        for (const option of select.options)
          expect(
            context.measureText(option.textContent!.trim()).width,
            `${lang}: ${option.textContent!.trim()}`,
          ).to.be.below(room);
        el.remove();
      }
    } finally {
      page.lang = before;
    }
  });

  it('speaks German in its variant select and link messages', async () => {
    const page = document.documentElement;
    const before = page.lang;
    try {
      page.lang = 'de';
      const el = await popup(memoryStore());
      const labels = [...kindSelect(el).options].map((option) => option.textContent!.trim());
      expect(labels).to.include.members(['Klassisch 9×9', 'Killer 6×6', 'Anti-Springer', 'Nicht-konsekutiv']);
      const panel = await paste(el, 'https://sudokupad.app/sclrxq4bGVhbk5vdGU', 'Spielen', 'Rätsel einfügen');
      await waitUntil(() => /eigene Rätselformat von SudokuPad/.test(noteOf(panel)), 'not said in German');
      await expect(el).to.be.accessible();
    } finally {
      page.lang = before;
    }
  });
});
