// The board fits its screen and follows its page: sizes at a laptop, a phone upright and a phone on its side, touch
// targets and note sizes, the page's colour scheme over the OS's, `theme`, and highlights that can be told apart.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, cell, tap } from './sudoku-board-helpers.ts';

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
  { width: 667, height: 375 },
] as const;

const box = (el: Element): DOMRect => el.getBoundingClientRect();
const part = (el: SudokuBoard, selector: string): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(selector)!;

/** A page that holds only the board, as a site owner would embed it. */
async function barePage(attributes = ''): Promise<SudokuBoard> {
  document.body.style.margin = '8px';
  const host = await fixture<HTMLElement>(html`<main><sudoku-board keypad puzzle=${EASY}></sudoku-board></main>`);
  const el = host.querySelector('sudoku-board')!;
  if (attributes) el.setAttribute('theme', attributes);
  await el.updateComplete;
  return el;
}

/** WCAG relative luminance of a computed `rgb(…)` colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const background = (element: Element): string => getComputedStyle(element).backgroundColor;

afterEach(async () => {
  document.documentElement.style.colorScheme = '';
  document.body.style.margin = '';
  await emulateMedia({ colorScheme: 'light' });
  await setViewport({ width: 800, height: 600 });
});

describe('<sudoku-board> fits the screen', () => {
  for (const viewport of VIEWPORTS) {
    it(`nothing scrolls at ${viewport.width}×${viewport.height}, and the keypad is on screen`, async () => {
      await setViewport(viewport);
      const el = await barePage();
      const page = document.scrollingElement!;
      expect(page.scrollHeight, 'page height').to.be.at.most(innerHeight);
      expect(page.scrollWidth, 'page width').to.be.at.most(innerWidth);
      expect(box(part(el, '.keypad')).bottom).to.be.at.most(innerHeight);
      expect(box(part(el, '.grid')).width).to.be.at.least(240);
    });
  }

  it('puts the keypad beside the grid on a phone held sideways', async () => {
    await setViewport({ width: 667, height: 375 });
    const el = await barePage();
    expect(box(part(el, '.keypad')).left).to.be.at.least(box(part(el, '.grid')).right);
  });

  it('keeps the keypad under the grid on a phone held upright', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await barePage();
    expect(box(part(el, '.keypad')).top).to.be.at.least(box(part(el, '.grid')).bottom);
  });

  for (const phone of [
    { width: 375, height: 667 },
    { width: 360, height: 640 },
  ]) {
    it(`puts the nine digit keys in one row right under the grid on a phone, ${phone.width}×${phone.height}`, async () => {
      await setViewport(phone);
      const el = await barePage();
      const keys = [...el.shadowRoot!.querySelectorAll('.key')].map(box);
      expect(new Set(keys.map((key) => Math.round(key.top))).size, 'rows of digit keys').to.equal(1);
      // The keypad is the next thing under the grid: no empty message line between them.
      expect(box(part(el, '.keypad')).top - box(part(el, '.grid')).bottom, 'gap').to.be.within(0, 16);
      expect(keys.at(-1)!.right, 'inside the board').to.be.at.most(box(el).right + 0.5);
    });
  }

  it('gives every control at least 44×44 px (digit keys 36×44), notes and key counts 12 px, on a phone', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await barePage();
    for (const button of el.shadowRoot!.querySelectorAll('button')) {
      const { width, height } = box(button);
      // A digit key in the row of nine is at least 36 px wide: WCAG 2.5.8 asks 24 px (AA); every other control, and
      // every key's height, keeps the 44 px of 2.5.5 (AAA).
      const wide = button.classList.contains('key') ? 36 : 44;
      expect(width, button.textContent!.trim()).to.be.at.least(wide);
      expect(height, button.textContent!.trim()).to.be.at.least(44);
    }
    await el.fillNotes();
    await el.updateComplete;
    const notes = part(el, '.notes');
    expect(parseFloat(getComputedStyle(notes).fontSize), 'notes').to.be.at.least(12);
    // How many of a digit are left, under it on its key: read at a glance, so as large as the notes.
    const count = part(el, '.key small');
    expect(parseFloat(getComputedStyle(count).fontSize), 'key count').to.be.at.least(12);
  });

  it("shows every keypad button's words whole at any board width, in every language", async () => {
    await setViewport({ width: 1366, height: 900 });
    const host = await fixture<HTMLElement>(html`<div><sudoku-board keypad puzzle=${EASY}></sudoku-board></div>`);
    const el = host.querySelector('sudoku-board')!;
    for (const lang of ['en', 'de', 'fr', 'es']) {
      el.setAttribute('lang', lang);
      // From a phone's board to a laptop's, past each width where the keypad changes its labels.
      for (let width = 280; width <= 900; width += 20) {
        host.style.inlineSize = `${width}px`;
        await el.updateComplete;
        await new Promise((settle) => requestAnimationFrame(() => requestAnimationFrame(settle)));
        for (const button of el.shadowRoot!.querySelectorAll<HTMLElement>('.actions button')) {
          const name = `${lang}, ${width} px: "${button.textContent!.replace(/\s+/g, ' ').trim()}"`;
          expect(button.scrollWidth, name).to.be.at.most(button.clientWidth + 1);
        }
      }
    }
  });
});

describe('<sudoku-board> follows its page', () => {
  const light = (colour: string) => expect(luminance(colour), colour).to.be.above(0.5);
  const dark = (colour: string) => expect(luminance(colour), colour).to.be.below(0.1);
  const plainCell = (el: SudokuBoard) => cell(el, 80);

  it('is light on a light page under a dark OS', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    document.documentElement.style.colorScheme = 'light';
    light(background(plainCell(await barePage())));
  });

  it('is dark on a dark page under a light OS', async () => {
    document.documentElement.style.colorScheme = 'dark';
    dark(background(plainCell(await barePage())));
  });

  it('follows the OS on a page that offers both schemes', async () => {
    document.documentElement.style.colorScheme = 'light dark';
    await emulateMedia({ colorScheme: 'dark' });
    dark(background(plainCell(await barePage())));
  });

  it('theme="dark" and theme="light" force a scheme; theme="auto" follows the OS', async () => {
    document.documentElement.style.colorScheme = 'light';
    dark(background(plainCell(await barePage('dark'))));
    document.documentElement.style.colorScheme = 'dark';
    light(background(plainCell(await barePage('light'))));
    await emulateMedia({ colorScheme: 'dark' });
    document.documentElement.style.colorScheme = 'light';
    dark(background(plainCell(await barePage('auto'))));
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has highlights that stand apart from a plain cell (${scheme})`, async () => {
      document.documentElement.style.colorScheme = scheme;
      const el = await barePage();
      await tap(el, 2); // r1c3 holds a 3: its row, column and box are peers, other 3s are equal digits
      const plain = background(plainCell(el));
      const selected = background(cell(el, 2));
      const peer = background(cell(el, 0));
      const same = el.shadowRoot!.querySelector('.cell.same-digit:not(.selected)')!;
      expect(contrast(peer, plain), 'peer').to.be.at.least(1.25);
      expect(contrast(background(same), plain), 'same digit').to.be.at.least(1.5);
      expect(contrast(selected, plain), 'selected').to.be.at.least(1.8);
      const digit = getComputedStyle(cell(el, 2)).color;
      expect(contrast(digit, selected), 'digit on the selected cell').to.be.at.least(4.5);
    });

    it(`passes axe on a ${scheme} page under the other OS scheme`, async () => {
      await emulateMedia({ colorScheme: scheme === 'light' ? 'dark' : 'light' });
      document.documentElement.style.colorScheme = scheme;
      document.body.style.background = scheme === 'light' ? '#fff' : '#0b0f17';
      const el = await barePage();
      await tap(el, 0);
      await expect(el).to.be.accessible();
      document.body.style.background = '';
    });
  }
});
