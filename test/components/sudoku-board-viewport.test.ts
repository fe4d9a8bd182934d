// The board is never taller than the screen (§1.5 of issue 27), whatever stands above it on the page: once the page is
// scrolled to the board, its status line, grid, message and keypad are all in view. The grid gives way: it shrinks to
// leave room for the rest as drawn (a wrapped status line, a longer language, the colour palette), not as estimated.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY } from './sudoku-board-helpers.ts';

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
  { width: 667, height: 375 },
  { width: 360, height: 640 },
] as const;

const box = (el: SudokuBoard, selector: string): DOMRect =>
  el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();

/** A page with a heading above the board, as a site puts one. */
async function underHeading(lang: string, attributes: Record<string, string> = {}): Promise<SudokuBoard> {
  document.body.style.margin = '8px';
  const host = await fixture<HTMLElement>(
    html`<main>
      <h1>Sudoku</h1>
      <sudoku-board keypad lang=${lang} puzzle=${EASY}></sudoku-board>
    </main>`,
  );
  const el = host.querySelector('sudoku-board')!;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await el.updateComplete;
  // The keypad's own module and the words of the language come after the first render.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await el.updateComplete;
  return el;
}

/** Everything the player needs lies inside the window once the page is scrolled to the board's top. */
function allInView(el: SudokuBoard, what: string): void {
  el.scrollIntoView({ block: 'start' });
  expect(el.getBoundingClientRect().height, `${what}: the board's height`).to.be.at.most(innerHeight);
  for (const part of ['.status', '.grid', '.message', '.keypad']) {
    const { top, bottom } = box(el, part);
    expect(top, `${what}: ${part} top`).to.be.at.least(-0.5);
    expect(bottom, `${what}: ${part} bottom`).to.be.at.most(innerHeight + 0.5);
  }
  // The grid takes its height from what is left: it stays a square, clear of the status line and the keypad.
  const grid = box(el, '.grid');
  expect(grid.width, `${what}: the grid's size`).to.be.at.least(240);
  expect(Math.abs(grid.width - grid.height), `${what}: a square grid`).to.be.below(1);
  for (const part of ['.status', '.keypad']) {
    const other = box(el, part);
    const apart = other.top >= grid.bottom - 0.5 || other.bottom <= grid.top + 0.5 || other.left >= grid.right - 0.5;
    expect(apart, `${what}: ${part} clear of the grid`).to.equal(true);
  }
}

afterEach(async () => {
  document.body.style.margin = '';
  document.body.style.font = '';
  document.documentElement.scrollTop = 0;
  await setViewport({ width: 800, height: 600 });
});

describe('<sudoku-board> is never taller than the screen', () => {
  for (const viewport of VIEWPORTS) {
    it(`under a heading at ${viewport.width}×${viewport.height}, in English and German, with the palette`, async () => {
      await setViewport(viewport);
      allInView(await underHeading('en'), 'en');
      allInView(await underHeading('de'), 'de');
      allInView(await underHeading('en', { 'color-palette': '' }), 'palette');
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`under a heading at the page's top, all in view without scrolling, ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await underHeading('en');
      document.documentElement.scrollTop = 0;
      expect(el.getBoundingClientRect().top, 'the heading is above the board').to.be.above(30);
      for (const part of ['.status', '.grid', '.keypad']) {
        expect(box(el, part).bottom, `${part} bottom`).to.be.at.most(innerHeight + 0.5);
      }
      expect(box(el, '.grid').width, "the grid's size").to.be.at.least(240);
    });
  }

  it('further down the page, takes the whole window once scrolled to', async () => {
    await setViewport({ width: 1366, height: 768 });
    const host = await fixture<HTMLElement>(
      html`<main>
        <h1>Sudoku</h1>
        <p style="block-size: 900px">A long introduction.</p>
        <sudoku-board keypad puzzle=${EASY}></sudoku-board>
      </main>`,
    );
    const el = host.querySelector('sudoku-board')!;
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 100));
    allInView(el, 'far down');
    expect(box(el, '.grid').height, 'the grid as tall as the window allows').to.be.above(innerHeight - 40);
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1366, height: 768 },
  ]) {
    it(`keeps a hint's legend under the grid and off the keypad, ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await underHeading('de');
      await el.hint();
      await el.hint(); // tier 2: the step drawn over the grid, its legend under it
      await el.updateComplete;
      const legend = box(el, '.hint-legend');
      expect(legend.top, 'under the grid').to.be.at.least(box(el, '.grid').bottom - 0.5);
      const keypad = box(el, '.keypad');
      const clear = legend.bottom <= keypad.top + 0.5 || legend.right <= keypad.left + 0.5;
      expect(clear, 'the legend off the keypad').to.equal(true);
      expect(legend.bottom, 'the legend inside the board').to.be.at.most(el.getBoundingClientRect().bottom + 0.5);
      allInView(el, 'hint');
    });
  }

  it('fits the height a site gives it in --sudoku-height', async () => {
    await setViewport({ width: 1366, height: 768 });
    const el = await underHeading('en');
    el.style.setProperty('--sudoku-height', '480px');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.getBoundingClientRect().height).to.be.at.most(480);
    const keypad = box(el, '.keypad');
    expect(keypad.bottom - el.getBoundingClientRect().top, 'the keypad inside the board').to.be.at.most(480.5);
    expect(box(el, '.grid').width).to.be.at.least(240);
  });
});

