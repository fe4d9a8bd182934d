// The popup's daily puzzle and statistics: "Today's daily" with its solved mark, the Statistics panel (a row per
// level, a sparkline of the latest times), all kept in the popup's store, and statistics it can't read.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/popup/sudoku-popup.ts';
import type { SudokuPopup } from '../../src/popup/sudoku-popup.ts';
import type { SudokuStatsPanel } from '../../src/popup/stats-panel.ts';
import type { SudokuBoard } from '../../src/components/sudoku-board/sudoku-board.ts';
import { emptyTally, statisticsKey, summarise } from '../../src/play/statistics/bookkeeping.ts';
import '../../src/popup/stats-panel.ts';
import { popupLanguage } from '../../src/popup/i18n/popup-language.ts';
import { localDate } from '../../src/play/statistics/today.ts';
import { formatTime } from '../../src/play/format-time.ts';
import { memoryStore } from '../../src/popup/popup-store.ts';
import { GAME_KEY, PENDING_KEY, SETTINGS_KEY } from '../../src/popup/popup-state.ts';
import { EASY, solveByKeys } from './sudoku-board-helpers.ts';
import { boardOf, button, popup, root, type Store } from './sudoku-popup-helpers.ts';

const statsOf = (el: SudokuPopup): SudokuStatsPanel => root(el).querySelector('sudoku-stats-panel')!;
const message = (board: SudokuBoard): string => board.shadowRoot!.querySelector('[part="message"]')!.textContent!;

const dailyButton = (el: SudokuPopup): HTMLButtonElement => button(root(el), "Today's daily");

/** The Statistics panel's row for `level`: its cells' text, the level's name first. */
function row(el: SudokuPopup, level: string): string[] {
  const rows = [...statsOf(el).shadowRoot!.querySelectorAll('tbody tr')];
  const found = rows.find((tr) => tr.querySelector('th')!.textContent!.trim() === level)!;
  return [...found.children].map((c) => c.textContent!.trim());
}

async function openStatistics(el: SudokuPopup): Promise<void> {
  button(root(el), 'Statistics').click();
  await el.updateComplete;
  await statsOf(el).updateComplete;
  expect(statsOf(el).hidden).to.equal(false);
}

/** A popup playing EASY (handed over by a page), once its level is known. */
async function playingEasy(store: Store): Promise<SudokuPopup> {
  store.data.set(PENDING_KEY, { puzzle: EASY, from: '', at: Date.now() });
  const el = await popup(store);
  await waitUntil(() => boardOf(el).level === 'easy', 'the handed-over puzzle was not graded easy', {
    timeout: 10_000,
  });
  return el;
}

