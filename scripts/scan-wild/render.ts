// Renders planned pictures with headless Chromium (puppeteer-core): one page, reused; each picture's viewport and
// device scale factor set, its HTML loaded, its fonts (or its canvas) waited for, and the screenshot cut to the
// board with its margin, to the frame, or to the whole viewport for a photo.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../find-chrome.mjs';
import type { Planned } from './catalogue.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function cropBox(page: Page, planned: Planned): Promise<Box> {
  const { width, height } = planned.page;
  if (planned.page.wholeViewport) return { x: 0, y: 0, width, height };
  const selector = planned.crop.around === 'board' ? '#board' : '#frame';
  const margin = planned.crop.around === 'board' ? planned.crop.margin : 0;
  const rect = await page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const x = Math.max(0, Math.floor(rect.x - margin));
  const y = Math.max(0, Math.floor(rect.y - margin));
  const right = Math.min(width, Math.ceil(rect.x + rect.width + margin));
  const bottom = Math.min(height, Math.ceil(rect.y + rect.height + margin));
  return { x, y, width: right - x, height: bottom - y };
}

async function renderOne(page: Page, planned: Planned, dir: string): Promise<void> {
  const { width, height, html } = planned.page;
  await page.setViewport({ width, height, deviceScaleFactor: planned.effects.deviceScaleFactor });
  await page.setContent(html, { waitUntil: 'load' });
  // A web font loads when layout first needs it: loaded here outright, so `ready` cannot resolve before it starts,
  // then two frames for the page to lay out and paint with it.
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  if (planned.selfReady) await page.waitForFunction('window.__ready === true', { timeout: 10_000 });
  const clip = await cropBox(page, planned);
  const jpeg = planned.effects.jpeg;
  const bytes = await page.screenshot({
    clip,
    type: jpeg ? 'jpeg' : 'png',
    ...(jpeg ? { quality: jpeg } : {}),
    captureBeyondViewport: false,
  });
  writeFileSync(join(dir, planned.entry.file), bytes);
  planned.entry.drawn.picture = {
    width: Math.round(clip.width * planned.effects.deviceScaleFactor),
    height: Math.round(clip.height * planned.effects.deviceScaleFactor),
  };
}

export async function renderAll(plans: Planned[], dir: string, progress: (done: number) => void): Promise<void> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('scan-wild: no Chrome or Chromium found (set CHROME_PATH)');
  const browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    for (const [i, planned] of plans.entries()) {
      await renderOne(page, planned, dir);
      progress(i + 1);
    }
  } finally {
    await browser.close();
  }
}
