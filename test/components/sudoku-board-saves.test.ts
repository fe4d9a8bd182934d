/**
 * No game lost under `persist`: boards on one key (tabs, windows, a popup, two boards in a page) never write over a
 * newer save and follow each other; a record that can't be used is kept aside and reported; a damaged one keeps what
 * is sound; a tampered solution is not trusted; a game in play that another replaces comes back with Undo.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { GameStorage, SudokuBoard, SudokuChangeDetail, SudokuErrorDetail } from '../../src/components/index.ts';
import { parseSavedGame, type SavedGame } from '../../src/play/persistence.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { EASY, cell, freshKey, tap } from './sudoku-board-helpers.ts';

const toGrid = (line: string) => [...line].map((c) => (c === '.' ? 0 : Number(c)));
const SOLUTION = solve(toGrid(EASY)).solution!.join('');
const blanks = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));
const OTHER = '2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3';

/** Types the solution's digit into the `n`th blank cell. */
async function play(el: SudokuBoard, n: number): Promise<void> {
  const index = blanks[n];
  await tap(el, index);
  cell(el, index).focus();
  await sendKeys({ press: SOLUTION[index] });
  await el.updateComplete;
}

const stored = (key: string): SavedGame => JSON.parse(localStorage.getItem(key)!) as SavedGame;
const digitsOf = (value: string): number => [...value].filter((c, i) => c !== '.' && EASY[i] === '.').length;

const record = (over: Record<string, unknown>): string =>
  JSON.stringify({
    ...{ version: 1, givens: EASY, values: EASY, notes: new Array(81).fill(0), moves: [], position: 0 },
    ...{ elapsedMs: 0, solved: false, ...over },
  });

function errorsOf(el: SudokuBoard): SudokuErrorDetail[] {
  const seen: SudokuErrorDetail[] = [];
  el.addEventListener('sudoku-error', (e) => seen.push(e.detail));
  return seen;
}

/**
 * A tab's view of localStorage as Chromium gives it to each tab's process: the tab reads its own copy, which other
 * tabs' saves reach only when `arrive` is called (late, for a tab in the background), with their storage event.
 */
interface Tab {
  storage: GameStorage;
  /** Other tabs' saves reach this tab's copy, and its storage event fires. */
  arrive(): void;
}

function tabsOn(key: string): () => Tab {
  const all: Tab[] = [];
  return () => {
    let copy = localStorage.getItem(key);
    const watchers = new Set<() => void>();
    const tab: Tab = {
      storage: {
        getItem: (k) => (k === key ? copy : localStorage.getItem(k)),
        setItem: (k, text) => {
          localStorage.setItem(k, text);
          if (k === key) copy = text;
        },
        watch: (_k, onChange) => {
          watchers.add(onChange);
          return () => watchers.delete(onChange);
        },
      },
      arrive: () => {
        copy = localStorage.getItem(key);
        for (const watcher of [...watchers]) watcher();
      },
    };
    all.push(tab);
    return tab;
  };
}

