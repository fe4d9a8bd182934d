// The built bundle on a page whose Content-Security-Policy allows no inline styles (`style-src 'self'`), in
// Chromium: the parts loaded later (the keypad, colouring, the Settings panel) bring their styles as constructed
// sheets, as the board's own are, so they apply there too. Run after `npm run build`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PUZZLE } from './host-page.ts';
import { hostedPages } from './hosted-pages.ts';

const STRICT = "default-src 'self'; style-src 'self'; script-src 'self'";

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strict host</title>
<script type="module" src="/lib/sudoku-board.js"></script></head>
<body><sudoku-board keypad color-palette puzzle="${PUZZLE}"></sudoku-board></body></html>`;

describe("the built bundle on a page that allows no inline styles (style-src 'self')", () => {
  const hosted = hostedPages({ '/strict.html': { html: page, headers: { 'content-security-policy': STRICT } } });

  it('styles the keypad and the colours, which load later', async () => {
    const tab = await hosted.browser.newPage();
    const refused: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await tab.goto(`${hosted.origin}/strict.html`, { waitUntil: 'load' });
    const seen = await tab.evaluate(async (puzzle) => {
      type Board = HTMLElement & { updateComplete: Promise<unknown> };
      await customElements.whenDefined('sudoku-board');
      const board = document.querySelector('sudoku-board') as Board;
      await board.updateComplete;
      const root = board.shadowRoot!;
      const digits = getComputedStyle(root.querySelector('.digits')!).display;
      const blank = puzzle.indexOf('.');
      const cell = root.querySelector<HTMLElement>(`[data-cell="${blank}"]`)!;
      cell.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      cell.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
      await board.updateComplete;
      root.querySelector<HTMLButtonElement>('.palette button[aria-label="Colour 2"]')!.click();
      await board.updateComplete;
      // Colour 2 on a cell that is not selected any more shows its own background.
      const other = root.querySelector<HTMLElement>(`[data-cell="${puzzle.indexOf('.', blank + 1)}"]`)!;
      other.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      other.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
      await board.updateComplete;
      return { digits, colour: getComputedStyle(cell).backgroundColor, coloured: cell.dataset.color };
    }, PUZZLE);
    await tab.close();
    assert.equal(seen.digits, 'grid', "the keypad's styles apply");
    assert.equal(seen.coloured, '2');
    assert.equal(seen.colour, 'rgb(187, 247, 208)', "colour 2's light green applies");
    assert.deepEqual(refused, [], 'no style was refused');
  });

  it('styles the Settings panel, which loads when it is opened', async () => {
    const tab = await hosted.browser.newPage();
    const refused: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await tab.goto(`${hosted.origin}/strict.html`, { waitUntil: 'load' });
    const seen = await tab.evaluate(async () => {
      type Board = HTMLElement & { updateComplete: Promise<unknown> };
      await customElements.whenDefined('sudoku-board');
      const board = document.querySelector('sudoku-board') as Board;
      await board.updateComplete;
      const root = board.shadowRoot!;
      root.querySelector<HTMLButtonElement>('.settings-button')!.click();
      for (let i = 0; i < 200 && !root.querySelector('.settings form'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        await board.updateComplete;
      }
      const form = root.querySelector('.settings form');
      return (
        form && {
          layout: getComputedStyle(form).display,
          padding: getComputedStyle(form.closest('.settings')!).padding,
        }
      );
    });
    await tab.close();
    assert.ok(seen, 'the Settings panel opened');
    assert.equal(seen.layout, 'grid', "the panel's own styles apply");
    assert.equal(seen.padding, '16px');
    assert.deepEqual(refused, [], 'no style was refused');
  });
});
