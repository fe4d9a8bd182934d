// <sudoku-popup> in a plain page: chrome.* does not exist here, so every test hands the popup an in-memory store
// and reads back what it wrote, as chrome.storage.local would hold it.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/popup/sudoku-popup.ts';
import type { SudokuPopup } from '../../src/popup/sudoku-popup.ts';
import type { SudokuBoard } from '../../src/components/sudoku-board/sudoku-board.ts';
import type { SudokuPastePanel } from '../../src/popup/paste-panel.ts';
import type { SudokuReplaceBar } from '../../src/popup/replace-bar.ts';
import { parseSavedGame } from '../../src/play/persistence.ts';
import { memoryStore } from '../../src/popup/popup-store.ts';
import { GAME_KEY, PENDING_KEY, PROBLEM_KEY, SETTINGS_KEY } from '../../src/popup/popup-state.ts';
import { UNITS, gridToLine, lineToGrid } from '../../src/engine/grid.ts';
import { parse } from '../../src/engine/parse/index.ts';
import { trainerTechniques } from '../../src/engine/generate/trainer-catalogue.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { TECHNIQUE_BY_ID, type TechniqueId } from '../../src/engine/grade/techniques.ts';
import { EASY, cell, firstBlank, tap } from './sudoku-board-helpers.ts';
import { boardOf, button, popup, root, type Store } from './sudoku-popup-helpers.ts';
import { APP_URL } from '../../src/app-address.ts';
import { flower, screenshot, transfer } from './picture-helpers.ts';

/** top95 line 1: needs more than singles, one solution. */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const panelOf = (el: SudokuPopup): SudokuPastePanel => root(el).querySelector('sudoku-paste-panel')!;
/** What the engine's worker answers (a grade, a check) comes within this: Firefox starts a module worker slower. */
const WORKER = { timeout: 5000 };
const levelShown = (el: SudokuPopup): string => boardOf(el).shadowRoot!.querySelector('.level')!.textContent!.trim();
const savedGame = (store: Store) => parseSavedGame((store.data.get(GAME_KEY) as string | undefined) ?? null);

/** A full grid that keeps the givens of `puzzle` and repeats no digit in any row, column or box. */
function expectSolution(value: string, puzzle: string): void {
  expect(value).to.match(/^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.') expect(value[i], `given at ${i}`).to.equal(puzzle[i]);
  for (const unit of UNITS) expect(new Set(unit.cells.map((i) => value[i])).size, unit.kind).to.equal(9);
}

/** Runs `body` with the clipboard's writeText recording what it is given. */
async function withClipboard(body: (copied: string[]) => Promise<void>): Promise<void> {
  const copied: string[] = [];
  const clipboard = navigator.clipboard;
  const original = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
  Object.defineProperty(clipboard, 'writeText', {
    configurable: true,
    value: async (text: string) => void copied.push(text),
  });
  try {
    await body(copied);
  } finally {
    if (original) Object.defineProperty(clipboard, 'writeText', original);
    else delete (clipboard as unknown as Record<string, unknown>).writeText;
  }
}

const barOf = (el: SudokuPopup): SudokuReplaceBar | null => root(el).querySelector('sudoku-replace-bar');
/** The button that has the focus, in whichever shadow root, by its text. */
function focusedText(el: SudokuPopup): string {
  let active: Element | null = root(el).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active?.textContent?.trim() ?? '';
}

/** Waits for the question bar, checks it is named by its question and has the focus on "Keep playing". */
async function question(el: SudokuPopup): Promise<SudokuReplaceBar> {
  await waitUntil(() => barOf(el), 'no question asked');
  const bar = barOf(el)!;
  await bar.updateComplete;
  const dialog = bar.shadowRoot!.querySelector('[role="alertdialog"]')!;
  expect(dialog.getAttribute('aria-modal')).to.equal('true');
  const name = bar.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent!;
  expect(name).to.match(/^Replace the game in progress/);
  await waitUntil(() => focusedText(el) === 'Keep playing', 'the focus did not move to the question');
  return bar;
}

/** A popup playing EASY (or the store's game) with one digit of the player's on it: a game in progress. */
async function gameInProgress(store = memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } })) {
  const el = await popup(store);
  await typeInto(boardOf(el), firstBlank(boardOf(el).givens), '4');
  return { el, store, played: boardOf(el).value };
}

/** Opens the paste panel, lets its clipboard read end (it ends by focusing the box), then puts `text` in it. */
async function openPasteWith(el: SudokuPopup, text: string): Promise<SudokuPastePanel> {
  button(root(el), 'Paste').click();
  await el.updateComplete;
  const panel = panelOf(el);
  const note = () => panel.shadowRoot!.querySelector('.note')!.textContent!;
  await waitUntil(
    () => /Pasted|Could not paste|Waiting for the clipboard/.test(note()),
    'the clipboard was never read',
    // Firefox holds the read until its own Paste prompt is answered (never, here): the note says so after 1.5 s.
    { timeout: 5000 },
  );
  panel.text = text;
  await panel.updateComplete;
  return panel;
}

async function typeInto(board: SudokuBoard, index: number, key: string, shift = false): Promise<void> {
  await tap(board, index);
  cell(board, index).focus();
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press: key });
  if (shift) await sendKeys({ up: 'Shift' });
  await board.updateComplete;
}

