// A way out of a game in progress (issue 27 §1.2): "New game" sits in the status line while a game is played, one
// tap from the level, New puzzle, Practise and Daily, with the question a new game asks (Undo brings the game back).
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import '../../src/components/index.ts';
import { EASY, firstBlank, solveByKeys, type } from './sudoku-board-helpers.ts';

const root = (el: SudokuBoard): ShadowRoot => el.shadowRoot!;
const newGameButton = (el: SudokuBoard) => root(el).querySelector<HTMLButtonElement>('.status button.new-game');
const offer = (el: SudokuBoard) => root(el).querySelector<HTMLElement>('.new-puzzle');
const buttonNamed = (el: SudokuBoard, name: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.new-puzzle button')].find((b) => b.textContent!.trim() === name);
/** What has the focus, through shadow roots: its tag name and class, as a string (chai can't compare elements safely). */
const focused = (): string => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return `${active?.tagName.toLowerCase()}.${active?.className}`;
};

async function inPlay(): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
  await el.updateComplete;
  await type(el, firstBlank(EASY), '4');
  return el;
}

async function openOffer(el: SudokuBoard): Promise<void> {
  newGameButton(el)!.click();
  await waitUntil(() => offer(el), 'the offer opens');
  await el.updateComplete;
}

describe('<sudoku-board> New game in the status line', () => {
  it('is there while a game is played, and opens the offer with its question, the level first', async () => {
    const el = await inPlay();
    const button = newGameButton(el);
    expect(button, 'New game in the status line').not.to.equal(null);
    expect(button!.textContent!.trim()).to.equal('New game');
    expect(button!.getAttribute('aria-expanded')).to.equal('false');
    expect(offer(el), 'no offer before it is asked for').to.equal(null);

    await openOffer(el);
    expect(button!.getAttribute('aria-expanded')).to.equal('true');
    expect(offer(el)!.textContent).to.contain('Replace the game in progress? Undo brings it back.');
    for (const name of ['New puzzle', 'Practise a technique', 'Daily puzzle', 'Keep playing'])
      expect(buttonNamed(el, name), name).not.to.equal(undefined);
    await waitUntil(() => focused().startsWith('select'), 'the level select has the focus');
  });

  it('Keep playing closes the offer, leaves the game as it was, and gives the grid the focus back', async () => {
    const el = await inPlay();
    const value = el.value;
    await openOffer(el);
    buttonNamed(el, 'Keep playing')!.click();
    await waitUntil(() => !offer(el), 'the offer closes');
    expect(el.value).to.equal(value);
    expect(newGameButton(el)!.getAttribute('aria-expanded')).to.equal('false');
    await waitUntil(() => focused().startsWith('div.cell'), `the grid has the focus (${focused()})`);
    // Keys work at once: the next digit goes in.
    await sendKeys({ press: 'ArrowRight' });
    expect(focused()).to.match(/^div\.cell/);
  });

  it('New puzzle replaces the game at the level chosen, and Undo brings the replaced game back', async () => {
    const el = await inPlay();
    const played = el.value;
    await openOffer(el);
    const select = offer(el)!.querySelector('select')!;
    select.value = 'easy';
    buttonNamed(el, 'New puzzle')!.click();
    await waitUntil(() => el.givens !== EASY && /[1-9]/.test(el.givens), 'a new puzzle', { timeout: 20_000 });
    await el.updateComplete;
    expect(el.level).to.equal('easy');
    expect(offer(el), 'the offer closed with the new game').to.equal(null);
    expect(await el.undo()).to.equal(true);
    expect(el.value).to.equal(played);
  });

  it('is not offered where a game can not be left: a finished game has its own offer, a read-only board none', async () => {
    const el = await inPlay();
    await solveByKeys(el);
    await waitUntil(() => el.solved, 'solved');
    expect(newGameButton(el), 'no New game once the game is over').to.equal(null);

    const readonly = await fixture<SudokuBoard>(html`<sudoku-board readonly puzzle=${EASY}></sudoku-board>`);
    await readonly.updateComplete;
    expect(newGameButton(readonly), 'a read-only board offers no new game').to.equal(null);
  });

  it('Practise a technique from it stops the clock while the trainer is open, and Close starts it again', async () => {
    const el = await inPlay();
    await openOffer(el);
    buttonNamed(el, 'Practise a technique')!.click();
    const trainer = () => root(el).querySelector<HTMLDialogElement>('dialog.trainer');
    await waitUntil(() => trainer()?.open, 'the trainer opens', { timeout: 10_000 });
    const atOpen = el.elapsedMs;
    await aTimeout(1500);
    // Without the pause this is ~1,500 ms; with it, nothing passes (a generous bound for a loaded machine).
    expect(el.elapsedMs - atOpen, 'no play time while the trainer is open').to.be.below(400);
    [...trainer()!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Close')!.click();
    await waitUntil(() => !trainer()?.open, 'the trainer closes');
    const atClose = el.elapsedMs;
    await waitUntil(() => el.elapsedMs - atClose >= 500, 'the clock runs again', { timeout: 5000 });
  });
});
