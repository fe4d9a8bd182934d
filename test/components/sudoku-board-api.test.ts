import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard, SudokuErrorDetail, SudokuSolvedDetail } from '../../src/components/index.ts';
import { parseSavedGame, type SavedGame } from '../../src/play/persistence.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { findConflicts } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import {
  EASY,
  EASY_SOLUTION,
  board,
  cell,
  firstBlank,
  freshKey,
  parts,
  quietlyWrongDigit,
  tap,
  toGrid,
  type,
  SLOW_GENERATION,
} from './sudoku-board-helpers.ts';

const SOLUTION = EASY_SOLUTION;
/** Project Euler 96, grid 2 (easy50.txt line 2): another puzzle with one solution. */
const OTHER = '2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3';
const OTHER_SOLUTION = solve(toGrid(OTHER)).solution!.join('');

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

describe('<sudoku-board> events', () => {
  it('fires sudoku-change, input and change (bubbling, composed) when the player places a digit', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><sudoku-board puzzle=${EASY}></sudoku-board></div>`);
    const el = wrapper.querySelector('sudoku-board')!;
    const seen: string[] = [];
    wrapper.addEventListener('input', () => seen.push('input'));
    wrapper.addEventListener('change', () => seen.push('change'));
    const change = oneEvent(wrapper, 'sudoku-change');
    await type(el, 0, '4');
    const event = await change;
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ value: '4' + EASY.slice(1), reason: 'entry', cells: [0] });
    expect(seen).to.deep.equal(['input', 'change']);
  });

  it('fires sudoku-solved with the time when the player fills the last cell', async () => {
    const el = await board();
    const last = firstBlank(EASY);
    el.value = SOLUTION.slice(0, last) + '.' + SOLUTION.slice(last + 1);
    await el.updateComplete;
    await aTimeout(120); // play time the event must account for
    const solved = oneEvent(el, 'sudoku-solved');
    await type(el, last, SOLUTION[last]);
    const { detail } = await solved;
    expect(detail.value).to.equal(SOLUTION);
    expect(detail.revealed).to.equal(false);
    expect(detail.timeMs).to.be.at.least(100);
    // The time reported is where the clock stopped, and it stays there.
    expect(detail.timeMs).to.equal(Math.round(el.elapsedMs));
    await aTimeout(30);
    expect(detail.timeMs).to.equal(Math.round(el.elapsedMs));
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.match(/^Solved in \d+:\d\d/);
    // A solved board takes no more digits.
    await type(el, last, '1');
    expect(el.value).to.equal(SOLUTION);
  });
});

describe('<sudoku-board> methods', () => {
  it('solve() fills the one solution and says it was revealed', async () => {
    const el = await board();
    const solved = oneEvent(el, 'sudoku-solved');
    const value = await el.solve();
    expect(value).to.equal(el.value);
    expect(findConflicts(toGrid(value!))).to.deep.equal([]);
    expect(value!.includes('.')).to.equal(false);
    [...EASY].forEach((c, i) => c !== '.' && expect(value![i]).to.equal(c));
    expect((await solved).detail.revealed).to.equal(true);
  });

  it('solve() of a puzzle with several solutions fills one of them, revealed; check() then finds nothing wrong', async () => {
    const open = EASY.slice(0, 20) + '.'.repeat(61);
    const el = await board(open);
    const solved = oneEvent(el, 'sudoku-solved');
    const value = await el.solve();
    expect(value).to.match(/^[1-9]{81}$/);
    expect(findConflicts(toGrid(value!))).to.deep.equal([]);
    [...open].forEach((c, i) => c !== '.' && expect(value![i]).to.equal(c));
    expect((await solved).detail.revealed).to.equal(true);
    expect((await el.check()).wrong).to.deep.equal([]);
  });

  it('solve() of a puzzle without a solution fires sudoku-error and changes nothing', async () => {
    // r1c1 can hold nothing: 1–8 in its row, 9 in its column.
    const el = await board('.12345678' + '9........' + '.'.repeat(63));
    const error = oneEvent(el, 'sudoku-error');
    expect(await el.solve()).to.equal(null);
    expect((await error).detail.code).to.equal('no-solution');
  });

  it('solve() leaves alone a puzzle that replaced the one it was solving', async () => {
    const el = await board();
    const events: string[] = [];
    el.addEventListener('sudoku-solved', () => events.push('solved'));
    el.addEventListener('sudoku-change', (e) => events.push(e.detail.reason));
    const solving = el.solve();
    // A new puzzle lands (Lit updates in a microtask) before the worker's answer (a message task) comes back.
    el.puzzle = OTHER;
    await el.updateComplete;
    expect(el.value).to.equal(OTHER);
    expect(await solving).to.equal(null);
    expect(el.value).to.equal(OTHER);
    expect(events).to.deep.equal([]);
  });

  it('check() judges the puzzle on the board when it replaced the one being checked', async () => {
    const el = await board();
    // A cell the new puzzle leaves blank, where the old solution has another digit: right now, wrong by the old one.
    const blank = [...OTHER].findIndex((c, i) => c === '.' && OTHER_SOLUTION[i] !== SOLUTION[i]);
    const checking = el.check();
    el.puzzle = OTHER;
    await el.updateComplete;
    el.value = OTHER.slice(0, blank) + OTHER_SOLUTION[blank] + OTHER.slice(blank + 1);
    expect(await checking).to.deep.equal({ wrong: [], complete: false });
    await el.updateComplete;
    expect(parts(cell(el, blank))).not.to.include('wrong');
  });

  it('hint() shows the next step, and a third hint() applies it', async () => {
    const el = await board();
    await el.hint(); // where to look (sudoku-board-hints.test.ts)
    const first = await el.hint();
    expect(first.applied).to.equal(false);
    expect(first.kind).to.equal('step');
    expect(first.cells.length).to.be.above(0);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.equal(first.text);
    expect(parts(cell(el, first.cells[0]))).to.include('hint');
    const applied = oneEvent(el, 'sudoku-hint');
    const second = await el.hint();
    expect(second.applied).to.equal(true);
    expect((await applied).detail.applied).to.equal(true);
    // Single steps place digits; every digit placed is the solution's.
    for (const { cell: c, digit } of second.step!.placements) {
      expect(el.value[c]).to.equal(String(digit));
      expect(SOLUTION[c]).to.equal(String(digit));
    }
  });

  it('hint() on a wrong digit points at it, and applying removes it', async () => {
    const el = await board();
    const blank = firstBlank(EASY);
    await type(el, blank, String(quietlyWrongDigit(blank)));
    const shown = await el.hint();
    expect(shown.kind).to.equal('wrong-entry');
    expect(shown.cells).to.deep.equal([blank]);
    expect((await el.hint()).text).to.match(/ is not /);
    await el.hint();
    expect(el.value[blank]).to.equal('.');
  });

  it('check() marks wrong digits until the next change', async () => {
    const el = await board();
    const blank = firstBlank(EASY);
    await type(el, blank, String(quietlyWrongDigit(blank)));
    const result = await el.check();
    await el.updateComplete;
    expect(result).to.deep.equal({ wrong: [blank], complete: false });
    expect(parts(cell(el, blank))).to.include('wrong');
    expect(cell(el, blank).getAttribute('aria-label')).to.match(/, wrong$/);
    await type(el, blank, 'Backspace');
    expect(parts(cell(el, blank))).not.to.include('wrong');
  });

  it('clear() removes the player’s digits and notes; undo() brings them back', async () => {
    const el = await board();
    await type(el, 0, '4');
    await el.fillNotes();
    await el.clear();
    expect(el.value).to.equal(EASY);
    expect(cell(el, 1).getAttribute('aria-label')).to.equal('row 1, column 2, empty');
    expect(await el.undo()).to.equal(true);
    expect(el.value[0]).to.equal('4');
    expect(cell(el, 1).getAttribute('aria-label')).to.match(/notes/);
  });

  it('generate() makes a unique puzzle at the requested level', async () => {
    const el = await board();
    const change = oneEvent(el, 'sudoku-change');
    const made = await el.generate({ difficulty: 'hard', seed: 5 });
    expect((await change).detail.reason).to.equal('new-game');
    expect(made.level).to.equal('hard');
    expect(el.getAttribute('difficulty')).to.equal('hard');
    expect(el.value).to.equal(made.puzzle);
    const givens = toGrid(made.puzzle);
    expect(solve(givens, { limit: 2 }).count).to.equal(1);
    expect(grade(givens).level).to.equal('hard');
  });

  it('a board without a puzzle makes one at its difficulty', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board difficulty="easy"></sudoku-board>`);
    const change = await oneEvent(el, 'sudoku-change');
    expect(change.detail.reason).to.equal('new-game');
    expect(solve(toGrid(el.value), { limit: 2 }).count).to.equal(1);
    expect(grade(toGrid(el.value)).level).to.equal('easy');
  });

  it('shows progress after 200 ms, and a new generate() cancels the previous one', async () => {
    const el = await board();
    // Takes hundreds of attempts to reach 'extreme': well over 300 ms.
    const slow = el.generate(SLOW_GENERATION);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.busy')).to.equal(null);
    await aTimeout(300);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.busy')!.textContent).to.contain('Making an extreme puzzle');
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-busy')).to.equal('true');
    const quick = el.generate({ difficulty: 'easy', seed: 1 });
    let error: unknown;
    await slow.catch((e: unknown) => (error = e));
    expect(isAbort(error)).to.equal(true);
    const made = await quick;
    expect(el.value).to.equal(made.puzzle);
    expect(el.shadowRoot!.querySelector('.busy')).to.equal(null);
  });

  it('counts the attempts as a generation goes on, showing a new count at most four times a second', async () => {
    const el = await board();
    const slow = el.generate(SLOW_GENERATION);
    await aTimeout(300);
    // Each new count re-renders the whole board (81 cells): at every attempt, that was a string of long tasks on a
    // phone. Read every 20 ms for up to 1.5 s (until the puzzle is made): a few counts, each higher than the last.
    const counts: number[] = [];
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < 1500) {
      await aTimeout(20);
      elapsed = performance.now() - started;
      const busy = el.shadowRoot!.querySelector('.busy');
      if (!busy) break;
      const count = Number(/tried (\d+)/.exec(busy.textContent ?? '')?.[1] ?? 0);
      if (count !== (counts.at(-1) ?? 0)) counts.push(count);
    }
    el.shadowRoot!.querySelector<HTMLButtonElement>('.busy button')?.click();
    await slow.catch(() => undefined);
    expect(counts.length, counts.join(', ')).to.be.at.most(2 + Math.ceil(elapsed / 250));
    expect(counts.length, `${counts.join(', ')} in ${elapsed} ms`).to.be.at.least(elapsed > 600 ? 2 : 1);
    expect(counts, 'rising').to.deep.equal([...counts].sort((a, b) => a - b));
  });

  it('the Cancel button stops a generation and keeps the game', async () => {
    const el = await board();
    const slow = el.generate(SLOW_GENERATION);
    await aTimeout(300);
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.busy button')!.click();
    let error: unknown;
    await slow.catch((e: unknown) => (error = e));
    expect(isAbort(error)).to.equal(true);
    expect(el.value).to.equal(EASY);
  });

  it('keeps the main thread free of long tasks while generating the hardest level', async () => {
    const el = await board();
    const long: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    await el.generate({ difficulty: 'extreme', seed: 2 });
    const took = performance.now() - started;
    await aTimeout(50);
    observer.disconnect();
    // The engine on the page would block for about the whole generation. On a loaded machine the page may still
    // have a stray long task of its own (rendering, GC), so the test allows some, but never half the time.
    const blocked = long.reduce((sum, d) => sum + d, 0);
    expect(blocked, `long tasks: ${long.join(', ')} ms in ${Math.round(took)} ms`).to.be.below(took / 2);
  });
});