describe('<sudoku-popup>', () => {
  it('starts a game on a board with its keypad, and saves it to the store', async () => {
    const store = memoryStore();
    const el = await popup(store);
    const board = boardOf(el);
    expect(board.hasAttribute('keypad')).to.equal(true);
    await waitUntil(() => /^[1-9.]{81}$/.test(board.givens) && board.givens !== '.'.repeat(81), 'no puzzle made', {
      timeout: 5000,
    });
    await waitUntil(() => savedGame(store)?.givens === board.givens, 'the game was not saved', { timeout: 5000 });
    expect(levelShown(el)).to.equal('medium');
    expect(root(el).querySelector('h1')!.textContent).to.equal('Sudoku');
  });

  it('makes a new game at the level chosen, shows that level and keeps the choice', async () => {
    const store = memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } });
    const el = await popup(store);
    const select = root(el).querySelector<HTMLSelectElement>('select.level')!;
    select.value = 'hard';
    select.dispatchEvent(new Event('change'));
    expect(store.data.get(SETTINGS_KEY)).to.deep.include({ difficulty: 'hard' });
    // Choosing a level alone does not relabel the game in progress.
    await el.updateComplete;
    expect(boardOf(el).difficulty).to.not.equal('hard');

    const made = oneEvent(boardOf(el), 'sudoku-change');
    button(root(el), 'New game').click();
    expect((await made).detail.reason).to.equal('new-game');
    await boardOf(el).updateComplete;
    expect(boardOf(el).givens).to.not.equal(EASY);
    expect(levelShown(el)).to.equal('hard');
    await waitUntil(() => savedGame(store)?.difficulty === 'hard', 'not saved as hard', { timeout: 5000 });
  });

  it('restores digits, notes, undo history, level and time in a new popup on the same store', async () => {
    const store = memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } });
    const first = await popup(store);
    const board = boardOf(first);
    await waitUntil(() => levelShown(first) === 'easy', 'the handed-over puzzle was not graded', {
      timeout: 5000,
    });
    const blank = firstBlank(EASY);
    const second = EASY.indexOf('.', blank + 1);
    await typeInto(board, blank, '4');
    await typeInto(board, second, 'Digit7', true);
    const value = board.value;
    first.remove(); // closing the popup

    const again = await popup(store);
    const restored = boardOf(again);
    expect(restored.value).to.equal(value);
    expect(restored.value[blank]).to.equal('4');
    expect(cell(restored, second).getAttribute('aria-label')).to.contain('notes 7');
    expect(levelShown(again)).to.equal('easy');
    expect(restored.elapsedMs).to.be.at.least(savedGame(store)!.elapsedMs);
    expect(await restored.undo()).to.equal(true);
    expect(await restored.undo()).to.equal(true);
    expect(restored.value).to.equal(EASY);
  });

  it('plays a handed-over puzzle once, and says a recent problem once', async () => {
    const at = Date.now();
    const store = memoryStore({
      [PENDING_KEY]: { puzzle: HARD, from: 'https://example.org/daily', at },
      [PROBLEM_KEY]: { reason: 'Chrome does not let extensions read chrome:// pages.', at },
    });
    const el = await popup(store);
    expect(boardOf(el).givens).to.equal(HARD);
    expect(store.data.has(PENDING_KEY)).to.equal(false);
    expect(store.data.has(PROBLEM_KEY)).to.equal(false);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('chrome:// pages');
    el.remove();

    const next = await popup(store);
    expect(boardOf(next).givens).to.equal(HARD); // the saved game now, not a hand-over
    expect(root(next).querySelector('.notice')).to.equal(null);
  });

  /** The popup opened on a hand-over and a problem both stamped `at`; says whether it played the hand-over. */
  async function openWithRecordsAt(at: number): Promise<{ played: boolean; store: Store }> {
    const store = memoryStore({
      [PENDING_KEY]: { puzzle: HARD, from: '', at },
      [PROBLEM_KEY]: { reason: 'a problem', at },
    });
    const el = await popup(store);
    const played = boardOf(el).givens === HARD;
    expect(root(el).querySelector('.notice') !== null).to.equal(played, 'the notice shows with the hand-over');
    el.remove();
    return { played, store };
  }

  it('ignores, and removes, a stale hand-over and an old problem', async () => {
    const { played, store } = await openWithRecordsAt(Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect(played).to.equal(false);
    expect(store.data.has(PENDING_KEY)).to.equal(false);
    expect(store.data.has(PROBLEM_KEY)).to.equal(false);
  });

  it('ignores, and removes, a hand-over and a problem dated in the future (clock set back, or tampering)', async () => {
    const { played, store } = await openWithRecordsAt(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(played).to.equal(false);
    expect(store.data.has(PENDING_KEY)).to.equal(false);
    expect(store.data.has(PROBLEM_KEY)).to.equal(false);
    // A few seconds ahead is the same machine's clock being corrected: still this hand-over.
    expect((await openWithRecordsAt(Date.now() + 5_000)).played).to.equal(true);
  });

  it('pastes a puzzle in another format and plays it at its graded level', async () => {
    const store = memoryStore();
    const el = await popup(store);
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const panel = panelOf(el);
    expect(panel.hidden).to.equal(false);
    const rows = EASY.match(/.{9}/g)!.map((row) => row.replace(/\./g, '0').split('').join(' '));
    panel.text = rows.join('\n');
    await panel.updateComplete;
    button(panel.shadowRoot!, 'Play').click();
    // The first paste loads the paste reader (a lazy chunk) before the board takes the puzzle: the worker's time.
    await waitUntil(() => boardOf(el).givens === EASY, 'not loaded', WORKER);
    await waitUntil(() => levelShown(el) === 'easy', 'level not shown', WORKER);
    expect(panel.hidden).to.equal(true);
    expect(savedGame(store)!.givens).to.equal(EASY);
  });

  it('pastes and solves: the solution is shown', async () => {
    const el = await popup(memoryStore());
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const panel = panelOf(el);
    panel.text = HARD;
    await panel.updateComplete;
    button(panel.shadowRoot!, 'Solve').click();
    await waitUntil(() => /^[1-9]{81}$/.test(boardOf(el).value), 'no solution shown', { timeout: 5000 });
    expectSolution(boardOf(el).value, HARD);
    expect(boardOf(el).givens).to.equal(HARD);
  });

  it('says plainly what is wrong with a pasted puzzle, and where', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const panel = panelOf(el);
    const note = () => panel.shadowRoot!.querySelector('.note')!.textContent!.trim();

    panel.text = `${EASY.slice(0, 40)}x${EASY.slice(41)}`.match(/.{9}/g)!.join('\n');
    await panel.updateComplete;
    button(panel.shadowRoot!, 'Play').click();
    // The board reads the text (the panel does not parse it itself) and the panel shows the board's reason.
    await waitUntil(() => /line 5, column 5\b/.test(note()), 'position not said', { timeout: 5000 });
    expect(note()).to.contain("'x'");
    // The refused character is selected in the box.
    const box = panel.shadowRoot!.querySelector('textarea')!;
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).to.equal('x');

    expect(boardOf(el).givens).to.equal(EASY);

    const twoOnes = `11${'.'.repeat(79)}`;
    panel.text = twoOnes;
    await panel.updateComplete;
    button(panel.shadowRoot!, 'Play').click();
    await waitUntil(() => /row 1 has two 1s/.test(note()), 'duplicate not said', { timeout: 5000 });

    // Valid, but contradictory further on: the solver says so and the game in progress stays.
    const before = boardOf(el).givens;
    panel.text = `12345678.........9${'.'.repeat(63)}`;
    await panel.updateComplete;
    button(panel.shadowRoot!, 'Solve').click();
    await waitUntil(() => /no solution/.test(note()), 'no-solution not said', { timeout: 5000 });
    expect(boardOf(el).givens).to.equal(before);
    expect(panel.hidden).to.equal(false);
  });

  it('keeps the paste box open with its text for the next popup', async () => {
    const store = memoryStore();
    const el = await popup(store);
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const box = panelOf(el).shadowRoot!.querySelector('textarea')!;
    box.value = '..3.2.6..';
    box.dispatchEvent(new Event('input'));
    el.remove();
    const again = await popup(store);
    expect(panelOf(again).hidden).to.equal(false);
    expect(panelOf(again).shadowRoot!.querySelector('textarea')!.value).to.equal('..3.2.6..');
  });

  it('links the puzzle to SudokuWiki with 0 for blanks', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    await el.updateComplete;
    const link = [...root(el).querySelectorAll('a')].find((a) => a.textContent!.includes('SudokuWiki'))!;
    expect(link.href).to.equal(`https://www.sudokuwiki.org/sudoku.htm?bd=${EASY.replace(/\./g, '0')}`);
    expect(link.target).to.equal('_blank');
  });

  it('checks and solves the game in progress from the toolbar', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    const board = boardOf(el);
    button(root(el), 'Check').click();
    await waitUntil(() => /No mistakes/.test(board.shadowRoot!.querySelector('.message')!.textContent!), '', WORKER);
    button(root(el), 'Solve').click();
    await waitUntil(() => /^[1-9]{81}$/.test(board.value), 'not solved', { timeout: 5000 });
    expectSolution(board.value, EASY);
  });

  it('offers "New puzzle" on the board once the game is solved, and starts it there', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    const board = boardOf(el);
    button(root(el), 'Solve').click();
    await waitUntil(() => board.solved, 'not solved', { timeout: 5000 });
    await board.updateComplete;
    const made = oneEvent(board, 'sudoku-change');
    button(board.shadowRoot!, 'New puzzle').click();
    expect((await made).detail.reason).to.equal('new-game');
    await el.updateComplete;
    expect(board.givens).to.not.equal(EASY);
    expect(board.solved).to.equal(false);
    const link = [...root(el).querySelectorAll('a')].find((a) => a.textContent!.includes('SudokuWiki'))!;
    expect(link.href).to.include(board.givens.replace(/\./g, '0'));
  });

  it('shows the level of the game in play in its level select, not the last one chosen', async () => {
    // The last choice was hard; the puzzle handed over is graded easy.
    const store = memoryStore({
      [SETTINGS_KEY]: { difficulty: 'hard', pasteOpen: false, pasteText: '' },
      [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() },
    });
    const el = await popup(store);
    const select = root(el).querySelector<HTMLSelectElement>('select.level')!;
    await waitUntil(() => boardOf(el).level === 'easy', 'the puzzle was not graded easy', WORKER);
    await el.updateComplete;
    expect(select.value).to.equal('easy');
    expect(levelShown(el)).to.equal('easy');
  });

  it('puts the keys on the board when it opens', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    const board = boardOf(el);
    await waitUntil(() => board.shadowRoot!.activeElement !== null, 'nothing focused');
    const focused = board.shadowRoot!.activeElement as HTMLElement;
    expect(focused.getAttribute('role')).to.equal('gridcell');
    expect(Number(focused.dataset.cell)).to.equal(firstBlank(EASY));
  });

  it('solves a pasted puzzle with several solutions and says it shows one of them', async () => {
    const el = await popup(memoryStore());
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const panel = panelOf(el);
    const open = `${EASY.slice(0, 20)}${'.'.repeat(61)}`;
    panel.text = open;
    await panel.updateComplete;
    button(panel.shadowRoot!, 'Solve').click();
    await waitUntil(() => /^[1-9]{81}$/.test(boardOf(el).value), 'no solution shown', { timeout: 5000 });
    expectSolution(boardOf(el).value, open);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('more than one solution');
  });

  it('copies the givens or the board as one 81-character line, and says so', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    await withClipboard(async (copied) => {
      const board = boardOf(el);
      await typeInto(board, firstBlank(EASY), '4');
      button(root(el), 'Copy puzzle').click();
      await waitUntil(() => copied.length === 1);
      await el.updateComplete;
      expect(button(root(el), 'Copied').textContent).to.contain('Copied');
      button(root(el), 'Copy board').click();
      await waitUntil(() => copied.length === 2);
      expect(copied).to.deep.equal([EASY, board.value]);
      expect(copied[1]).to.not.equal(EASY);
    });
  });

  it("copies a link to the game's puzzle that opens in the play app and that the parser reads back", async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    await withClipboard(async (copied) => {
      button(root(el), 'Copy link').click();
      await waitUntil(() => copied.length === 1);
      const [link] = copied;
      expect(link).to.equal(boardOf(el).shareUrl(APP_URL));
      expect(link.startsWith(`${APP_URL}#sudoku=`)).to.equal(true);
      const read = parse(link);
      expect(read.ok && gridToLine(read.grid)).to.equal(EASY);
      await el.updateComplete;
      expect(root(el).querySelector('.sr-only[role="status"]')!.textContent).to.equal('Link copied.');
    });
  });

  describe('Practise a technique', function () {
    // The list waits for the worker's first puzzle, slow on a loaded machine (a CI run beside other work: over 5 s).
    this.timeout(30_000);
    const dialogOf = (el: SudokuPopup) => root(el).querySelector<HTMLDialogElement>('dialog.practise');

    async function openPractise(el: SudokuPopup): Promise<HTMLDialogElement> {
      button(root(el), 'Practise a technique').click();
      // The list comes from the worker, which may first be making the popup's first puzzle: more than waitUntil's 1 s.
      await waitUntil(() => dialogOf(el)?.open, 'the list did not open', { timeout: 20_000 });
      return dialogOf(el)!;
    }

    it("lists the trainer's techniques by level with their help links, and makes a puzzle that needs the one picked", async () => {
      const el = await popup(memoryStore());
      const dialog = await openPractise(el);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.querySelector('h2')!.textContent).to.equal('Practise a technique');
      await expect(el).to.be.accessible();
      const offered = [...dialog.querySelectorAll<HTMLButtonElement>('li button')];
      expect(offered.map((b) => b.value)).to.deep.equal(trainerTechniques().map((t) => t.id));
      for (const item of dialog.querySelectorAll('li'))
        expect(item.querySelector('a')!.href).to.equal(
          TECHNIQUE_BY_ID[item.querySelector('button')!.value as TechniqueId].help,
        );
      const made = oneEvent(boardOf(el), 'sudoku-change');
      button(dialog, 'Skyscraper').click();
      expect((await made).detail.reason).to.equal('new-game');
      expect(dialogOf(el)).to.equal(null);
      const graded = grade(lineToGrid(boardOf(el).givens)!);
      expect(graded.counts.skyscraper ?? 0).to.be.above(0);
      const select = root(el).querySelector<HTMLSelectElement>('select.level')!;
      await waitUntil(() => select.value === 'hard', 'the level select did not follow the game', WORKER);
    });

    it('asks before the puzzle replaces a game in progress, and Close picks nothing', async () => {
      const { el, played } = await gameInProgress();
      button(await openPractise(el), 'Close').click();
      await waitUntil(() => !dialogOf(el), 'the list did not close');
      expect(barOf(el)).to.equal(null);
      button(await openPractise(el), 'X-wing').click();
      const bar = await question(el);
      button(bar.shadowRoot!, 'Keep playing').click();
      await el.updateComplete;
      expect(boardOf(el).value).to.equal(played);
    });
  });

  it('closes the paste box with Escape or Cancel, keeping the game', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    for (const close of ['Escape', 'Cancel']) {
      button(root(el), 'Paste').click();
      await el.updateComplete;
      const panel = panelOf(el);
      expect(panel.hidden).to.equal(false);
      if (close === 'Escape') {
        panel.shadowRoot!.querySelector('textarea')!.focus();
        await sendKeys({ press: 'Escape' });
      } else button(panel.shadowRoot!, 'Cancel').click();
      await el.updateComplete;
      expect(panel.hidden, close).to.equal(true);
      expect(boardOf(el).givens).to.equal(EASY);
    }
  });

  it('keeps a level chosen in one popup when another, opened before, closes its paste box', async () => {
    // Two popups on one store (the toolbar popup and the popup page in a tab), both with the paste box open.
    const store = memoryStore({
      [SETTINGS_KEY]: { difficulty: 'medium', pasteOpen: true, pasteText: '' },
      [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() },
    });
    const first = await popup(store);
    const second = await popup(store);
    const select = root(first).querySelector<HTMLSelectElement>('select.level')!;
    select.value = 'hard';
    select.dispatchEvent(new Event('change'));
    expect(store.data.get(SETTINGS_KEY)).to.deep.include({ difficulty: 'hard' });
    button(panelOf(second).shadowRoot!, 'Cancel').click();
    await second.updateComplete;
    // The second wrote its own change only: its older copy of the level did not go back over the first's choice.
    expect(store.data.get(SETTINGS_KEY)).to.deep.include({ difficulty: 'hard', pasteOpen: false });
  });

  describe('before replacing a game in progress', () => {
    it('asks on New game; "Keep playing" keeps the entries and gives the focus back', async () => {
      const { el, played } = await gameInProgress();
      const newGame = button(root(el), 'New game');
      newGame.focus();
      newGame.click();
      const bar = await question(el);
      await new Promise((done) => setTimeout(done, 200));
      expect(boardOf(el).givens).to.equal(EASY);
      button(bar.shadowRoot!, 'Keep playing').click();
      await el.updateComplete;
      expect(barOf(el)).to.equal(null);
      expect(boardOf(el).value).to.equal(played);
      expect(root(el).activeElement).to.equal(newGame);
    });

    it('starts the new game on "Replace it"', async () => {
      const { el } = await gameInProgress();
      button(root(el), 'New game').click();
      const bar = await question(el);
      const made = oneEvent(boardOf(el), 'sudoku-change');
      button(bar.shadowRoot!, 'Replace it').click();
      expect((await made).detail.reason).to.equal('new-game');
      expect(barOf(el)).to.equal(null);
      expect(boardOf(el).givens).to.not.equal(EASY);
      expect(boardOf(el).value).to.equal(boardOf(el).givens);
    });

    it('counts a note as progress, and Escape keeps playing', async () => {
      const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
      await typeInto(boardOf(el), firstBlank(EASY), 'Digit7', true);
      button(root(el), 'New game').click();
      await question(el);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(barOf(el)).to.equal(null);
      expect(boardOf(el).givens).to.equal(EASY);
      expect(cell(boardOf(el), firstBlank(EASY)).getAttribute('aria-label')).to.contain('notes 7');
    });

    it('counts a minute of play as progress, even with nothing written', async () => {
      const saved = {
        version: 1,
        givens: EASY,
        values: EASY,
        notes: new Array(81).fill(0),
        moves: [],
        position: 0,
        elapsedMs: 61_000,
        solved: false,
      };
      const el = await popup(memoryStore({ [GAME_KEY]: JSON.stringify(saved) }));
      expect(boardOf(el).givens).to.equal(EASY);
      button(root(el), 'New game').click();
      await question(el);
    });

    it('does not ask with a fresh board, nor with a solved one', async () => {
      const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
      let made = oneEvent(boardOf(el), 'sudoku-change');
      button(root(el), 'New game').click();
      expect((await made).detail.reason).to.equal('new-game');
      expect(barOf(el)).to.equal(null);

      const board = boardOf(el);
      await typeInto(board, firstBlank(board.givens), '1');
      button(root(el), 'Solve').click();
      await waitUntil(() => /^[1-9]{81}$/.test(board.value), 'not solved', { timeout: 5000 });
      const solved = board.givens;
      made = oneEvent(board, 'sudoku-change');
      button(root(el), 'New game').click();
      expect((await made).detail.reason).to.equal('new-game');
      expect(barOf(el)).to.equal(null);
      expect(board.givens).to.not.equal(solved);
    });

    it("asks on a pasted puzzle's Play and Solve, keeping the pasted text until the answer", async () => {
      const { el, played } = await gameInProgress();
      const panel = await openPasteWith(el, HARD);

      const play = button(panel.shadowRoot!, 'Play');
      play.focus();
      play.click();
      let bar = await question(el);
      await expect(el).to.be.accessible();
      button(bar.shadowRoot!, 'Keep playing').click();
      await el.updateComplete;
      expect(barOf(el)).to.equal(null);
      expect(panel.hidden).to.equal(false);
      expect(panel.shadowRoot!.querySelector('textarea')!.value).to.equal(HARD);
      expect(boardOf(el).value).to.equal(played);
      expect(panel.shadowRoot!.activeElement).to.equal(play);

      // Escape on the question keeps the panel open too.
      play.click();
      await question(el);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(barOf(el)).to.equal(null);
      expect(panel.hidden).to.equal(false);
      expect(boardOf(el).value).to.equal(played);

      button(panel.shadowRoot!, 'Solve').click();
      bar = await question(el);
      expect(boardOf(el).value).to.equal(played);
      button(bar.shadowRoot!, 'Replace it').click();
      await waitUntil(() => /^[1-9]{81}$/.test(boardOf(el).value), 'no solution shown', { timeout: 5000 });
      expectSolution(boardOf(el).value, HARD);
      expect(panel.hidden).to.equal(true);
      expect(barOf(el)).to.equal(null);
    });

    it('is modal: nothing it covers or dims can take the focus until it is answered', async () => {
      const { el, played } = await gameInProgress();
      const layout = root(el).querySelector<HTMLElement>('.layout')!;
      button(root(el), 'New game').click();
      await question(el);
      // The bar lies over the keypad: neither a click, nor Tab, nor Shift+Tab may put the focus under it unseen.
      expect(layout.inert).to.equal(true);
      const backdrop = root(el).querySelector('.backdrop')!.getBoundingClientRect();
      const whole = el.getBoundingClientRect();
      expect([backdrop.width, backdrop.height]).to.deep.equal([whole.width, whole.height]);
      button(root(el), 'Check').focus();
      expect(focusedText(el)).to.equal('Keep playing');
      for (const back of [true, false, false, false]) {
        if (back) await sendKeys({ down: 'Shift' });
        await sendKeys({ press: 'Tab' });
        if (back) await sendKeys({ up: 'Shift' });
        const active = root(el).activeElement;
        expect(active === null || active === barOf(el), `Tab reached ${active?.tagName}`).to.equal(true);
      }
      // Tab past the bar's last button leaves the page: Chromium (headless, no browser UI) wraps back into the bar,
      // Firefox goes on to its own toolbar, where Escape is not the page's. Back on the bar, Escape answers it.
      if (root(el).activeElement === null) button(barOf(el)!.shadowRoot!, 'Keep playing').focus();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(layout.inert).to.equal(false);
      expect(root(el).querySelector('.backdrop')).to.equal(null);
      expect(boardOf(el).value).to.equal(played);

      // Asked from the paste panel: its box and buttons wait too, so the text that plays is the one confirmed.
      const panel = await openPasteWith(el, HARD);
      button(panel.shadowRoot!, 'Play').click();
      await question(el);
      expect(panel.inert).to.equal(true);
      panel.shadowRoot!.querySelector('textarea')!.focus();
      expect(focusedText(el)).to.equal('Keep playing');
      button((await question(el)).shadowRoot!, 'Keep playing').click();
      await el.updateComplete;
      expect(panel.inert).to.equal(false);
      expect(panel.shadowRoot!.querySelector('textarea')!.value).to.equal(HARD);
    });

    it('keeps a handed-over puzzle until the user chooses, when a game is in progress', async () => {
      const { el, store, played } = await gameInProgress();
      el.remove();
      store.data.set(PENDING_KEY, { puzzle: HARD, from: 'https://example.org/daily', at: Date.now() });

      // Closed before an answer: nothing is lost, the next popup asks again.
      let next = await popup(store);
      expect((await question(next)).question).to.contain('example.org');
      expect(boardOf(next).value).to.equal(played);
      expect(store.data.has(PENDING_KEY)).to.equal(true);
      await expect(next).to.be.accessible();
      next.remove();

      next = await popup(store);
      button((await question(next)).shadowRoot!, 'Replace it').click();
      await waitUntil(() => boardOf(next).givens === HARD, 'the handed-over puzzle was not played');
      expect(root(next).querySelector('.notice')!.textContent).to.contain('example.org');
      await waitUntil(() => !store.data.has(PENDING_KEY), 'the hand-over stayed stored');
      next.remove();

      // "Keep playing" keeps the game and lets the hand-over go.
      const again = await gameInProgress(store);
      again.el.remove();
      store.data.set(PENDING_KEY, { puzzle: EASY, from: '', at: Date.now() });
      next = await popup(store);
      button((await question(next)).shadowRoot!, 'Keep playing').click();
      await next.updateComplete;
      expect(boardOf(next).value).to.equal(again.played);
      await waitUntil(() => !store.data.has(PENDING_KEY), 'the hand-over stayed stored');
    });
  });

  it('is accessible, with the paste box open or not', async () => {
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
    await expect(el).to.be.accessible();
    button(root(el), 'Paste').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it("speaks the browser's language when it can, its board too, and English otherwise", async () => {
    // Outside the extension there is no chrome.i18n: the popup takes the document's language instead.
    const page = document.documentElement;
    const before = page.lang;
    try {
      page.lang = 'de-AT';
      const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
      expect(el.lang).to.equal('de');
      const labels = [...root(el).querySelectorAll('.toolbar button, .toolbar a')].map((b) =>
        b.textContent!.replace(/\s+/g, ' ').trim(),
      );
      for (const name of ['Neues Spiel', 'Heutiges Tagesrätsel', 'Eine Technik üben', 'Rätsel einfügen…', 'Prüfen'])
        expect(labels, name).to.include(name);
      expect(root(el).querySelector('select.level option[value=easy]')!.textContent!.trim()).to.equal('Leicht');
      const board = boardOf(el);
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('[data-cell="0"]')!.getAttribute('aria-label')).to.match(
        /^Zeile 1, Spalte 1/,
      );
      button(root(el), 'Rätsel einfügen').click();
      await el.updateComplete;
      const panel = panelOf(el);
      await panel.updateComplete;
      expect(panel.shadowRoot!.querySelector('h2')!.textContent).to.equal('Rätsel einfügen');
      await expect(el).to.be.accessible();

      page.lang = 'it';
      const english = await popup(memoryStore());
      expect(english.lang).to.equal('en');
      expect(() => button(root(english), 'New game')).not.to.throw();
    } finally {
      page.lang = before;
    }
  });
});

