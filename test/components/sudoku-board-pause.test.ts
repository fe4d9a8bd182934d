// Pause: the clock stops and the grid can't be read until Resume; the page being hidden pauses too.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, EASY_SOLUTION, cells, firstBlank, type } from './sudoku-board-helpers.ts';

const buttonNamed = (el: SudokuBoard, name: string): HTMLButtonElement | undefined =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name);
const live = (el: SudokuBoard) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;
const grid = (el: SudokuBoard) => el.shadowRoot!.querySelector<HTMLElement>('[role="grid"]')!;

async function keypadBoard(): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
  await el.updateComplete;
  return el;
}

/** Nothing of the game can be seen or heard in the grid: no digit, note or given in any cell's text or label. */
function expectUnreadable(el: SudokuBoard): void {
  for (const c of cells(el)) {
    expect(c.textContent!.trim(), 'cell text').to.equal('');
    expect(c.querySelector('[data-digit]')).to.equal(null);
    expect(c.getAttribute('aria-label')!.replace(/^row \d, column \d/, '')).to.not.match(/\d|given/);
  }
}

async function expectClock(el: SudokuBoard, running: boolean, when: string): Promise<void> {
  const before = el.elapsedMs;
  await aTimeout(80);
  if (running) expect(el.elapsedMs - before, when).to.be.at.least(60);
  else expect(el.elapsedMs, when).to.equal(before);
}

describe('<sudoku-board> Pause', () => {
  it('stops the clock and hides the digits until Resume, which shows them and restarts the clock', async () => {
    const el = await keypadBoard();
    const blank = firstBlank(EASY);
    await type(el, blank, EASY_SOLUTION[blank]);
    expect(buttonNamed(el, 'Resume')).to.equal(undefined);
    buttonNamed(el, 'Pause')!.click();
    await el.updateComplete;
    expect(el.paused).to.equal(true);
    expect(buttonNamed(el, 'Pause')).to.equal(undefined);
    const resume = buttonNamed(el, 'Resume')!;
    expect(el.shadowRoot!.activeElement).to.equal(resume);
    expect(live(el)).to.equal('Paused.');
    expect(el.shadowRoot!.querySelector('.frame')!.textContent).to.match(/Paused/);
    expectUnreadable(el);
    expect(grid(el).inert).to.equal(true);
    await expect(el).to.be.accessible();
    await expectClock(el, false, 'paused');
    // Nothing can be played meanwhile, from the keypad or the keyboard.
    const keys = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.keypad button')];
    expect(keys.every((k) => k.disabled)).to.equal(true);
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'z' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ press: 'h' });
    await el.updateComplete;
    expect(el.value[blank]).to.equal(EASY_SOLUTION[blank]);
    expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal('');

    resume.click();
    await el.updateComplete;
    expect(el.paused).to.equal(false);
    expect(grid(el).inert).to.equal(false);
    expect(cells(el)[blank].textContent!.trim()).to.equal(EASY_SOLUTION[blank]);
    expect(buttonNamed(el, 'Pause')).to.not.equal(undefined);
    await expectClock(el, true, 'resumed');
  });

  it('comes when the page is hidden, and stays when it is shown again until Resume', async () => {
    const el = await keypadBoard();
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(el.paused).to.equal(true);
    expectUnreadable(el);
    await expectClock(el, false, 'shown again');
    el.resume();
    await expectClock(el, true, 'resumed');
  });

  it('is not offered once the game is over', async () => {
    const el = await keypadBoard();
    await el.solve();
    await el.updateComplete;
    expect(buttonNamed(el, 'Pause')).to.equal(undefined);
    el.pause();
    expect(el.paused).to.equal(false);
  });
});

describe('<sudoku-board> paused screen', () => {
  it("sits inside the grid's frame, which stays whole (no frame-corner marks)", async () => {
    const el = await keypadBoard();
    el.pause();
    await el.updateComplete;
    const frame = grid(el).getBoundingClientRect();
    const border = parseFloat(getComputedStyle(grid(el)).borderTopWidth);
    const screen = el.shadowRoot!.querySelector('.idle.paused')!.getBoundingClientRect();
    expect(border).to.be.greaterThan(0);
    // Inside the frame's border on every side: the frame is drawn whole around it, corners included.
    expect(screen.left, 'left').to.be.at.least(frame.left + border - 0.5);
    expect(screen.top, 'top').to.be.at.least(frame.top + border - 0.5);
    expect(screen.right, 'right').to.be.at.most(frame.right - border + 0.5);
    expect(screen.bottom, 'bottom').to.be.at.most(frame.bottom - border + 0.5);
  });
});

describe('<sudoku-board> hide-timer', () => {
  it('hides the time, which still counts', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board hide-timer puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    expect(el.hideTimer).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="timer"]')).to.equal(null);
    await expectClock(el, true, 'hidden timer');
    el.hideTimer = false;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="timer"]')).to.not.equal(null);
  });
});

describe('<sudoku-board> clock', () => {
  /** The seconds the status line shows ("1:07" is 67). */
  const shownSeconds = (el: SudokuBoard): number => {
    const [minutes, seconds] = el.shadowRoot!.querySelector('[role="timer"]')!.textContent!.trim().split(':');
    return Number(minutes) * 60 + Number(seconds);
  };

  it('shows the time played, not up to a second behind it, also after a pause', async function () {
    this.timeout(20_000);
    const el = await keypadBoard();
    const behind: string[] = [];
    /** Samples at moments spread over the second; a sample just after a second ended may be a tick away. */
    const sample = async (count: number): Promise<void> => {
      for (let i = 0; i < count; i++) {
        await aTimeout(370);
        await el.updateComplete;
        const elapsed = el.elapsedMs;
        const shown = shownSeconds(el);
        if (shown !== Math.floor(elapsed / 1000) && elapsed % 1000 > 200) behind.push(`${shown} s at ${elapsed} ms`);
      }
    };
    await sample(8);
    el.pause();
    await aTimeout(430);
    el.resume();
    await sample(8);
    expect(behind, 'shown times not the time played').to.deep.equal([]);
  });
});