describe('<sudoku-board> boards on one save key', () => {
  it('saves every move made while the saved-game reader is still loading, once persist is set', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await play(el, 0);
    expect(localStorage.getItem(key)).to.equal(null);
    el.persist = key;
    await play(el, 1);
    await el.updateComplete;
    expect(digitsOf(stored(key).values)).to.equal(2);
    expect(stored(key).values).to.equal(el.value);
  });

  it('follow each other, so a board brought back to the front never writes back an older game', async () => {
    const key = freshKey();
    const a = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    for (let n = 0; n < 3; n++) await play(a, n);
    const b = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(digitsOf(b.value)).to.equal(3);
    const synced = oneEvent(b, 'sudoku-change');
    for (let n = 3; n < 8; n++) await play(a, n);
    expect(((await synced) as CustomEvent<SudokuChangeDetail>).detail.reason).to.equal('sync');
    await b.updateComplete;
    expect(b.value, 'B shows A’s moves').to.equal(a.value);
    // B saves (its clock, or a move): the store keeps all 8 of A's moves, and B's own goes on top.
    await play(b, 8);
    expect(digitsOf(stored(key).values)).to.equal(9);
    await a.updateComplete;
    expect(a.value, 'A follows B in turn').to.equal(b.value);
    localStorage.removeItem(key);
  });

  it('never writes over a newer save it has not heard of, and says the board moved to it', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await play(el, 0);
    // Another tab saved 5 moves (revision far ahead) and its storage event has not arrived yet.
    const theirs = [0, 1, 2, 3, 4].reduce(
      (v, n) => v.slice(0, blanks[n]) + SOLUTION[blanks[n]] + v.slice(blanks[n] + 1),
      EASY,
    );
    localStorage.setItem(key, record({ values: theirs, revision: 99 }));
    const errors = errorsOf(el);
    await play(el, 10);
    expect(stored(key).values, 'the newer save is still there').to.equal(theirs);
    expect(el.value).to.equal(theirs);
    expect(errors.map((e) => e.code)).to.deep.equal(['out-of-date']);
    localStorage.removeItem(key);
  });

  it('issue 25: a tab writing back the older game it still shows does not cost the newest its moves', async () => {
    // Tab A plays 3 moves; tab B opens; A plays 5 more, which B's copy of the storage has not yet got (B is in the
    // background); B is brought to the front and its clock saves; both close. A reopened page showed only 3 moves.
    const key = freshKey();
    const tab = tabsOn(key);
    const [tabA, tabB] = [tab(), tab()];
    const a = await fixture<SudokuBoard>(
      html`<sudoku-board persist=${key} puzzle=${EASY} .storage=${tabA.storage}></sudoku-board>`,
    );
    for (let n = 0; n < 3; n++) await play(a, n);
    tabB.arrive();
    const b = await fixture<SudokuBoard>(
      html`<sudoku-board persist=${key} puzzle=${EASY} .storage=${tabB.storage}></sudoku-board>`,
    );
    expect(digitsOf(b.value)).to.equal(3);
    tabA.arrive();
    for (let n = 3; n < 8; n++) await play(a, n);
    expect(digitsOf(stored(key).values)).to.equal(8);
    // B's clock saves (as it does every 5 s of play; pausing saves at once) the game its copy still shows.
    b.pause();
    await b.updateComplete;
    expect(digitsOf(stored(key).values), 'B wrote its older game back').to.equal(3);
    // A hears of it and puts the newest game back; B's copy catches up and B follows.
    tabA.arrive();
    await a.updateComplete;
    expect(digitsOf(stored(key).values), 'A put the newest game back').to.equal(8);
    tabB.arrive();
    await b.updateComplete;
    expect(b.value, 'B follows A').to.equal(a.value);
    // Both tabs close (a closed tab saves nothing more); the page opened again shows all 8 moves.
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(digitsOf(again.value)).to.equal(8);
    expect(again.value).to.equal(a.value);
    localStorage.removeItem(key);
  });

  it('keeps a move made just after another tab saved the same game (on opening), before its event came', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await play(el, 0);
    // Another tab opened and saved the same game (its own clock, a higher revision); its storage event is late.
    const theirs = stored(key);
    localStorage.setItem(key, JSON.stringify({ ...theirs, revision: theirs.revision! + 1, elapsedMs: 1000 }));
    const errors = errorsOf(el);
    await play(el, 1);
    expect(digitsOf(el.value), 'the move is on the board').to.equal(2);
    expect(digitsOf(stored(key).values), 'and saved').to.equal(2);
    expect(errors.map((e) => e.code)).to.deep.equal([]);
    localStorage.removeItem(key);
  });

  it('reads the saved game again when its page is shown or focused, whatever storage events it missed', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await play(el, 0);
    const revision = stored(key).revision!;
    const save = (n: number) =>
      localStorage.setItem(
        key,
        record({
          values: EASY.slice(0, blanks[n]) + SOLUTION[blanks[n]] + EASY.slice(blanks[n] + 1),
          revision: revision + n,
        }),
      );
    // Another tab saved while this one was in the background, and no storage event came.
    save(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(digitsOf(el.value)).to.equal(1);
    expect(el.value[blanks[1]], 'shown: the board follows').to.equal(SOLUTION[blanks[1]]);
    save(2);
    window.dispatchEvent(new FocusEvent('focus'));
    await el.updateComplete;
    expect(el.value[blanks[2]], 'focused: the board follows').to.equal(SOLUTION[blanks[2]]);
    localStorage.removeItem(key);
  });

  it('follows a save another tab announces with a storage event', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await play(el, 0);
    const theirs = EASY.slice(0, blanks[1]) + SOLUTION[blanks[1]] + EASY.slice(blanks[1] + 1);
    localStorage.setItem(key, record({ values: theirs, revision: stored(key).revision! + 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    await waitUntil(() => el.value === theirs, 'the board did not follow the other tab');
    localStorage.removeItem(key);
  });
});

