// Statistics per variant (issue 30): a killer won counts with the killer's statistics, not with the classic ones of
// its level, and its finished offer shows the killer's table; the classic statistics keep their key.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/components/index.ts';
import type { SudokuBoard } from '../../src/components/index.ts';
import { statisticsKey } from '../../src/play/statistics/bookkeeping.ts';
import { variantStatisticsKey } from '../../src/play/statistics/variant-tallies.ts';
import { cell, freshKey, tap } from './sudoku-board-helpers.ts';

type Played = SudokuBoard & { session: { solution: number[] | null } };

/** Fills the blanks with the solution, the last by key (a move of the player's), and waits for the win. */
async function win(el: SudokuBoard): Promise<void> {
  const solution = (el as Played).session.solution!;
  const blanks = [...el.value].flatMap((c, i) => (c === '.' ? [i] : []));
  const last = blanks.pop()!;
  el.value = [...el.value].map((c, i) => (c === '.' && i !== last ? String(solution[i]) : c)).join('');
  await el.updateComplete;
  const solved = oneEvent(el, 'sudoku-solved');
  await tap(el, last);
  cell(el, last).dispatchEvent(
    new KeyboardEvent('keydown', { key: String(solution[last]), bubbles: true, composed: true }),
  );
  await solved;
}

const table = (el: SudokuBoard): Promise<Element> =>
  waitUntil(() => el.shadowRoot!.querySelector('.new-puzzle .statistics table'), 'the table in the offer').then(() =>
    el.shadowRoot!.querySelector('.new-puzzle .statistics table')!,
  );

describe('<sudoku-board> statistics per variant', () => {
  it("a killer won counts as the killer's, not as a classic game of its level, and its table is the killer's", async () => {
    const key = freshKey();
    const classicBefore = '{"version":1,"levels":{},"games":[]}';
    localStorage.setItem(statisticsKey(key), classicBefore);
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=""></sudoku-board>`);
    await el.generate({ variant: 'killer', seed: 4, difficulty: 'easy' });
    await el.updateComplete;
    await win(el);
    const stats = await el.statistics();
    expect(stats.levels.easy.played, 'classic easy').to.equal(0);
    expect(stats.variants?.killer?.easy.solved).to.equal(1);
    expect(stats.variants?.killer?.easy.played).to.equal(1);
    // The classic record is where it was, untouched; the variant's is beside it.
    expect(localStorage.getItem(statisticsKey(key))).to.equal(classicBefore);
    expect(JSON.parse(localStorage.getItem(variantStatisticsKey(key))!).variants.killer.levels.easy.solved).to.equal(1);
    const caption = (await table(el)).querySelector('caption')!.textContent!;
    expect(caption).to.contain('Killer');
    expect([...(await table(el)).querySelectorAll('td')].map((td) => td.textContent!.trim()).slice(0, 2)).to.deep.equal(
      ['1', '1'],
    );
    // Another board on the key reads them back.
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await again.updateComplete;
    expect((await again.statistics()).variants?.killer?.easy.solved).to.equal(1);
    for (const k of [key, statisticsKey(key), variantStatisticsKey(key)]) localStorage.removeItem(k);
  });

  it('a classic game won after it shows the classic table again', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=""></sudoku-board>`);
    await el.generate({ variant: 'jigsaw', seed: 4, difficulty: 'easy' });
    await el.updateComplete;
    await win(el);
    expect((await table(el)).querySelector('caption')!.textContent).to.contain('Jigsaw');
    await el.generate({ seed: 2, difficulty: 'easy' });
    await el.updateComplete;
    await el.solve();
    await el.updateComplete;
    expect((await table(el)).querySelector('caption')!.textContent).not.to.contain('Jigsaw');
    const stats = await el.statistics();
    expect(stats.variants?.jigsaw?.easy.solved).to.equal(1);
    expect(stats.levels.easy.solved).to.equal(0);
  });
});
