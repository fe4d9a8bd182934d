// The Settings panel: what each setting does, that the player's choices are saved with the game and win over the
// page's attributes on the next load, and that a damaged saved setting is left out and reported.
import { expect, fixture, fixtureCleanup, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import {
  EASY,
  EASY_SOLUTION,
  cell,
  cells,
  firstBlank,
  freshKey,
  parts,
  quietlyWrongDigit,
  tap,
  type,
} from './sudoku-board-helpers.ts';

const shadow = (el: SudokuBoard): ShadowRoot => el.shadowRoot!;
const button = (el: SudokuBoard, name: string): HTMLButtonElement | undefined =>
  [...shadow(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === name);
const dialog = (el: SudokuBoard): HTMLDialogElement | null => shadow(el).querySelector('dialog');
/** Judging a digit may wait for the worker's solution: slow on a busy machine. */
const WORKER = { timeout: 10_000 };
const blanks = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));

async function openSettings(el: SudokuBoard): Promise<HTMLDialogElement> {
  button(el, 'Settings')!.click();
  await waitUntil(() => dialog(el)?.open, 'the Settings dialog opens');
  return dialog(el)!;
}

/** The panel's control whose label starts with `name`. */
function control<T extends HTMLInputElement | HTMLSelectElement>(el: SudokuBoard, name: string): T {
  const label = [...dialog(el)!.querySelectorAll('label')].find((l) => l.textContent!.trim().startsWith(name));
  expect(label, `a control labelled ${name}`).to.not.equal(undefined);
  return label!.querySelector<T>('input, select')!;
}