describe('<sudoku-popup> never loses the saved game', () => {
  it('writes nothing when reading storage failed, so the saved game survives a new game', async () => {
    const played = `4${EASY.slice(1)}`;
    const saved = JSON.stringify({
      ...{ version: 1, revision: 5, givens: EASY, values: played, notes: new Array(81).fill(0) },
      ...{ moves: [], position: 0, elapsedMs: 90_000, solved: false },
    });
    const store = memoryStore({ [GAME_KEY]: saved });
    const broken = { ...store, get: () => Promise.reject(new Error('storage is busy')) };
    const el = await popup(broken);
    expect(root(el).querySelector('.notice')!.textContent).to.contain("can't be read");
    const board = boardOf(el);
    await waitUntil(() => board.givens !== '.'.repeat(81), 'no new game started', { timeout: 10000 });
    await tap(board, firstBlank(board.givens));
    await sendKeys({ press: '5' });
    button(root(el), 'Check').click(); // settings, game: nothing may be written
    expect(store.data.get(GAME_KEY), 'the saved game is as it was').to.equal(saved);
  });

  it('follows a newer game saved by another popup instead of writing over it', async () => {
    const store = memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } });
    const a = await popup(store);
    const b = await popup(store);
    expect(boardOf(b).givens).to.equal(EASY);
    const index = firstBlank(EASY);
    await tap(boardOf(a), index);
    await sendKeys({ press: '4' });
    await waitUntil(() => boardOf(b).value[index] === '4', 'the other popup did not follow');
    await tap(boardOf(b), index + 1 + EASY.slice(index + 1).indexOf('.'));
    await sendKeys({ press: '7' });
    expect(savedGame(store)!.values[index], 'the first move is kept').to.equal('4');
    expect(boardOf(a).value).to.equal(boardOf(b).value);
  });
});