describe('<sudoku-board> puts the keypad beside the grid wherever its box is wider than tall', () => {
  const beside = (el: SudokuBoard) => box(el, '.keypad').left >= box(el, '.grid').right;
  const under = (el: SudokuBoard) => box(el, '.keypad').top >= box(el, '.grid').bottom;

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 667, height: 375 },
    { width: 1180, height: 820 },
  ]) {
    it(`beside on a page that gives it the width, ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await underHeading('en');
      expect(beside(el), 'keypad beside the grid').to.equal(true);
      // The column beside the grid holds the status line's level, clock, New game, Pause and Settings in one row, in
      // a page's usual sans-serif, also where the grid is at its tallest: the board at the page's top.
      document.body.style.font = '16px system-ui, sans-serif';
      const atTop = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const board of [el, atTop]) {
        const buttons = [...board.shadowRoot!.querySelectorAll('.status button')].map((b) => b.getBoundingClientRect());
        expect(new Set(buttons.map((b) => Math.round(b.top))).size, 'the status line in one row').to.equal(1);
      }
      // The grid is about as tall as the board may be: the window less the heading above it, the page's margins and a
      // scrollbar's width.
      document.documentElement.scrollTop = 0;
      expect(box(el, '.grid').height).to.be.at.least((innerHeight - el.getBoundingClientRect().top) * 0.9);
      allInView(el, 'beside');
    });
  }

  it('under the grid where the box is taller than wide: a tablet upright, a narrow column, the popup', async () => {
    await setViewport({ width: 820, height: 1180 });
    expect(under(await underHeading('en')), 'tablet').to.equal(true);
    await setViewport({ width: 1366, height: 768 });
    const column = await underHeading('en');
    column.style.inlineSize = '560px';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(under(column), 'a 560 px column').to.equal(true);
    // The popup's board: 328 px wide in 584 px of height.
    column.style.inlineSize = '328px';
    column.style.setProperty('--sudoku-height', '584px');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(under(column), 'the popup').to.equal(true);
  });
});

describe('<sudoku-board> lets a swipe off the grid scroll the page', () => {
  /** What a touch that starts on the element may do: only the grid (a drag there selects cells) claims it. */
  const pansVertically = (element: Element): boolean => {
    const value = getComputedStyle(element).touchAction;
    return value === 'auto' || value === 'manipulation' || value.includes('pan-y');
  };

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 667, height: 375 },
  ]) {
    it(`only the grid claims touch gestures, ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await underHeading('en', { 'color-palette': '' });
      expect(pansVertically(el), 'the host').to.equal(true);
      const grid = el.shadowRoot!.querySelector('.grid')!;
      expect(pansVertically(grid), 'the grid').to.equal(false);
      // Two fingers on the grid still zoom the page, as a low-vision player needs (it covers most of a phone).
      expect(getComputedStyle(grid).touchAction, 'a pinch on the grid').to.equal('pinch-zoom');
      const others = [...el.shadowRoot!.querySelectorAll('*')].filter((part) => !grid.contains(part));
      expect(others.length).to.be.above(40);
      for (const part of others) expect(pansVertically(part), `${part.tagName}.${part.className}`).to.equal(true);
      // Nothing over the grid's edges claims more than the grid: the room around a shrunk grid lets the page scroll.
      expect(pansVertically(el.shadowRoot!.querySelector('.fit')!), 'around the grid').to.equal(true);
    });
  }
});