describe('<sudoku-board> timer', () => {
  it('runs while the page is visible, and stops while it is hidden and then until resume()', async () => {
    const el = await board();
    await aTimeout(120);
    expect(el.elapsedMs).to.be.at.least(100);
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      const paused = el.elapsedMs;
      await aTimeout(150);
      expect(el.elapsedMs).to.equal(paused);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
      document.dispatchEvent(new Event('visibilitychange'));
    }
    // Shown again, the game stays paused (the grid hidden) until the player resumes it.
    const shown = el.elapsedMs;
    await aTimeout(60);
    expect(el.elapsedMs).to.equal(shown);
    el.resume();
    const resumed = el.elapsedMs;
    await aTimeout(60);
    expect(el.elapsedMs).to.be.above(resumed);
  });

  it('stops when the board is solved and runs again after undo() or clear() takes the solution back', async () => {
    const el = await board();
    const last = firstBlank(EASY);
    el.value = SOLUTION.slice(0, last) + '.' + SOLUTION.slice(last + 1);
    const expectRunning = async (running: boolean, when: string) => {
      const before = el.elapsedMs;
      await aTimeout(60);
      if (running) expect(el.elapsedMs - before, when).to.be.at.least(50);
      else expect(el.elapsedMs, when).to.equal(before);
    };
    await type(el, last, SOLUTION[last]);
    await expectRunning(false, 'solved');
    expect(await el.undo()).to.equal(true);
    await expectRunning(true, 'after undo');
    expect(await el.redo()).to.equal(true);
    await expectRunning(false, 'solved again by redo');
    await el.clear();
    await expectRunning(true, 'after clear');
  });
});