describe('<sudoku-popup> paste from a slow clipboard (Firefox asks with a Paste button of its own)', () => {
  const original = navigator.clipboard.read;
  afterEach(() => {
    navigator.clipboard.read = original;
  });

  it('waits for a late answer and fills the box with it, but never over text typed meanwhile', async () => {
    let answer: (text: string) => void = () => undefined;
    // The clipboard's items once the user answers: one holding the text.
    navigator.clipboard.read = () =>
      new Promise((resolve) => (answer = (text) => resolve([new ClipboardItem({ 'text/plain': text })])));
    const el = await popup(memoryStore());
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const panel = panelOf(el);
    const note = () => panel.shadowRoot!.querySelector('.note')!.textContent!;
    await waitUntil(() => /Waiting for the clipboard/.test(note()), 'no word on the wait', { timeout: 4000 });
    answer(EASY);
    await waitUntil(() => panel.text === EASY, 'the late answer was dropped');
    expect(note()).to.contain('Pasted');

    // Again, and this time the user pastes by hand before the browser answers.
    button(panel.shadowRoot!, 'Cancel').click();
    await el.updateComplete;
    button(root(el), 'Paste').click();
    await el.updateComplete;
    const box = panel.shadowRoot!.querySelector('textarea')!;
    box.value = HARD;
    box.dispatchEvent(new Event('input'));
    answer(EASY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.text, 'the hand-pasted text stays').to.equal(HARD);
  });

  it("speaks the browser's UI language (chrome.i18n), its board too", async () => {
    const scope = globalThis as { chrome?: unknown };
    const before = scope.chrome;
    scope.chrome = { i18n: { getUILanguage: () => 'de-DE' } };
    try {
      const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: EASY, from: '', at: Date.now() } }));
      const board = boardOf(el);
      await waitUntil(() => board.givens === EASY, 'the puzzle was not played');
      await board.updateComplete;
      expect(el.lang).to.equal('de');
      expect(cell(board, 0).getAttribute('aria-label')).to.equal('Zeile 1, Spalte 1, leer');
      expect(() => button(root(el), 'Neues Spiel')).not.to.throw();
    } finally {
      scope.chrome = before;
    }
  });
});

