// The daily puzzle in the board's new-game offer, and the statistics the board keeps: what counts, where they are
// kept (under persist, beside the game; else for the page's lifetime), and stored statistics that can't be read.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { SudokuBoard, SudokuErrorDetail } from '../../src/components/index.ts';
import { parseSavedGame } from '../../src/play/persistence.ts';
import { statisticsKey } from '../../src/play/statistics/bookkeeping.ts';
import { localDate } from '../../src/play/statistics/today.ts';
import { EASY, EASY_SOLUTION, freshKey, solveByKeys } from './sudoku-board-helpers.ts';

const buttonNamed = (el: SudokuBoard, name: string): HTMLButtonElement | undefined =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name);
const levelSelect = (el: SudokuBoard): HTMLSelectElement =>
  el.shadowRoot!.querySelector<HTMLSelectElement>('.new-puzzle select')!;
const message = (el: SudokuBoard): string => el.shadowRoot!.querySelector('[part="message"]')!.textContent!.trim();
const statusText = (el: SudokuBoard): string => el.shadowRoot!.querySelector('.status')!.textContent!;

function errorsOf(el: SudokuBoard): SudokuErrorDetail[] {
  const seen: SudokuErrorDetail[] = [];
  el.addEventListener('sudoku-error', (e) => seen.push(e.detail));
  return seen;
}