async function setOption(el: SudokuBoard, name: string, value: string): Promise<void> {
  const select = control<HTMLSelectElement>(el, name);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

async function check(el: SudokuBoard, name: string, on: boolean): Promise<void> {
  const box = control<HTMLInputElement>(el, name);
  if (box.checked !== on) box.click();
  await el.updateComplete;
}

async function closeSettings(el: SudokuBoard): Promise<void> {
  button(el, 'Done')!.click();
  await waitUntil(() => !dialog(el), 'the Settings dialog closes');
}

const stored = (key: string): Record<string, unknown> =>
  JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;

describe('<sudoku-board> Settings panel', () => {
  it('stops the clock while it is open, and starts it again when it closes', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await openSettings(el);
    const atOpen = el.elapsedMs;
    await new Promise((later) => setTimeout(later, 1500));
    // Without the pause this is ~1,500 ms; with it, nothing passes (a generous bound for a loaded machine).
    expect(el.elapsedMs - atOpen, 'no play time while Settings is open').to.be.below(400);
    await closeSettings(el);
    const atClose = el.elapsedMs;
    await waitUntil(() => el.elapsedMs - atClose >= 500, 'the clock runs again', { timeout: 5000 });
  });

  it('is a modal dialog named Settings, usable by keyboard: Esc closes it and the focus goes back', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const opener = button(el, 'Settings')!;
    expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
    opener.focus();
    const panel = await openSettings(el);
    expect(panel.matches(':modal')).to.equal(true);
    const title = shadow(el).getElementById(panel.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Settings');
    expect(panel.contains(shadow(el).activeElement), 'the focus is in the panel').to.equal(true);
    // Keys in the panel are not the board's: Space toggles a checkbox, a digit types nothing on the grid.
    await sendKeys({ press: '5' });
    expect(el.value).to.equal(EASY.replace(/0/g, '.'));
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(el), 'Esc closes the panel');
    expect(shadow(el).activeElement).to.equal(opener);
  });

  it('check as you go marks a wrong digit at once (not only a clash); without it nothing is marked', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    const [a, b] = blanks;
    await type(el, a, String(quietlyWrongDigit(a)));
    await el.updateComplete;
    expect(parts(cell(el, a))).to.not.include('wrong');
    await openSettings(el);
    await check(el, 'Check as you go', true);
    await closeSettings(el);
    expect(el.checkAsYouGo).to.equal(true);
    await type(el, b, String(quietlyWrongDigit(b)));
    await waitUntil(() => parts(cell(el, b)).includes('wrong'), 'the wrong digit is marked', WORKER);
    expect(cell(el, b).getAttribute('aria-label')).to.contain('wrong');
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.querySelectorAll('.conflict').length).to.equal(0);
    // A right digit is not marked.
    const c = blanks[2];
    await type(el, c, EASY_SOLUTION[c]);
    await el.updateComplete;
    expect(parts(cell(el, c))).to.not.include('wrong');
  });

  it('a mistake limit of 3 stops the game at the third mistake, with Continue and New puzzle', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await openSettings(el);
    await setOption(el, 'Mistake limit', '3');
    await closeSettings(el);
    expect(el.mistakeLimit).to.equal(3);
    const status = () => shadow(el).querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
    expect(status()).to.contain('Mistakes 0/3');
    for (const index of blanks.slice(0, 2)) await type(el, index, String(quietlyWrongDigit(index)));
    await waitUntil(() => status().includes('Mistakes 2/3'), 'two mistakes', WORKER);
    expect(button(el, 'Continue')).to.equal(undefined);
    const third = blanks[2];
    await type(el, third, String(quietlyWrongDigit(third)));
    await waitUntil(() => button(el, 'Continue'), 'the game stops', WORKER);
    expect(shadow(el).querySelector('.stopped')!.textContent).to.contain('3 mistakes');
    expect(button(el, 'New puzzle')).to.not.equal(undefined);
    await expect(el).to.be.accessible();
    // Stopped: no digit goes in, from keys or keypad.
    const blank = blanks[3];
    await type(el, blank, '1');
    expect(el.value[blank]).to.equal('.');
    button(el, 'Continue')!.click();
    await el.updateComplete;
    expect(button(el, 'Continue')).to.equal(undefined);
    await type(el, blank, String(quietlyWrongDigit(blank)));
    await waitUntil(() => status().includes('Mistakes 4/3'), 'four mistakes', WORKER);
    expect(button(el, 'Continue'), 'the limit stops a game once').to.equal(undefined);
  });

  it('a limit lowered to the mistakes made stops the game at the next one', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board mistake-limit="5" puzzle=${EASY}></sudoku-board>`);
    const status = () => shadow(el).querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
    for (const index of blanks.slice(0, 3)) await type(el, index, String(quietlyWrongDigit(index)));
    await waitUntil(() => status().includes('Mistakes 3/5'), 'three mistakes', WORKER);
    await openSettings(el);
    await setOption(el, 'Mistake limit', '3');
    await closeSettings(el);
    expect(button(el, 'Continue'), 'lowering the limit alone does not stop the game').to.equal(undefined);
    const fourth = blanks[3];
    await type(el, fourth, String(quietlyWrongDigit(fourth)));
    await waitUntil(() => button(el, 'Continue'), 'the next mistake stops the game', WORKER);
    expect(status()).to.contain('Mistakes 4/3');
  });

  it('a new game after the mistake limit stopped one runs its clock', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board mistake-limit="1" puzzle=${EASY}></sudoku-board>`);
    const first = blanks[0];
    await type(el, first, String(quietlyWrongDigit(first)));
    await waitUntil(() => button(el, 'Continue'), 'the game stops', WORKER);
    const stoppedAt = el.elapsedMs;
    await el.load(EASY);
    expect(button(el, 'Continue'), 'the new game is not stopped').to.equal(undefined);
    // The clock ticks every second: a generous wait for it to move, on a busy machine too.
    await waitUntil(() => el.elapsedMs > 0 && el.elapsedMs !== stoppedAt, 'the clock of the new game runs', {
      timeout: 8_000,
    });
  });

  it('turns the peer and same-digit highlights, the timer and digit-first input on and off', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const given = [...EASY].findIndex((c) => c !== '.');
    await tap(el, given);
    const marked = (part: string) => cells(el).filter((c) => parts(c).includes(part)).length;
    expect(marked('peer')).to.equal(20);
    expect(marked('same-digit')).to.be.above(0);
    await openSettings(el);
    await check(el, 'Highlight row, column and box', false);
    await check(el, 'Highlight the same digit', false);
    await check(el, 'Show the timer', false);
    await setOption(el, 'Input', 'digit-first');
    await closeSettings(el);
    expect(marked('peer')).to.equal(0);
    expect(marked('same-digit')).to.equal(0);
    expect(shadow(el).querySelector('.timer')).to.equal(null);
    expect(el.noPeerHighlight && el.noDigitHighlight && el.hideTimer).to.equal(true);
    expect(el.inputMode).to.equal('digit-first');
    expect(el.getAttribute('input-mode')).to.equal('digit-first');
  });

  it('is accessible (axe) while open, in a finished game too', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad mistake-limit="3" puzzle=${EASY}></sudoku-board>`);
    await openSettings(el);
    await expect(el).to.be.accessible();
    await closeSettings(el);
    await el.solve();
    await openSettings(el);
    await expect(el).to.be.accessible();
  });
});

describe('<sudoku-board> settings saved with the game', () => {
  afterEach(() => fixtureCleanup());

  it('come back after a reload, with the mistakes counted', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await openSettings(first);
    await check(first, 'Check as you go', true);
    await setOption(first, 'Mistake limit', '3');
    await check(first, 'Show the timer', false);
    await setOption(first, 'Input', 'digit-first');
    await closeSettings(first);
    const a = firstBlank(EASY);
    await type(first, a, String(quietlyWrongDigit(a)));
    await waitUntil(() => stored(key).mistakes === 1, 'the mistake is saved', WORKER);
    expect(stored(key).settings).to.deep.equal({
      checkAsYouGo: true,
      mistakeLimit: 3,
      hideTimer: true,
      inputMode: 'digit-first',
    });
    fixtureCleanup();

    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(again.checkAsYouGo).to.equal(true);
    expect(again.mistakeLimit).to.equal(3);
    expect(again.hideTimer).to.equal(true);
    expect(again.inputMode).to.equal('digit-first');
    expect(shadow(again).querySelector('.status')!.textContent).to.contain('Mistakes 1/3');
  });

  it('a game continued past the mistake limit comes back continued', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(
      html`<sudoku-board persist=${key} mistake-limit="1" puzzle=${EASY}></sudoku-board>`,
    );
    await type(first, blanks[0], String(quietlyWrongDigit(blanks[0])));
    await waitUntil(() => button(first, 'Continue'), 'the game stops', WORKER);
    button(first, 'Continue')!.click();
    await waitUntil(() => stored(key).mistakes === 1 && !stored(key).stopped, 'the game is saved going on', WORKER);
    fixtureCleanup();

    const again = await fixture<SudokuBoard>(
      html`<sudoku-board persist=${key} mistake-limit="1" puzzle=${EASY}></sudoku-board>`,
    );
    const status = () => shadow(again).querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
    expect(status()).to.contain('Mistakes 1/1');
    await type(again, blanks[1], String(quietlyWrongDigit(blanks[1])));
    await waitUntil(() => status().includes('Mistakes 2/1'), 'the mistake is counted', WORKER);
    expect(button(again, 'Continue'), 'the player chose to go on: the limit stops this game no more').to.equal(
      undefined,
    );
  });

  it("the player's choice wins over the page's attribute; a setting left alone follows the page", async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(
      html`<sudoku-board hide-timer persist=${key} puzzle=${EASY}></sudoku-board>`,
    );
    expect(shadow(first).querySelector('.timer')).to.equal(null);
    await openSettings(first);
    await check(first, 'Show the timer', true);
    await closeSettings(first);
    expect(shadow(first).querySelector('.timer')).to.not.equal(null);
    fixtureCleanup();

    const again = await fixture<SudokuBoard>(
      html`<sudoku-board hide-timer check-as-you-go persist=${key} puzzle=${EASY}></sudoku-board>`,
    );
    expect(again.hideTimer, "the player's choice").to.equal(false);
    expect(again.checkAsYouGo, "the page's, never changed by the player").to.equal(true);
  });

  it('an older record without settings loads as it is; a damaged setting is left out and reported', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    const a = firstBlank(EASY);
    await type(first, a, EASY_SOLUTION[a]);
    fixtureCleanup();
    const record = stored(key);
    expect(record).to.not.have.property('settings');

    const old = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(old.value[a]).to.equal(EASY_SOLUTION[a]);
    fixtureCleanup();

    localStorage.setItem(
      key,
      JSON.stringify({ ...record, settings: { checkAsYouGo: 'yes', hideTimer: true, fromTheFuture: 1 }, mistakes: -4 }),
    );
    const errors: string[] = [];
    const listen = (e: Event) => {
      const { code, message } = (e as CustomEvent<{ code: string; message: string }>).detail;
      errors.push(`${code}: ${message}`);
    };
    document.addEventListener('sudoku-error', listen);
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    document.removeEventListener('sudoku-error', listen);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^repaired-save: .*the setting checkAsYouGo.*the mistake count/);
    expect(el.checkAsYouGo).to.equal(false);
    expect(el.hideTimer, 'the sound setting is kept').to.equal(true);
    expect(el.value[a], 'and the game').to.equal(EASY_SOLUTION[a]);
  });

  it('ignores a mistake-limit that is no count', async () => {
    for (const limit of ['x', '-1', '2.5']) {
      const el = await fixture<SudokuBoard>(html`<sudoku-board mistake-limit=${limit} puzzle=${EASY}></sudoku-board>`);
      expect(el.mistakeLimit, limit).to.equal(0);
      expect(shadow(el).querySelector('.mistakes'), limit).to.equal(null);
    }
  });

  it("hides the panel's input events from the page", async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await openSettings(el);
    let heard = 0;
    el.addEventListener('input', () => heard++);
    const changed = oneEvent(control(el, 'Check as you go'), 'change');
    await check(el, 'Check as you go', true);
    await changed;
    expect(heard).to.equal(0);
  });
});
