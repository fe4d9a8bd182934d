// The finished game (issue 27 §1.6): its offer (New puzzle, the level's statistics) sits in the keypad's place, under
// the grid or beside it, so the solved grid stays in sight; its text is 14 px or more; the solve is celebrated, and
// not with motion where the player asked for less.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import '../../src/components/index.ts';
import { EASY, cells, solveByKeys } from './sudoku-board-helpers.ts';

const root = (el: SudokuBoard): ShadowRoot => el.shadowRoot!;

async function solved(keypad: boolean): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(
    keypad
      ? html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`
      : html`<sudoku-board puzzle=${EASY}></sudoku-board>`,
  );
  await el.updateComplete;
  await solveByKeys(el);
  await waitUntil(() => root(el).querySelector('.new-puzzle .statistics table'), 'the offer with its statistics');
  await el.updateComplete;
  return el;
}

/** Every cell whose centre is covered by something other than the cell itself (the offer, say). */
function coveredCells(el: SudokuBoard): number[] {
  return cells(el).flatMap((cell, i) => {
    const box = cell.getBoundingClientRect();
    const top = root(el).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top && cell.contains(top) ? [] : [i];
  });
}

describe('<sudoku-board> a finished game', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  for (const [name, width, height] of [
    ['laptop', 1366, 768],
    ['phone', 375, 667],
    ['phone sideways', 667, 375],
    ['tablet', 820, 1180],
  ] as const) {
    it(`keeps the solved grid in sight, its offer in the keypad's place (${name})`, async () => {
      await setViewport({ width, height });
      const el = await solved(true);
      // Scrolled so the grid is where the player looks: none of it is covered.
      root(el).querySelector('[role="grid"]')!.scrollIntoView({ block: 'nearest' });
      expect(coveredCells(el), 'cells covered by the offer').to.deep.equal([]);
      const keypad = root(el).querySelector<HTMLElement>('[part="keypad"]')!;
      expect(getComputedStyle(keypad).visibility, 'the keypad gives way to the offer').to.equal('hidden');
      const grid = root(el).querySelector('[role="grid"]')!.getBoundingClientRect();
      const offer = root(el).querySelector('.new-puzzle')!.getBoundingClientRect();
      const belowOrBeside = offer.top >= grid.bottom - 1 || offer.left >= grid.right - 1;
      expect(belowOrBeside, `offer ${JSON.stringify(offer)} against grid ${JSON.stringify(grid)}`).to.equal(true);
    });
  }

  it('writes its words and figures at 14 px or more', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await solved(false);
    const texts = [...root(el).querySelectorAll<HTMLElement>('.new-puzzle *')].filter((node) =>
      [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()),
    );
    expect(texts.length).to.be.greaterThan(5);
    const small = texts
      .map((node) => [node.textContent!.trim(), parseFloat(getComputedStyle(node).fontSize)] as const)
      .filter(([, size]) => size < 14);
    expect(small, 'text under 14 px').to.deep.equal([]);
  });

  it('celebrates the solve with a wave, and without motion under prefers-reduced-motion', async () => {
    const waved = (el: SudokuBoard) =>
      cells(el).some((cell) => getComputedStyle(cell).animationName === 'wave' && cell.closest('.celebrate'));
    // The wave plays while the board celebrates (1.6 s from the solve); the message says so in words.
    const moving = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await moving.updateComplete;
    await solveByKeys(moving);
    await waitUntil(() => waved(moving), 'the wave plays');
    expect(root(moving).querySelector('[part="message"]')!.textContent).to.match(/Well done!/);

    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await still.updateComplete;
    await solveByKeys(still);
    await waitUntil(() => root(still).querySelector('.grid.celebrate'), 'it celebrates');
    expect(waved(still), 'no wave under reduced motion').to.equal(false);
    expect(root(still).querySelector('[part="message"]')!.textContent).to.match(/Well done!/);
  });
});
