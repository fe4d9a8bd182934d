// Renders synthetic phone photos of printed newspaper Sudoku pages (issue 29): a page drawn flat in Chromium
// (scan-photo-synth/page.ts), photographed in pure pixel code (camera.ts: perspective up to 25°, a paper bend;
// develop.ts: uneven light, a shadow, blur, noise, JPEG 60–90, sometimes an EXIF turn), each `imageN.jpg` beside
// its `imageN.dat` in the camera dataset's layout, so `bench/photo-bench.ts FOLDER` reads a set unchanged.
// Sets from different seeds: `tune` (to look at and tune on), `explore`, then `explore2` to `explore28` (to look at
// for what fails on photos nobody tuned on, then to fix by class), `check` (held out: only measured), `train` and
// `train2` (only trained on). The digit network is trained on the tune, train and train2 sets too
// (scripts/scan-train.ts).
// Nothing rendered is committed: the sets are drawn into .scan-photo-synth/<set>/.
// Run: node --import tsx scripts/scan-photo-synth.ts [--set tune|check|explore|explore2…explore28|train|train2] [--count N] [--force]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import puppeteer, { type Page } from 'puppeteer-core';
import { apply } from '../src/engine/scan/homography.ts';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';
import { planShot, type Shot } from './scan-photo-synth/camera.ts';
import { develop, type Flat } from './scan-photo-synth/develop.ts';
import { planPage, type PagePlan } from './scan-photo-synth/page.ts';
import { makeRng } from './scan-wild/random.ts';

export const PHOTO_SYNTH_DIR = fileURLToPath(new URL('../.scan-photo-synth/', import.meta.url));
export const PHOTO_SYNTH_SETS = {
  tune: 0x9407_0001,
  check: 0xc4ec_9402,
  explore: 0xe8b1_0033,
  explore2: 0xe8b2_0034,
  explore3: 0xe8b3_0035,
  explore4: 0xe8b4_0037,
  explore5: 0xe8b5_0038,
  explore6: 0xe8b6_003a,
  explore7: 0xe8b7_003b,
  explore8: 0xe8b8_003c,
  explore9: 0xe8b9_003d,
  explore10: 0xe8ba_003e,
  explore11: 0xe8bb_003f,
  explore12: 0xe8bc_0040,
  explore13: 0xe8bd_0041,
  explore14: 0xe8be_0042,
  explore15: 0xe8be_0043,
  explore16: 0xe8be_0044,
  explore17: 0xe8be_0045,
  explore18: 0xe8be_0046,
  explore19: 0xe8be_0047,
  explore20: 0xe8be_0048,
  explore21: 0xe8be_0049,
  explore22: 0xe8be_004a,
  explore23: 0xe8be_004b,
  explore24: 0xe8be_004c,
  explore25: 0xe8be_004d,
  explore26: 0xe8be_004e,
  explore27: 0xe8be_004f,
  explore28: 0xe8be_0050,
  // Only to train on (`--photos .scan-photo-synth/train`, `train2`), never measured (docs/scanning.md).
  train: 0x7a1e_0036,
  train2: 0x7a1e_0039,
} as const;
export type PhotoSynthSet = keyof typeof PHOTO_SYNTH_SETS;
const DEFAULT_COUNT = 150;

/** The page's CSS-px region the photo shows (its frame mapped back through the shot), clipped to the page. */
function visibleRegion(shot: Shot, grid: DOMRectLike, page: PagePlan) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const steps = 16;
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    for (const [x, y] of [
      [t * shot.width, 0],
      [t * shot.width, shot.height],
      [0, t * shot.height],
      [shot.width, t * shot.height],
    ]) {
      const q = apply(shot.fromPhoto, x, y);
      const d = shot.bend(q.x, q.y);
      const px = grid.x + (q.x + d.x) * grid.width;
      const py = grid.y + (q.y + d.y) * grid.height;
      [x0, y0, x1, y1] = [Math.min(x0, px), Math.min(y0, py), Math.max(x1, px), Math.max(y1, py)];
    }
  }
  const x = Math.max(0, Math.floor(x0 - 4));
  const y = Math.max(0, Math.floor(y0 - 4));
  return {
    x,
    y,
    width: Math.min(page.width, Math.ceil(x1 + 4)) - x,
    height: Math.min(page.height, Math.ceil(y1 + 4)) - y,
  };
}

interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page drawn flat at the scale the photo needs (the grid about 1.25 times the pixels it gets in the photo). */
async function renderFlat(chrome: Page, page: PagePlan, shot: Shot): Promise<Flat> {
  await chrome.setViewport({ width: page.width, height: page.height, deviceScaleFactor: 1 });
  await chrome.setContent(page.html, { waitUntil: 'load' });
  await chrome.evaluate(() => document.fonts.ready);
  const grid = await chrome.$eval('#grid', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  if (grid.x < 0 || grid.y < 0 || grid.x + grid.width > page.width || grid.y + grid.height > page.height)
    throw new Error('scan-photo-synth: the grid fell off its page');
  const clip = visibleRegion(shot, grid, page);
  // 1.25 times the photo's pixels, or fewer where the photo is blurred anyway (sampling up blurs too, and a large
  // photo's screenshot costs), within what one screenshot holds fast.
  const ratio = Math.max(Math.min(1.25, 0.7 / shot.defocus), shot.side < 1200 ? 1 : 0.3);
  let scale = (ratio * shot.side) / grid.width;
  scale = Math.min(scale, Math.sqrt(14e6 / (clip.width * clip.height)), 12);
  await chrome.setViewport({ width: page.width, height: page.height, deviceScaleFactor: scale });
  await chrome.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const bytes = await chrome.screenshot({ clip, type: 'png', captureBeyondViewport: false });
  const png = PNG.sync.read(Buffer.from(bytes));
  const sx = png.width / clip.width;
  const sy = png.height / clip.height;
  return {
    width: png.width,
    height: png.height,
    data: png.data,
    gridX: (grid.x - clip.x) * sx,
    gridY: (grid.y - clip.y) * sy,
    gridW: grid.width * sx,
    gridH: grid.height * sy,
    ratio: (grid.width * sx) / shot.side,
  };
}

const datText = (header: string, size: string, truth: readonly number[]): string =>
  [
    header,
    `${size}:24 JPG`,
    ...Array.from({ length: 9 }, (_, r) => `${truth.slice(r * 9, r * 9 + 9).join(' ')} `),
    '',
  ].join('\n');

/** Renders the set into .scan-photo-synth/<set>/ (when missing, or `force`); returns the folder. */
export async function ensurePhotoSynth(set: PhotoSynthSet, count = DEFAULT_COUNT, force = false): Promise<string> {
  const dir = join(PHOTO_SYNTH_DIR, set);
  if (!force && existsSync(join(dir, `image${count}.dat`))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const executablePath = findChrome();
  if (!executablePath) throw new Error('scan-photo-synth: no Chrome or Chromium found (set CHROME_PATH)');
  const browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
  const started = Date.now();
  try {
    const chrome = await browser.newPage();
    for (let n = 1; n <= count; n++) {
      // One stream per photo: photo N of a set can be drawn again alone.
      const rng = makeRng((PHOTO_SYNTH_SETS[set] ^ Math.imul(n, 0x9e3779b1)) >>> 0);
      const page = planPage(rng);
      const shot = planShot(rng);
      const flat = await renderFlat(chrome, page, shot);
      const photo = develop(flat, shot, rng);
      const tags = [...page.tags, ...shot.tags, ...photo.tags].join(' ');
      writeFileSync(join(dir, `image${n}.jpg`), photo.jpeg);
      const header = `synthetic ${set} ${n}: ${tags}; ${shot.note}`;
      writeFileSync(join(dir, `image${n}.dat`), datText(header, `${shot.width}x${shot.height}`, page.truth));
      if (n % 25 === 0 || n === count)
        console.error(`scan-photo-synth ${set}: ${n}/${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await browser.close();
  }
  return dir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const only = arg('--set');
  const sets: PhotoSynthSet[] = only ? [only as PhotoSynthSet] : ['tune', 'check'];
  for (const set of sets) {
    if (!(set in PHOTO_SYNTH_SETS)) throw new Error(`--set: ${Object.keys(PHOTO_SYNTH_SETS).join(', ')}, not ${set}`);
    console.log(await ensurePhotoSynth(set, Number(arg('--count') ?? DEFAULT_COUNT), process.argv.includes('--force')));
  }
}
