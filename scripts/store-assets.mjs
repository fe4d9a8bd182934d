// The Chrome Web Store's pictures, made from the real UI (the built extension, as the end-to-end tests load it):
// two 1280×800 screenshots (the popup with a game in progress, framed with what it does; the Solve Sudoku overlay
// on a page, explaining a step) and the 440×280 small promo tile. Builds nothing: run `npm run build` first.
// Usage: node scripts/store-assets.mjs [outDir]   (default dist/store)
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { overlayShot, popupShot, servePages, withExtension } from './screenshots.mjs';

const root = resolve(import.meta.dirname, '..');
const OUT = resolve(process.argv[2] ?? join(root, 'dist/store'));
const BLUE = '#2563eb';

const dataUrl = (file) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

/** A picture of the UI on a 1280×800 canvas, with a title and what it does beside it. */
const framed = (picture, title, points) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1280px; height: 800px; display: flex; align-items: center; gap: 56px; padding: 0 64px;
    box-sizing: border-box; font-family: system-ui, sans-serif; color: #0f172a;
    background: linear-gradient(135deg, #eff6ff, #dbeafe); }
  .words { flex: 1; }
  h1 { font-size: 44px; line-height: 1.15; margin: 0 0 28px; }
  li { font-size: 24px; line-height: 1.4; margin-block: 14px; }
  li::marker { color: ${BLUE}; }
  img { height: 720px; border-radius: 12px; box-shadow: 0 12px 40px rgb(15 23 42 / 0.25); background: white; }
</style></head><body><div class="words"><h1>${title}</h1><ul>
  ${points.map((point) => `<li>${point}</li>`).join('')}
</ul></div><img src="${picture}" alt=""></body></html>`;

/** The small promo tile: the icon, the name and what it does. */
const promoTile = (icon) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 440px; height: 280px; display: flex; align-items: center; gap: 20px; padding: 0 28px;
    box-sizing: border-box; font-family: system-ui, sans-serif; color: white;
    background: linear-gradient(135deg, #1d4ed8, ${BLUE} 60%, #3b82f6); }
  img { width: 128px; height: 128px; }
  h1 { font-size: 40px; margin: 0 0 8px; }
  p { font-size: 19px; line-height: 1.3; margin: 0; }
</style></head><body><img src="${icon}" alt=""><div><h1>Sudoku</h1>
<p>Play, solve and learn, on any grid on any page</p></div></body></html>`;

async function render(browser, html, width, height, file) {
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: file });
  await page.close();
}

mkdirSync(OUT, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'sudoku-store-'));
const pages = await servePages();
const { browser, id, worker, close } = await withExtension();
try {
  // Each screenshot: the UI's picture (shot into `file`), framed with its title and what it does.
  const screenshots = [
    {
      out: 'screenshot-1-popup.png',
      shoot: (file) => popupShot(browser, worker, id, 'light', file),
      title: 'A complete Sudoku in your toolbar',
      points: [
        'New puzzles from easy to extreme, a daily, and a trainer for 50 techniques',
        'Hints that show their reasoning, step by step',
        'Paste any grid, or a screenshot of one, and play or solve it',
      ],
    },
    {
      out: 'screenshot-2-overlay.png',
      shoot: (file) => overlayShot(browser, worker, id, pages, file),
      title: 'Solve Sudoku on any page',
      points: [
        'Right-click a grid, a table, a picture or the whole page: Solve Sudoku',
        'Next step explains one step at a time, drawn on the grid',
        'Nothing leaves your browser: read and solved on your machine',
      ],
    },
  ];
  for (const { out, shoot, title, points } of screenshots) {
    const picture = join(scratch, out);
    await shoot(picture);
    await render(browser, framed(dataUrl(picture), title, points), 1280, 800, join(OUT, out));
  }
  const icon = dataUrl(join(root, 'public/icons/icon-128.png'));
  await render(browser, promoTile(icon), 440, 280, join(OUT, 'promo-440x280.png'));
  console.log(`Wrote the store's pictures to ${OUT}`);
} finally {
  await close();
  pages.close();
  rmSync(scratch, { recursive: true, force: true });
}