describe('<sudoku-popup> reading a picture pasted or dropped on the paste panel', () => {
  /** Ctrl+V of a copied screenshot in the paste box: a paste event whose clipboard holds an image. */
  function paste(panel: SudokuPastePanel, file: File): void {
    const box = panel.shadowRoot!.querySelector('textarea')!;
    const clipboardData = transfer(file);
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, composed: true, cancelable: true });
    // Firefox gives a script-made paste event a copy of clipboardData without its files (a real Ctrl+V keeps
    // them): the event then carries the test's own, as a real paste of a copied picture does in every browser.
    if (event.clipboardData?.files.length !== 1)
      Object.defineProperty(event, 'clipboardData', { value: clipboardData });
    box.dispatchEvent(event);
  }

  function drop(panel: SudokuPastePanel, file: File): boolean {
    const init = { dataTransfer: transfer(file), bubbles: true, composed: true, cancelable: true };
    panel.shadowRoot!.querySelector('h2')!.dispatchEvent(new DragEvent('dragover', init));
    return panel.shadowRoot!.querySelector('h2')!.dispatchEvent(new DragEvent('drop', init));
  }

  const gridCells = (panel: SudokuPastePanel) => [
    ...panel.shadowRoot!.querySelectorAll<HTMLInputElement>('.scan input'),
  ];
  const gridShown = (panel: SudokuPastePanel) =>
    gridCells(panel)
      .map((input) => input.value || '.')
      .join('');
  const note = (panel: SudokuPastePanel) => panel.shadowRoot!.querySelector('.note')!.textContent!.trim();

  /** A popup with its first game made, and that game's givens (which reading a picture must leave alone). */
  async function playing(store = memoryStore()): Promise<{ el: SudokuPopup; before: string }> {
    const el = await popup(store);
    await waitUntil(() => /[1-9]/.test(boardOf(el).givens), 'no first game', { timeout: 8000 });
    return { el, before: boardOf(el).givens };
  }

  it('reads a pasted screenshot into a grid to check, and Play starts that puzzle', async () => {
    const store = memoryStore();
    const { el, before } = await playing(store);
    const panel = await openPasteWith(el, '');
    paste(panel, await screenshot(EASY));
    await waitUntil(() => gridCells(panel).length === 81, 'no grid read from the picture', { timeout: 8000 });
    expect(gridShown(panel)).to.equal(EASY);
    expect(note(panel)).to.equal('Read from the picture: check it against the picture, then Play or Solve.');
    expect(panel.shadowRoot!.querySelectorAll('.scan .uncertain').length).to.equal(0);
    await expect(el).to.be.accessible();
    // Nothing is loaded before the user chooses.
    expect(boardOf(el).givens).to.equal(before);
    button(panel.shadowRoot!, 'Play').click();
    await waitUntil(() => boardOf(el).givens === EASY, 'not loaded');
    expect(panel.hidden).to.equal(true);
    expect(savedGame(store)!.givens).to.equal(EASY);
  });

  it('reads a screenshot on the clipboard when "Paste a puzzle…" finds no text there, in one read', async () => {
    const { readText, read } = navigator.clipboard;
    const png = await screenshot(EASY);
    // Firefox asks the user at each read, and refuses a second one a few seconds after the click: one read only.
    let reads = 0;
    navigator.clipboard.readText = async () => {
      reads++;
      return '';
    };
    navigator.clipboard.read = async () => {
      reads++;
      return [new ClipboardItem({ 'image/png': png })];
    };
    try {
      const { el } = await playing();
      button(root(el), 'Paste').click();
      const panel = panelOf(el);
      await waitUntil(() => gridCells(panel).length === 81, 'the screenshot was not read', { timeout: 8000 });
      expect(gridShown(panel)).to.equal(EASY);
      expect(reads, 'clipboard reads').to.equal(1);
    } finally {
      navigator.clipboard.readText = readText;
      navigator.clipboard.read = read;
    }
  });

  it('marks a cell it cannot read surely, loads nothing until the user fixes it, then solves the fixed grid', async () => {
    const { el, before } = await playing();
    const panel = await openPasteWith(el, '');
    // The 9 of row 2, column 1 (cell 9) half rubbed out.
    expect(drop(panel, await screenshot(EASY, 9)), 'the drop was taken (the browser does not open the file)').to.equal(
      false,
    );
    await waitUntil(() => gridCells(panel).length === 81, 'no grid read from the picture', { timeout: 8000 });
    const marked = gridCells(panel).flatMap((input, i) => (input.classList.contains('uncertain') ? [i] : []));
    expect(marked).to.include(9);
    expect(gridCells(panel)[9].getAttribute('aria-label')).to.match(/uncertain$/);
    expect(note(panel)).to.match(/^Read from the picture, but \d+ cells? (is|are) uncertain \(marked\)/);
    expect(boardOf(el).givens, 'nothing loaded yet').to.equal(before);
    // The focus is on the first uncertain cell: the user types the digit the picture shows.
    await waitUntil(() => panel.shadowRoot!.activeElement === gridCells(panel)[marked[0]], 'the focus is not on it');
    // The grid is one tab stop, the cell last focused; arrow keys move between cells.
    expect(gridCells(panel).filter((input) => input.tabIndex === 0)).to.deep.equal([gridCells(panel)[marked[0]]]);
    gridCells(panel)[10].focus();
    await sendKeys({ press: 'ArrowLeft' });
    await panel.updateComplete;
    expect(panel.shadowRoot!.activeElement).to.equal(gridCells(panel)[9]);
    expect(gridCells(panel).filter((input) => input.tabIndex === 0)).to.deep.equal([gridCells(panel)[9]]);
    await sendKeys({ press: '9' });
    await panel.updateComplete;
    expect(gridShown(panel)).to.equal(EASY);
    button(panel.shadowRoot!, 'Solve').click();
    await waitUntil(() => /^[1-9]{81}$/.test(boardOf(el).value), 'no solution shown', { timeout: 5000 });
    expect(boardOf(el).givens).to.equal(EASY);
    expectSolution(boardOf(el).value, EASY);
  });

  it('says so when a picture holds no Sudoku, or a dropped file is no picture, and keeps the game', async () => {
    const { el, before } = await playing();
    const panel = await openPasteWith(el, '');
    paste(panel, await flower());
    await waitUntil(() => /No Sudoku found in the picture/.test(note(panel)), 'no word on it', { timeout: 8000 });
    expect(gridCells(panel).length).to.equal(0);
    drop(panel, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitUntil(() => /That file is not a picture/.test(note(panel)), 'no word on the file');
    expect(boardOf(el).givens).to.equal(before);
  });

  /** A PNG's first 33 bytes (signature and IHDR) claiming `width` × `height`: all a size check needs to read. */
  function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    bytes.set([8, 6, 0, 0, 0], 24);
    return bytes;
  }

  it('refuses a picture over the size limit from its header, before decoding, and keeps the game', async () => {
    const { el, before } = await playing();
    const panel = await openPasteWith(el, '');
    paste(panel, new File([pngHeader(9000, 9000)], 'big.png', { type: 'image/png' }));
    await waitUntil(() => /9000 × 9000 pixels: too large/.test(note(panel)), 'no word on the size', { timeout: 8000 });
    expect(note(panel)).to.contain('the limit is 50 megapixels');
    expect(gridCells(panel).length).to.equal(0);
    expect(boardOf(el).givens).to.equal(before);
  });

  it('a format it does not read (SVG, a PNG cut short, an empty file) is told in words, never a decoder error', async () => {
    const { el } = await playing();
    const panel = await openPasteWith(el, '');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"><rect width="9" height="9"/></svg>';
    drop(panel, new File([svg], 'grid.svg', { type: 'image/svg+xml' }));
    await waitUntil(
      () => /reads PNG, JPEG, GIF, WebP and BMP pictures; this one is image\/svg\+xml/.test(note(panel)),
      'svg',
    );
    const png = new Uint8Array(await (await screenshot(EASY)).arrayBuffer());
    for (const bytes of [png.slice(0, 20), new Uint8Array(0)]) {
      paste(panel, new File([bytes], 'cut.png', { type: 'image/png' }));
      await waitUntil(() => /can't open this file as a picture \(image\/png\)/.test(note(panel)), 'cut');
      paste(panel, new File([pngHeader(9000, 9000)], 'big.png', { type: 'image/png' }));
      await waitUntil(() => /too large/.test(note(panel)), 'reset');
    }
  });

  it('a large picture under the limit (5000 × 3000) is shrunk to read and its grid found', async () => {
    const { el } = await playing();
    const panel = await openPasteWith(el, '');
    const shot = document.createElement('canvas');
    drawSudoku(shot, EASY, {});
    const big = document.createElement('canvas');
    big.width = 5000;
    big.height = 3000;
    const ctx = big.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, big.width, big.height);
    ctx.drawImage(shot, 1000, 500, 1800, 1800);
    const blob = await new Promise<Blob>((resolve) => big.toBlob((b) => resolve(b!), 'image/png'));
    paste(panel, new File([blob], 'photo.png', { type: 'image/png' }));
    await waitUntil(() => gridCells(panel).length === 81, 'no grid read from the picture', { timeout: 15000 });
    expect(gridShown(panel)).to.equal(EASY);
  });
});
