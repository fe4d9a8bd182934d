// The board's engine work at 6×6 and 4×4 (issue 26, part 1's last slice): New puzzle and generate() make a puzzle of
// the board's size (at the levels that size has), hints read the small grid in all three tiers, a loaded small puzzle
// shows its own grade (nothing until it is known), and a form's Back/Forward restore brings a small board back.
// The 9×9 board is the other suites' (unchanged).
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { SudokuBoard, SudokuHintDetail } from '../../src/components/index.ts';
import { formState } from '../../src/components/sudoku-board/form-state.ts';
import { MINI as MINI_GEOMETRY, SIX as SIX_GEOMETRY, type Geometry } from '../../src/engine/index.ts';
import { lineToGrid } from '../../src/engine/grid.ts';
import { Game } from '../../src/play/game.ts';
import { cell, cells, parts, MINI, MINI_SOLUTION, SIX, SIX_SOLUTION, sized } from './sudoku-board-helpers.ts';

const status = (el: SudokuBoard): string => el.shadowRoot!.querySelector('.status .level')!.textContent!.trim();
const message = (el: SudokuBoard): string => el.shadowRoot!.querySelector('[part="message"]')!.textContent!;
const highlighted = (el: SudokuBoard): number[] => cells(el).flatMap((c, i) => (parts(c).includes('hint') ? [i] : []));
const offerLevels = (el: SudokuBoard): string[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLOptionElement>('.new-puzzle option')].map((o) => o.value);

/** The offer of a new game under a finished board, once it is there. */
async function finished(el: SudokuBoard): Promise<void> {
  await el.solve();
  await waitUntil(() => el.shadowRoot!.querySelector('.new-puzzle'), 'the offer of a new game shows', {
    timeout: 5000,
  });
}

