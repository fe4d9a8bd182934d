import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchWithExtension, type LoadedExtension } from './launch.ts';

describe('extension popup (built, loaded unpacked in Chromium)', () => {
  let ext: LoadedExtension;
  before(async () => {
    ext = await launchWithExtension();
  });
  after(async () => {
    await ext?.close();
  });

  it('renders the product name and a generated 81-character puzzle', async () => {
    const page = await ext.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`chrome-extension://${ext.id}/src/popup/index.html`);
    await page.waitForFunction(
      () => document.querySelector('sudoku-popup')?.shadowRoot?.querySelector('output')?.textContent,
    );
    const { title, line } = await page.evaluate(() => {
      const root = document.querySelector('sudoku-popup')!.shadowRoot!;
      return { title: root.querySelector('h1')!.textContent, line: root.querySelector('output')!.textContent!.trim() };
    });
    assert.equal(title, 'Sudoku');
    assert.match(line, /^[1-9.]{81}$/);
    assert.deepEqual(errors, []);
  });
});