/** A board on `key` that starts with what is saved there, and the errors it reports from its start. */
async function savedBoard(key: string): Promise<[SudokuBoard, SudokuErrorDetail[]]> {
  const errors: SudokuErrorDetail[] = [];
  const listen = (e: CustomEvent<SudokuErrorDetail>) => errors.push(e.detail);
  const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} @sudoku-error=${listen}></sudoku-board>`);
  await el.updateComplete;
  return [el, errors];
}

const easyBoard = (key?: string) =>
  fixture<SudokuBoard>(html`<sudoku-board difficulty="easy" persist=${key ?? ''} puzzle=${EASY}></sudoku-board>`);

describe('<sudoku-board> daily puzzle', () => {
  it("offers today's daily beside New puzzle, at the level chosen: the puzzle generate({ daily }) makes", async () => {
    const el = await easyBoard();
    await el.solve();
    await el.updateComplete;
    levelSelect(el).value = 'easy';
    const made = oneEvent(el, 'sudoku-change');
    buttonNamed(el, 'Daily puzzle')!.click();
    expect((await made).detail.reason).to.equal('new-game');
    const other = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    const expected = await other.generate({ daily: localDate(), difficulty: 'easy' });
    expect(el.givens).to.equal(expected.puzzle);
    expect(el.daily).to.equal(localDate());
    expect(el.level).to.equal('easy');
    await el.updateComplete;
    expect(statusText(el)).to.contain('Daily');
    expect(other.daily, 'a daily made by generate() is one too').to.equal(localDate());
  });

  it('with the clock set to year 275760, says the date has no daily, names it, and the game plays on', async () => {
    const el = await easyBoard();
    await el.solve();
    await el.updateComplete;
    const givens = el.givens;
    const RealDate = Date;
    // The last moment a Date can hold: a clock set as far ahead as it goes.
    class FarDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(8.64e15);
        else super(...(args as [number]));
      }
      static override now(): number {
        return 8.64e15;
      }
    }
    globalThis.Date = FarDate as DateConstructor;
    try {
      const failed = oneEvent(el, 'sudoku-error');
      buttonNamed(el, 'Daily puzzle')!.click();
      const { detail } = await failed;
      expect(detail.message).to.match(/275760-09-1[23] is not a date: the year must be from 1000 to 9999/);
    } finally {
      globalThis.Date = RealDate;
    }
    await el.updateComplete;
    expect(message(el)).to.match(/275760-09-1[23] is not a date/);
    expect(el.givens, 'the game on the board stays').to.equal(givens);
  });

  it('is offered when there is no game, and a game that is no daily says so', async () => {
    const el = await easyBoard();
    expect(el.daily).to.equal(null);
    expect(statusText(el)).not.to.contain('Daily');
    const none = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    none.cancelGeneration();
    await none.updateComplete;
    expect(buttonNamed(none, 'Daily puzzle'), 'over the empty grid').not.to.equal(undefined);
  });

  it('is remembered with its date across a reload under persist; older records without it still load', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await first.generate({ daily: '2026-03-14', difficulty: 'easy' });
    await solveByKeys(first, 2);
    const givens = first.givens;
    first.remove();
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await again.updateComplete;
    expect(again.givens).to.equal(givens);
    expect(again.daily).to.equal('2026-03-14');
    expect(statusText(again)).to.contain('Daily');

    // A record of an older build: no daily, no id, no help mark. It loads whole, with nothing reported.
    const old = { ...parseSavedGame(localStorage.getItem(key))! } as Record<string, unknown>;
    delete old.daily;
    delete old.id;
    delete old.helped;
    localStorage.setItem(key, JSON.stringify(old));
    const [older, errors] = await savedBoard(key);
    expect(older.givens).to.equal(givens);
    expect(older.value).to.equal(again.value);
    expect(older.daily).to.equal(null);
    expect(errors).to.deep.equal([]);
    localStorage.removeItem(key);
  });

  it('leaves out a daily date that is no date, naming it, and keeps the game', async () => {
    const key = freshKey();
    const record = JSON.parse(JSON.stringify({ version: 1, givens: EASY, values: EASY, notes: Array(81).fill(0) }));
    localStorage.setItem(
      key,
      JSON.stringify({ ...record, moves: [], position: 0, elapsedMs: 0, solved: false, daily: '2026-02-30' }),
    );
    const [el, errors] = await savedBoard(key);
    expect(el.givens).to.equal(EASY);
    expect(el.daily).to.equal(null);
    expect(errors.map((e) => e.code)).to.deep.equal(['repaired-save']);
    expect(errors[0].message).to.contain('the daily date');
    localStorage.removeItem(key);
  });
});

describe('<sudoku-board> statistics', () => {
  it('counts a game the player solved, with its time, and shows its level in the finished offer', async () => {
    const el = await easyBoard();
    const solved = oneEvent(el, 'sudoku-solved');
    await solveByKeys(el);
    const { timeMs } = (await solved).detail;
    const { easy, medium } = (await el.statistics()).levels;
    expect([easy.played, easy.solved, easy.solvedWithoutHelp]).to.deep.equal([1, 1, 1]);
    expect([easy.bestMs, easy.averageMs, easy.recentMs]).to.deep.equal([timeMs, timeMs, [timeMs]]);
    expect(medium.played).to.equal(0);
    await waitUntil(() => el.shadowRoot!.querySelector('.new-puzzle .statistics table'), 'the table in the offer');
    const table = el.shadowRoot!.querySelector('.new-puzzle .statistics table')!;
    expect(table.querySelector('caption')!.textContent).to.contain('easy');
    const headings = [...table.querySelectorAll('th')].map((th) => th.textContent!.trim());
    const values = [...table.querySelectorAll('td')].map((td) => td.textContent!.trim());
    expect(headings.slice(0, 3)).to.deep.equal(['Played', 'Solved', 'No help']);
    expect(values.slice(0, 3)).to.deep.equal(['1', '1', '1']);
  });

  it('shows the table over the finished grid without taking width from the message or the keypad', async () => {
    // Wide and short: the keypad and the message go beside the grid, in a column sized by what is left.
    const el = await fixture<SudokuBoard>(
      html`<sudoku-board keypad style="inline-size: 640px; --sudoku-height: 420px" puzzle=${EASY}></sudoku-board>`,
    );
    const messageWidth = () => el.shadowRoot!.querySelector<HTMLElement>('.message')!.clientWidth;
    const before = messageWidth();
    await el.solve();
    await waitUntil(() => el.shadowRoot!.querySelector('.new-puzzle .statistics table'), 'the table in the offer');
    await el.updateComplete;
    expect(messageWidth()).to.equal(before);
  });

  it('counts what counts as played: a hint is help, a reveal is no solve, an untouched game is not played', async () => {
    const el = await easyBoard();
    // A hint (where to look), then the player solves it: solved, but not without help.
    await el.hint();
    await solveByKeys(el);
    // A move, then the solution revealed: played, not solved.
    await el.load(EASY, { level: 'easy' });
    await solveByKeys(el, 1);
    await el.solve();
    // The solution revealed with no move of the player's (the popup's "Solve" of a pasted puzzle): not played.
    await el.load(EASY, { level: 'easy' });
    await el.solve();
    // A move, then another game in its place: played (abandoned). Then one replaced untouched: not played.
    await el.load(EASY, { level: 'easy' });
    await solveByKeys(el, 1);
    await el.load(EASY, { level: 'easy' });
    await el.load(EASY, { level: 'easy' });
    const { easy } = (await el.statistics()).levels;
    expect([easy.played, easy.solved, easy.solvedWithoutHelp]).to.deep.equal([3, 1, 0]);
  });

  it('counts a game once: abandoned, brought back by Undo and solved, it is one game played and solved', async () => {
    const el = await easyBoard();
    await solveByKeys(el, 3);
    await el.load(EASY, { level: 'easy' });
    expect(await el.undo(), 'the game in play comes back').to.equal(true);
    await solveByKeys(el);
    const { easy } = (await el.statistics()).levels;
    expect([easy.played, easy.solved]).to.deep.equal([1, 1]);
  });

  it("counts today's daily, solved, in the streak", async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    await el.generate({ daily: localDate(), difficulty: 'easy' });
    await solveByKeys(el);
    const { easy } = (await el.statistics()).levels;
    expect([easy.currentStreak, easy.longestStreak, easy.lastDaily]).to.deep.equal([1, 1, localDate()]);
  });

  it("stays today's daily after its form is reset, and counts in the streak when solved then", async () => {
    const form = await fixture<HTMLFormElement>(html`<form><sudoku-board name="sudoku"></sudoku-board></form>`);
    const el = form.querySelector('sudoku-board')!;
    await el.generate({ daily: localDate(), difficulty: 'easy' });
    await solveByKeys(el, 3);
    form.reset();
    await el.updateComplete;
    expect(el.daily, 'the reset game is the same daily').to.equal(localDate());
    await solveByKeys(el);
    const { easy } = (await el.statistics()).levels;
    expect([easy.currentStreak, easy.lastDaily]).to.deep.equal([1, localDate()]);
  });

  it('keeps them under persist, beside the game, across a reload; without persist nothing is stored', async () => {
    const key = freshKey();
    const el = await easyBoard(key);
    await solveByKeys(el);
    const before = await el.statistics();
    expect(localStorage.getItem(statisticsKey(key))).not.to.equal(null);
    el.remove();
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    expect(await again.statistics()).to.deep.equal(before);
    expect(before.levels.easy.solved).to.equal(1);

    const keys = localStorage.length;
    const loose = await easyBoard();
    await solveByKeys(loose);
    expect((await loose.statistics()).levels.easy.solved, 'for the page').to.equal(1);
    expect(localStorage.length).to.equal(keys);
    localStorage.removeItem(key);
    localStorage.removeItem(statisticsKey(key));
  });

  it('resets statistics that can not be read, says so, keeps them aside, and the board plays on', async () => {
    const key = freshKey();
    const tampered = JSON.stringify({ version: 1, levels: { easy: { played: 2, solved: 9 } }, games: [] });
    localStorage.setItem(statisticsKey(key), tampered);
    const el = await easyBoard(key);
    const errors = errorsOf(el);
    const stats = await el.statistics();
    expect(stats.levels.easy.played).to.equal(0);
    expect(errors.map((e) => e.code)).to.deep.equal(['statistics']);
    expect(errors[0].message).to.match(/statistics could not be read/);
    await el.updateComplete;
    expect(message(el)).to.match(/statistics could not be read/);
    expect(localStorage.getItem(`${statisticsKey(key)}:unreadable`)).to.equal(tampered);
    // Told once: the statistics stored in their place are sound.
    await el.statistics();
    expect(errors.length).to.equal(1);
    await solveByKeys(el);
    expect(el.solved).to.equal(true);
    expect((await el.statistics()).levels.easy.solved).to.equal(1);
    for (const k of [key, statisticsKey(key), `${statisticsKey(key)}:unreadable`]) localStorage.removeItem(k);
  });

  it('resets them too when the stored text is not JSON, found as a solved game is counted', async () => {
    const key = freshKey();
    localStorage.setItem(statisticsKey(key), '{"version":1,"lev');
    const el = await easyBoard(key);
    const errors = errorsOf(el);
    await solveByKeys(el);
    await waitUntil(() => errors.length > 0, 'the reset is reported');
    await el.updateComplete;
    expect(errors[0].code).to.equal('statistics');
    expect((await el.statistics()).levels.easy.solved).to.equal(1);
    expect(EASY_SOLUTION).to.equal(el.value);
    for (const k of [key, statisticsKey(key), `${statisticsKey(key)}:unreadable`]) localStorage.removeItem(k);
  });
});