describe('<sudoku-popup> daily puzzle and statistics', () => {
  it("starts today's daily at the level chosen, and marks it solved once solved, in the next popup too", async () => {
    const store = memoryStore({ [SETTINGS_KEY]: { difficulty: 'easy', pasteOpen: false, pasteText: '' } });
    const el = await popup(store);
    const board = boardOf(el);
    await waitUntil(() => board.level !== null, 'no first game', { timeout: 5000 });
    expect(dailyButton(el).textContent).not.to.contain('solved');

    const made = oneEvent(board, 'sudoku-change');
    dailyButton(el).click();
    expect((await made).detail.reason).to.equal('new-game');
    const other = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    expect(board.givens).to.equal((await other.generate({ daily: localDate(), difficulty: 'easy' })).puzzle);
    expect(board.daily).to.equal(localDate());
    expect(dailyButton(el).textContent, 'not solved yet').not.to.contain('solved');

    await solveByKeys(board);
    await waitUntil(() => dailyButton(el).textContent!.includes('solved'), 'no solved mark');
    // Only at that level.
    const select = root(el).querySelector<HTMLSelectElement>('select.level')!;
    select.value = 'hard';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(dailyButton(el).textContent).not.to.contain('solved');

    el.remove();
    store.data.set(SETTINGS_KEY, { difficulty: 'easy', pasteOpen: false, pasteText: '' });
    const next = await popup(store);
    await waitUntil(() => dailyButton(next).textContent!.includes('solved'), 'the mark is not kept');
  });

  it('shows a table per level, with a sparkline of the latest times, and closes with Escape', async () => {
    const store = memoryStore();
    const el = await playingEasy(store);
    const board = boardOf(el);
    const times: number[] = [];
    board.addEventListener('sudoku-solved', (e) => times.push(e.detail.timeMs));
    await solveByKeys(board);
    await board.load(EASY, { level: 'easy' });
    await solveByKeys(board);
    await openStatistics(el);
    const [name, played, solved, clean, best, average] = row(el, 'Easy');
    expect([name, played, solved, clean]).to.deep.equal(['Easy', '2', '2', '2']);
    expect(best).to.equal(formatTime(Math.min(...times)));
    expect(average).to.equal(formatTime(Math.round((times[0] + times[1]) / 2)));
    expect(row(el, 'Hard').slice(1, 4)).to.deep.equal(['0', '0', '0']);
    const spark = statsOf(el).shadowRoot!.querySelector('svg[role="img"]')!;
    expect(spark.getAttribute('aria-label')).to.contain(times.map(formatTime).join(', '));
    expect(spark.querySelector('polyline')!.getAttribute('points')!.split(' ').length).to.equal(2);
    expect(store.data.get(statisticsKey(GAME_KEY)), 'kept in the popup store').to.be.a('string');

    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(statsOf(el).hidden).to.equal(true);
  });

  it('resets statistics it can not read, says so on the board, keeps them aside, and plays on', async () => {
    const key = statisticsKey(GAME_KEY);
    const store = memoryStore({ [key]: '{"version":1,"levels":{"easy":{"played":"lots"}},"games":[]}' });
    const el = await playingEasy(store);
    const board = boardOf(el);
    await waitUntil(() => /statistics could not be read/.test(message(board)), 'the reset is not said');
    expect(store.data.get(`${key}:unreadable`)).to.contain('"played":"lots"');
    await openStatistics(el);
    expect(row(el, 'Easy').slice(1, 4)).to.deep.equal(['0', '0', '0']);
    button(statsOf(el).shadowRoot!, 'Close').click();
    await el.updateComplete;
    await solveByKeys(board);
    expect(board.solved).to.equal(true);
    await openStatistics(el);
    expect(row(el, 'Easy').slice(1, 3)).to.deep.equal(['1', '1']);
  });

  it("once a variant game is counted, a select shows classic games or each variant's, named in words", async () => {
    const panel = await fixture<SudokuStatsPanel>(html`<sudoku-stats-panel></sudoku-stats-panel>`);
    panel.language = popupLanguage('en');
    const classic = summarise(emptyTally(), '2026-11-29');
    const killer = structuredClone(classic.levels);
    killer.medium = { ...killer.medium, played: 3, solved: 2, bestMs: 61_000, averageMs: 75_000 };
    const shown = (): string[] =>
      [...panel.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => tr.children[1].textContent!.trim());
    panel.statistics = classic;
    await panel.updateComplete;
    expect(panel.shadowRoot!.querySelector('select'), 'no variant counted: no select').to.equal(null);

    panel.statistics = { ...classic, variants: { 'killer+x 6×6': killer } };
    await panel.updateComplete;
    const select = panel.shadowRoot!.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal(['Classic', 'Killer + X-Sudoku 6×6']);
    expect(
      shown().every((played) => played === '0'),
      'classic first',
    ).to.equal(true);
    select.value = 'killer+x 6×6';
    select.dispatchEvent(new Event('change'));
    await panel.updateComplete;
    expect(shown()).to.deep.equal(['0', '3', '0', '0', '0']);
    await expect(panel).to.be.accessible();
  });
});
