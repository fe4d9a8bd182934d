// A PNG of a Sudoku drawn as the canvas test pages draw it (draw-grid.js), made in a page of the browser under test:
// for a test to serve from another origin as a picture the page may show but not read.
import type { Browser } from 'puppeteer-core';
import type { PageServer } from './serve-pages.ts';

/** `smudge`: the cell whose digit is half rubbed out (-1: none). */
export async function gridPng(browser: Browser, server: PageServer, puzzle: string, smudge = -1): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.goto(server.url('canvas-game.html'));
    const url = (await page.evaluate(`(() => {
      const canvas = document.createElement('canvas');
      drawSudoku(canvas, ${JSON.stringify(puzzle)}, { smudge: ${smudge} });
      return canvas.toDataURL('image/png');
    })()`)) as string;
    return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}