describe('<sudoku-board> saved records it cannot use whole', () => {
  it('keeps an unreadable record aside and says so, with its own code', async () => {
    const records = {
      'a newer build': record({ version: 2 }),
      'not JSON': '{nope',
      'no puzzle': record({ givens: 'x' }),
    };
    for (const [what, text] of Object.entries(records)) {
      const key = freshKey();
      localStorage.setItem(key, text);
      const errors: SudokuErrorDetail[] = [];
      const listen = (e: Event) => errors.push((e as CustomEvent<SudokuErrorDetail>).detail);
      document.addEventListener('sudoku-error', listen);
      const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
      document.removeEventListener('sudoku-error', listen);
      expect(el.value, what).to.equal(EASY);
      expect(
        errors.map((e) => e.code),
        what,
      ).to.deep.equal(['unreadable-save']);
      expect(errors[0].message, what).to.contain(`${key}:unreadable`);
      expect(localStorage.getItem(`${key}:unreadable`), `${what}: kept aside as it was`).to.equal(text);
      localStorage.removeItem(key);
      localStorage.removeItem(`${key}:unreadable`);
    }
  });

  it('keeps what is valid of a record with one bad field, and names what it left out', async () => {
    const key = freshKey();
    const notes = new Array(81).fill(0);
    notes[blanks[0]] = 0b11; // 1 and 2
    notes[blanks[1]] = 'x';
    const values = EASY.slice(0, blanks[2]) + SOLUTION[blanks[2]] + EASY.slice(blanks[2] + 1);
    const text = record({ values, notes, position: 7, elapsedMs: 65_000 });
    localStorage.setItem(key, text);
    const errors: SudokuErrorDetail[] = [];
    const listen = (e: Event) => errors.push((e as CustomEvent<SudokuErrorDetail>).detail);
    document.addEventListener('sudoku-error', listen);
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    document.removeEventListener('sudoku-error', listen);
    expect(el.value, 'the digit is kept').to.equal(values);
    expect(el.elapsedMs, 'the time is kept').to.be.at.least(65_000);
    expect(cell(el, blanks[0]).getAttribute('aria-label'), 'the sound note is kept').to.contain('notes 1 2');
    expect(errors.map((e) => e.code)).to.deep.equal(['repaired-save']);
    expect(errors[0].message).to.contain('the notes of r1c2').and.contain('the undo history');
    expect(localStorage.getItem(`${key}:unreadable`)).to.equal(text);
    localStorage.removeItem(key);
    localStorage.removeItem(`${key}:unreadable`);
  });

  it('does not trust a saved solution that breaks the rules or the givens', () => {
    const wrong = [...SOLUTION];
    [wrong[blanks[0]], wrong[blanks[1]]] = [wrong[blanks[1]], wrong[blanks[0]]];
    expect(parseSavedGame(record({ solution: SOLUTION }))!.solution).to.equal(SOLUTION);
    expect(parseSavedGame(record({ solution: wrong.join('') }))!.solution, 'a clash').to.equal(undefined);
    expect(parseSavedGame(record({ solution: SOLUTION.replace(/^./, 'x') }))!.solution).to.equal(undefined);
    // A given the solution does not keep (another puzzle's solution, or an edited one).
    const i = blanks[0];
    const otherDigit = SOLUTION[i] === '9' ? '8' : '9';
    const givens = EASY.slice(0, i) + otherDigit + EASY.slice(i + 1);
    expect(parseSavedGame(record({ givens, values: givens, solution: SOLUTION }))!.solution).to.equal(undefined);
  });
});

describe('<sudoku-board> a replaced game comes back', () => {
  it('after a puzzle attribute other than the saved game: Undo brings the saved game back', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await play(first, 0);
    const played = first.value;
    first.remove();
    const second = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${OTHER}></sudoku-board>`);
    expect(second.givens).to.equal(OTHER);
    expect(await second.undo()).to.equal(true);
    expect(second.value).to.equal(played);
    expect(stored(key).values, 'and it is saved again').to.equal(played);
    localStorage.removeItem(key);
  });

  it('after form.reset() and after generate(): Undo brings the player’s digits back', async () => {
    const key = freshKey();
    const form = await fixture<HTMLFormElement>(
      html`<form><sudoku-board name="s" persist=${key} puzzle=${EASY}></sudoku-board></form>`,
    );
    const el = form.querySelector('sudoku-board')!;
    await play(el, 0);
    await play(el, 1);
    const played = el.value;
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal(EASY);
    expect(await el.undo()).to.equal(true);
    expect(el.value).to.equal(played);

    await el.generate({ difficulty: 'easy', seed: 3 });
    expect(el.givens).not.to.equal(EASY);
    expect(await el.undo()).to.equal(true);
    expect(el.value).to.equal(played);
    localStorage.removeItem(key);
  });

  it('takes the same puzzle text again after generate() replaced it', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await el.generate({ difficulty: 'easy', seed: 4 });
    expect(el.givens).not.to.equal(EASY);
    el.puzzle = EASY;
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
  });
});