describe('<sudoku-board> forms', () => {
  it('submits its value under its name and resets to the givens', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><sudoku-board name="board" puzzle=${EASY}></sudoku-board><button>Send</button></form>`,
    );
    const el = form.querySelector('sudoku-board')!;
    expect(new FormData(form).get('board')).to.equal(EASY);
    await type(el, 0, '4');
    let submitted: FormDataEntryValue | null = null;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted = new FormData(form).get('board');
    });
    form.requestSubmit();
    expect(submitted).to.equal('4' + EASY.slice(1));
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal(EASY);
    expect(new FormData(form).get('board')).to.equal(EASY);
  });

  it('refuses a malformed value with sudoku-error, saying what and where, and keeps the game', async () => {
    const el = await board();
    await type(el, 0, '4');
    const kept = el.value;
    const badChar = kept.slice(0, 10) + 'x' + kept.slice(11);
    const givenChanged = kept.slice(0, 2) + '5' + kept.slice(3); // r1c3 is the given 3
    const cases: [string, RegExp][] = [
      [kept.slice(1), /80 characters/],
      [badChar, /'x'.*row 2, column 2/],
      [givenChanged, /row 1, column 3.*given 3/],
    ];
    const errors: SudokuErrorDetail[] = [];
    el.addEventListener('sudoku-error', (e) => errors.push(e.detail));
    for (const [value, says] of cases) {
      errors.length = 0;
      el.value = value;
      expect(errors, value).to.have.length(1);
      expect(errors[0].code, value).to.equal('bad-value');
      expect(errors[0].message, value).to.match(says);
      expect(el.value, value).to.equal(kept);
    }
  });

  it('a value that completes the board solves it, as the last digit typed would', async () => {
    const el = await board();
    await aTimeout(60);
    const solved: SudokuSolvedDetail[] = [];
    el.addEventListener('sudoku-solved', (e) => solved.push(e.detail));
    el.value = SOLUTION;
    expect(solved).to.have.length(1);
    const [detail] = solved;
    expect(detail).to.include({ value: SOLUTION, revealed: false });
    const stopped = el.elapsedMs;
    expect(detail.timeMs).to.equal(Math.round(stopped));
    await aTimeout(60);
    expect(el.elapsedMs, 'the clock stopped').to.equal(stopped);
    await type(el, firstBlank(EASY), 'Backspace');
    expect(el.value, 'a solved board takes no more edits').to.equal(SOLUTION);
    // Taking the solution back (a value with a blank again) starts the clock and play again.
    el.value = EASY;
    await aTimeout(60);
    expect(el.elapsedMs - stopped).to.be.at.least(50);
  });

  it('takes a value attribute on top of the puzzle', async () => {
    const value = '4' + EASY.slice(1);
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY} value=${value}></sudoku-board>`);
    expect(el.value).to.equal(value);
    expect(parts(cell(el, 0))).to.include('entry');
  });
});