describe('<sudoku-board> New puzzle at 6×6 and 4×4', () => {
  it('New puzzle under a finished 6×6 game makes a 6×6 puzzle, offering the levels 6×6 has (all of them)', async () => {
    const el = await sized(SIX);
    await finished(el);
    expect(offerLevels(el)).to.deep.equal(['easy', 'medium', 'hard', 'expert', 'extreme']);
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('.new-puzzle select')!;
    select.value = 'medium';
    const changed = oneEvent(el, 'sudoku-change');
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.new-puzzle button')]
      .find((b) => b.textContent!.trim() === 'New puzzle')!
      .click();
    expect((await changed).detail.reason).to.equal('new-game');
    await el.updateComplete;
    expect(el.givens).to.have.length(36);
    expect(el.givens).to.not.equal(SIX);
    expect(cells(el)).to.have.length(36);
    expect(el.level).to.equal('medium');
    expect(status(el)).to.equal('medium');
  });

  it('a finished 4×4 game offers easy only, and New puzzle makes a 4×4 one', async () => {
    const el = await sized(MINI);
    await finished(el);
    expect(offerLevels(el)).to.deep.equal(['easy']);
    const made = await el.generate();
    expect(made.puzzle).to.have.length(16);
    expect(made.level).to.equal('easy');
    expect(cells(el)).to.have.length(16);
  });

  it('generate() makes the board’s size by default, another on request, at the level asked', async () => {
    const el = await sized(SIX);
    const expert = await el.generate({ difficulty: 'expert', seed: 3 });
    expect(expert.puzzle).to.have.length(36);
    expect(expert.level).to.equal('expert');
    expect(status(el)).to.equal('expert');
    const nine = await el.generate({ size: 9, difficulty: 'easy', seed: 3 });
    expect(nine.puzzle).to.have.length(81);
    expect(cells(el)).to.have.length(81);
    const mini = await el.generate({ size: 4 });
    expect(mini.puzzle).to.have.length(16);
    expect(cells(el)).to.have.length(16);
  });

  it('refuses a size it has no grid of, and keeps the game', async () => {
    const el = await sized(SIX);
    const error = oneEvent(el, 'sudoku-error');
    let rejected: unknown;
    await el.generate({ size: 5 as 6 }).catch((e: unknown) => (rejected = e));
    expect(String(rejected)).to.contain('sizes are 4, 6 and 9');
    expect((await error).detail.code).to.equal('engine');
    expect(el.givens).to.equal(SIX);
  });

  it('Daily puzzle from a 6×6 board switches it to 9×9', async () => {
    const el = await sized(SIX);
    await finished(el);
    const changed = oneEvent(el, 'sudoku-change');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.daily-puzzle')!.click();
    await changed;
    await el.updateComplete;
    expect(el.givens).to.have.length(81);
    expect(el.daily).to.match(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('<sudoku-board> hints at 6×6 and 4×4', () => {
  const units = (geometry: Geometry) =>
    new Map(geometry.units.map((u) => [`Look at ${u.kind} ${u.index + 1}.`, [...u.cells].sort((a, b) => a - b)]));

  for (const [name, puzzle, solution, geometry, withNotes] of [
    ['6×6, notes filled in', SIX, SIX_SOLUTION, SIX_GEOMETRY, true],
    ['4×4', MINI, MINI_SOLUTION, MINI_GEOMETRY, false],
  ] as const) {
    it(`plays ${name} to the end by hints: where to look in that grid, the step, then applied`, async () => {
      const el = await sized(puzzle);
      if (withNotes) await el.fillNotes();
      const places = units(geometry);
      const cellName = new RegExp(`^Look at row [1-${geometry.size}], column [1-${geometry.size}]\\.$`);
      for (let steps = 0; !el.solved; steps++) {
        expect(steps, 'solved within a step per cell').to.be.below(geometry.cellCount);
        const first: SudokuHintDetail = await el.hint();
        await el.updateComplete;
        expect(first.kind).to.equal('step');
        expect(first.tier).to.equal(1);
        const unit = places.get(first.text);
        if (unit) expect(highlighted(el)).to.deep.equal(unit);
        else {
          expect(first.text).to.match(cellName);
          expect(highlighted(el)).to.have.length(1);
        }
        const second = await el.hint();
        await el.updateComplete;
        expect(second.tier).to.equal(2);
        expect(message(el)).to.equal(second.text);
        // Cells and units named in this grid: nothing past its last row or column.
        expect(second.text).to.not.match(new RegExp(`r[${geometry.size + 1}-9]|c[${geometry.size + 1}-9]`));
        const third = await el.hint();
        expect(third).to.include({ tier: 3, applied: true });
      }
      expect(el.value).to.equal(solution);
    });
  }

  it('checks a 4×4 board and fills its notes with 4×4 candidates', async () => {
    const el = await sized(MINI);
    await el.fillNotes();
    // r1c1: its row holds nothing, its column and its 2×2 box a 3 and a 4: candidates 1 and 2 of four.
    const notes = cell(el, 0).querySelector('.notes')!;
    expect(notes.children).to.have.length(4);
    const digits = [...notes.querySelectorAll('[data-digit]')].map((n) => n.getAttribute('data-digit'));
    expect(digits).to.deep.equal(['1', '2']);
    const checked = await el.check();
    expect(checked).to.deep.equal({ wrong: [], complete: false });
  });
});

describe('<sudoku-board> the level of a loaded 6×6 or 4×4 puzzle', () => {
  for (const [name, puzzle, level, shown] of [
    ['6×6', SIX, 'hard', 'hard'],
    ['4×4', MINI, 'easy', 'easy'],
  ] as const) {
    it(`shows nothing until the ${name} puzzle is graded at its size, then its grade`, async () => {
      const el = await fixture<SudokuBoard>(html`<sudoku-board difficulty="medium"></sudoku-board>`);
      await el.updateComplete;
      const result = await el.load(puzzle);
      expect(result.loaded).to.equal(true);
      await el.updateComplete;
      // The board's medium is a 9×9 level: until the grade comes, no level is claimed.
      if (el.level === null) expect(status(el)).to.equal('');
      await waitUntil(() => el.level !== null, 'the grade comes', { timeout: 5000 });
      await el.updateComplete;
      expect(el.level).to.equal(level);
      expect(status(el)).to.equal(shown);
    });
  }

  it('grades a 6×6 `puzzle` attribute too (its level is its grade, not the board’s difficulty)', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board difficulty="easy" puzzle=${SIX}></sudoku-board>`);
    await el.updateComplete;
    expect(cells(el)).to.have.length(36);
    await waitUntil(() => el.level !== null, 'the grade comes', { timeout: 5000 });
    await el.updateComplete;
    expect(el.level).to.equal('hard');
    expect(status(el)).to.equal('hard');
  });

  it('a level given with load() is shown at once, and a 9×9 load keeps the board’s level meanwhile', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board difficulty="expert"></sudoku-board>`);
    await el.updateComplete;
    await el.load(SIX, { level: 'easy' });
    await el.updateComplete;
    expect(status(el)).to.equal('easy');
    await aTimeout(100);
    expect(el.level, 'not graded over the host’s word').to.equal('easy');
  });
});

describe('<sudoku-board> form restore at 6×6 and 4×4 (Back/Forward, autofill)', () => {
  for (const [name, puzzle, played, geometry] of [
    ['6×6', SIX, '1' + SIX.slice(1), SIX_GEOMETRY],
    ['4×4', MINI, '1' + MINI.slice(1), MINI_GEOMETRY],
  ] as const) {
    const { cellCount } = geometry;
    // What the board hands the browser: the givens, then the value (72 characters at 6×6, 32 at 4×4).
    const grid = (line: string) => lineToGrid(line, cellCount)!;
    const saved = () => formState(new Game(grid(puzzle), grid(played), undefined, undefined, undefined, geometry));

    it(`brings a ${name} board back when the restore comes before the board starts`, async () => {
      const form = await fixture<HTMLFormElement>(html`<form></form>`);
      const el = document.createElement('sudoku-board');
      el.setAttribute('name', 's');
      el.formStateRestoreCallback(saved());
      form.append(el);
      await el.updateComplete;
      await aTimeout(50);
      expect(el.givens).to.equal(puzzle);
      expect(el.value).to.equal(played);
      expect(cells(el)).to.have.length(cellCount);
      expect(cell(el, 4).getAttribute('aria-label')).to.contain('given');
      expect(new FormData(form).get('s')).to.equal(played);
    });

    it(`brings a ${name} board back in place of the 9×9 puzzle a started board made`, async () => {
      const form = await fixture<HTMLFormElement>(html`<form><sudoku-board name="s"></sudoku-board></form>`);
      const el = form.querySelector('sudoku-board')!;
      await waitUntil(() => el.givens.length === 81 && /[1-9]/.test(el.givens), 'the board made its puzzle', {
        timeout: 10000,
      });
      el.formStateRestoreCallback(saved());
      await waitUntil(() => el.givens === puzzle, 'the form’s puzzle is back', { timeout: 5000 });
      await el.updateComplete;
      expect(el.value).to.equal(played);
      expect(cells(el)).to.have.length(cellCount);
      expect(new FormData(form).get('s')).to.equal(played);
    });

    it(`puts the digits back on a ${name} board started with the same puzzle`, async () => {
      const el = await sized(puzzle);
      el.formStateRestoreCallback(saved());
      await el.updateComplete;
      expect(el.givens).to.equal(puzzle);
      expect(el.value).to.equal(played);
    });
  }
});
