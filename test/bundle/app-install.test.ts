// The play app can be installed and opens share links (issue 28 §3): its web app manifest is one Chromium reads
// without errors, with a name, a start page in its scope and 192 and 512 px icons, plain and maskable, whose PNGs
// exist at the sizes it states; and a `#sudoku=…` link opened on the app starts that puzzle, while the app's own
// share links point back at it. Run after `npm run build` (or `npx vite build --mode app`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { APP_DIR, freshPage, gameOn, servedApp } from './app-page.ts';

/** Project Euler 96, grid 1. */
const SHARED = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const png = readFileSync(file);
  assert.equal(png.toString('latin1', 1, 4), 'PNG', `${file} is a PNG`);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the play app installs and opens share links', () => {
  const app = servedApp();

  it('has a valid manifest: Chromium reads it without errors, and its icons exist at their sizes', async () => {
    const page = await freshPage(app);
    await page.goto(app.url);
    const cdp = await page.createCDPSession();
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    assert.ok(url.endsWith('/app/manifest.webmanifest'), `the page links its manifest (${url})`);
    assert.deepEqual(errors, [], 'Chromium finds nothing wrong in it');
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: Icon[];
    };
    assert.equal(manifest.name, 'Sudoku');
    assert.ok(manifest.short_name.length <= 12, 'a short name a launcher shows whole');
    assert.equal(manifest.display, 'standalone');
    assert.equal(new URL(manifest.start_url, url).href, app.url, 'it starts on the app, relative to where it is');
    for (const size of ['192x192', '512x512'])
      for (const purpose of ['any', 'maskable'])
        assert.ok(
          manifest.icons.some((icon) => icon.sizes === size && (icon.purpose ?? 'any') === purpose),
          `a ${purpose} icon of ${size}`,
        );
    for (const icon of manifest.icons) {
      assert.equal(icon.type, 'image/png');
      assert.equal(pngSize(resolve(APP_DIR, icon.src)), icon.sizes, `${icon.src} is ${icon.sizes}`);
      const served = await fetch(new URL(icon.src, url));
      assert.equal(served.status, 200, `${icon.src} is served`);
    }
  });

  it('a share link opened on the app starts that puzzle, and the app shares links to itself', async () => {
    const page = await freshPage(app);
    await page.goto(`${app.url}#sudoku=${SHARED}`);
    assert.equal((await gameOn(page)).givens, SHARED);
    const link = await page.evaluate(() =>
      (
        document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-board') as HTMLElement & {
          shareUrl(): string;
        }
      ).shareUrl(),
    );
    assert.equal(link, `${app.url}#sudoku=${SHARED}`);
  });
});