/** A saved game of EASY as the board writes it, with `over` changed. */
const savedRecord = (over: Partial<SavedGame>): string =>
  JSON.stringify({
    ...{ version: 1, givens: EASY, values: EASY, notes: new Array(81).fill(0), moves: [], position: 0 },
    ...{ elapsedMs: 0, solved: false, ...over },
  });

describe('<sudoku-board> persistence', () => {
  it('restores digits, notes, undo history and time from localStorage', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await type(first, 0, '4');
    await tap(first, 1);
    cell(first, 1).focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Digit5' });
    await sendKeys({ up: 'Shift' });
    await first.undo(); // the note is undone, and can be redone after the reload
    await aTimeout(120); // play time the saved game must carry over
    first.remove();
    const savedMs = (JSON.parse(localStorage.getItem(key)!) as SavedGame).elapsedMs;
    expect(savedMs).to.be.at.least(100);

    const second = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    expect(second.value).to.equal('4' + EASY.slice(1));
    expect(cell(second, 2).getAttribute('aria-readonly')).to.equal('true');
    expect(await second.redo()).to.equal(true);
    await second.updateComplete;
    expect(cell(second, 1).getAttribute('aria-label')).to.equal('row 1, column 2, notes 5');
    expect(await second.undo()).to.equal(true);
    expect(await second.undo()).to.equal(true);
    expect(second.value).to.equal(EASY);
    expect(second.elapsedMs, 'the clock goes on from the saved time').to.be.at.least(savedMs);
    localStorage.removeItem(key);
  });

  it('shows the restored time on the clock and counts on from it', async () => {
    const key = freshKey();
    localStorage.setItem(key, savedRecord({ elapsedMs: 754_000 })); // 12:34
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(el.elapsedMs).to.be.at.least(754_000).and.below(755_000);
    expect(el.shadowRoot!.querySelector('[role="timer"]')!.textContent).to.equal('12:34');
    await aTimeout(60);
    expect(el.elapsedMs).to.be.above(754_000 + 50);
    localStorage.removeItem(key);
  });

  it('ignores a corrupt or foreign saved value without throwing', async () => {
    for (const junk of ['{nope', '"just a string"', '{"version":1,"givens":"1"}', 'null', '[1,2,3]']) {
      const key = freshKey();
      localStorage.setItem(key, junk);
      const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
      expect(el.value, junk).to.equal(EASY);
      localStorage.removeItem(key);
    }
  });

  it('keeps what is sound of a saved game whose moves change a given, or whose values contradict the givens', async () => {
    const entry = { cell: 0, before: { value: 0, notes: 0 }, after: { value: 4, notes: 0 } };
    // r1c3 holds the given 3: undoing this move would turn it into a 5.
    const onGiven = { cell: 2, before: { value: 5, notes: 0 }, after: { value: 3, notes: 0 } };
    const played = '4' + EASY.slice(1);
    const fine = savedRecord({ values: played, moves: [[entry]], position: 1 });
    const damaged = {
      'a move on a given': savedRecord({ values: played, moves: [[entry], [onGiven]], position: 2 }),
      'a move on a given, undone': savedRecord({ values: played, moves: [[entry], [onGiven]], position: 1 }),
      'a given overwritten in values': savedRecord({ values: '4.5' + EASY.slice(3) }),
    };
    expect(parseSavedGame(fine), 'a sound record is taken').not.to.equal(null);
    for (const [what, text] of Object.entries(damaged)) {
      const key = freshKey();
      localStorage.setItem(key, text);
      const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
      // The player's 4 stays and the givens win; the history that does not fit is left out, not replayed.
      expect(el.value, what).to.equal(played);
      expect(await el.undo(), `${what}: nothing to undo`).to.equal(false);
      expect(await el.redo(), `${what}: nothing to redo`).to.equal(false);
      expect(el.value, what).to.equal(played);
      localStorage.removeItem(key);
      localStorage.removeItem(`${key}:unreadable`);
    }
  });

  it('a saved game for another puzzle does not replace the puzzle attribute', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await type(first, 0, '4');
    first.remove();
    const other = '.'.repeat(80) + '1';
    const second = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${other}></sudoku-board>`);
    expect(second.value).to.equal(other);
    localStorage.removeItem(key);
  });
});
