// Renders the scan corpus with headless Chromium: Sudoku screenshots in many fonts, sizes, themes and styles, each
// with its truth in a manifest. Two sets from different seeds:
//   train  grids in the training fonts, every style mixed at random: scripts/scan-train.ts learns the digit
//          classifier from the cells the recognizer cuts out of them;
//   eval   one style per picture, and a share of fonts the classifier never saw: bench/scan-bench.ts reads them.
// Written to .scan-corpus/<set>/ (gitignored): thousands of pictures are not worth committing, and the script makes
// the same ones again from its seeds.
//
// Usage: node --import tsx scripts/scan-corpus.ts [--set train|eval] [--count N]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';
import { pictureHtml } from './scan-corpus/html.ts';
import { makeSpec, STYLES, type CorpusSet, type Spec } from './scan-corpus/spec.ts';
import { ensureWebFonts } from './scan-corpus/web-fonts.ts';

export const CORPUS_DIR = fileURLToPath(new URL('../.scan-corpus', import.meta.url));

/** One picture's manifest entry: the file and what it must be read as, with how it was drawn. */
export interface CorpusEntry extends Omit<Spec, 'givens' | 'player' | 'pencil' | 'theme'> {
  file: string;
  dark: boolean;
  pencilCells: number;
  playerCells: number;
}

/** Default sizes: enough training digits for every font and weight; 40 evaluation pictures per style. */
export const DEFAULT_COUNT: Record<CorpusSet, number> = { train: 900, eval: 40 * STYLES.length };

/** Draws the page at its size, then resamples (the blur of a shrunk screenshot) and encodes as the spec says. */
export async function photograph(page: Page, spec: Spec): Promise<Buffer> {
  await page.setContent(pictureHtml(spec), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const clip = await page.$eval('#shot', (element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
  const direct = spec.scale === 1;
  const bytes = await page.screenshot({
    clip,
    captureBeyondViewport: true,
    ...(direct && spec.format === 'jpeg' ? { type: 'jpeg', quality: spec.quality } : { type: 'png' }),
  });
  if (direct) return Buffer.from(bytes);
  const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
  const out = await page.evaluate(
    async (url: string, scale: number, type: string, quality: number) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(img.width * scale));
      canvas.height = Math.max(1, Math.round(img.height * scale));
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(type, quality / 100);
    },
    dataUrl,
    spec.scale,
    spec.format === 'jpeg' ? 'image/jpeg' : 'image/png',
    spec.quality,
  );
  return Buffer.from(out.slice(out.indexOf(',') + 1), 'base64');
}

/** A rendered picture's manifest entry: its spec without the grid's contents, and how many cells hold ink of each kind. */
export function entryOf(spec: Spec, file: string): CorpusEntry {
  const { givens: _g, player, pencil, theme, ...rest } = spec;
  return {
    ...rest,
    file,
    dark: theme.dark,
    pencilCells: Object.keys(pencil).length,
    playerCells: Object.keys(player).length,
  };
}

/** The style of evaluation picture `index`: round robin, so every style has the same count. */
const styleOf = (set: CorpusSet, index: number) => (set === 'eval' ? STYLES[index % STYLES.length] : 'plain');

export async function renderCorpus(set: CorpusSet, count: number, log = console.error): Promise<CorpusEntry[]> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('no Chrome or Chromium found (set CHROME_PATH)');
  if (set === 'train') ensureWebFonts(log);
  const dir = join(CORPUS_DIR, set);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const browser: Browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1600, height: 1400 });
    const entries: CorpusEntry[] = [];
    for (let index = 0; index < count; index++) {
      const spec = makeSpec(set, index, styleOf(set, index));
      const file = fileOf(set, index, spec);
      writeFileSync(join(dir, file), await photograph(page, spec));
      entries.push(entryOf(spec, file));
      if ((index + 1) % 50 === 0) log(`  ${set}: ${index + 1}/${count}`);
    }
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(entries, null, 1));
    return entries;
  } finally {
    await browser.close();
  }
}

const fileOf = (set: CorpusSet, index: number, spec: Spec): string =>
  `${set}-${String(index).padStart(4, '0')}.${spec.format === 'jpeg' ? 'jpg' : 'png'}`;

/**
 * The set's manifest, rendering the set first when it is missing or stale: of another size, or drawn from specs
 * that have changed since (an edit to spec.ts), so a bench never reads pictures of an older corpus.
 */
export async function ensureCorpus(set: CorpusSet, count = DEFAULT_COUNT[set]): Promise<CorpusEntry[]> {
  const manifest = join(CORPUS_DIR, set, 'manifest.json');
  if (existsSync(manifest)) {
    const entries = JSON.parse(readFileSync(manifest, 'utf8')) as CorpusEntry[];
    const current =
      entries.length === count &&
      entries.every((entry, index) => {
        const spec = makeSpec(set, index, styleOf(set, index));
        return JSON.stringify(entry) === JSON.stringify(entryOf(spec, fileOf(set, index, spec)));
      });
    if (current) return entries;
  }
  return renderCorpus(set, count);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string): string | undefined => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const sets: CorpusSet[] = arg('set') ? [arg('set') as CorpusSet] : ['train', 'eval'];
  for (const set of sets) {
    const count = Number(arg('count') ?? DEFAULT_COUNT[set]);
    const started = Date.now();
    const entries = await renderCorpus(set, count);
    console.error(`${set}: ${entries.length} pictures in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
