// Screenshot renderings the training corpus lacks, drawn apart so the 900 pictures need not be rendered again:
// italic digits (an italic 1 is a slanted stroke a plain-trained network reads as 7), high-contrast serif faces at
// light weights (hairlines thinner than a pixel), and old-style figures (1 and 2 at the x-height, 3 4 5 7 9
// descending). Each picture is a training spec (a fresh seed range) with its font and those three drawn again, in
// training fonts only: the held-out fonts stay unseen. Written to .scan-corpus/train-extra/ (gitignored), rendered
// again only when its specs change.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { createRng } from '../../src/engine/rng.ts';
import { CHROME_ARGS, findChrome } from '../find-chrome.mjs';
import { CORPUS_DIR, entryOf, photograph, type CorpusEntry } from '../scan-corpus.ts';
import { makeSpec, TRAIN_FONTS, type Spec } from '../scan-corpus/spec.ts';
import { ensureWebFonts, WEB_FAMILIES } from '../scan-corpus/web-fonts.ts';

export const EXTRA_SET = 'train-extra';
export const EXTRA_PICTURES = 150;
/** Spec indices of the extra pictures: past the training set's, so their puzzles and themes are new draws. */
const FIRST_INDEX = 20_000;

/** Installed families with a true italic or oblique face. */
const ITALIC_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'Liberation Serif',
  'Liberation Mono',
  'FreeSans',
  'FreeSerif',
  'FreeMono',
  'Nimbus Sans',
  'Nimbus Roman',
  'Open Sans',
  'Lato',
  'Hack',
  'C059',
  'URW Gothic',
  'Caladea',
];
/** Faces with thick stems and thin hairlines (Playfair, Didot, Bodoni-like), drawn light or bold. */
const CONTRAST_FONTS = [
  'wf-old-standard-tt',
  'wf-libre-baskerville',
  'wf-cormorant-garamond',
  'wf-spectral',
  'wf-eb-garamond',
  'wf-crimson-text',
  'wf-vollkorn',
  'Nimbus Roman',
  'C059',
  'FreeSerif',
];
/** Faces with old-style figures behind CSS oldstyle-nums. */
const OLD_STYLE_FONTS = [
  'wf-eb-garamond',
  'wf-cormorant-garamond',
  'wf-crimson-text',
  'wf-alegreya',
  'wf-vollkorn',
  'wf-spectral',
  'wf-source-serif-4',
  'wf-libre-baskerville',
  'Lato',
  'Open Sans',
];

function extraSpec(n: number): Spec {
  const spec = makeSpec('train', FIRST_INDEX + n, 'plain');
  const rng = createRng(`scan-extra:${n}`);
  const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)];
  const kind = n % 3;
  if (kind === 0) {
    // Italic in a real italic face, or in any training family the browser slants.
    const font = rng.next() < 0.6 ? pick(ITALIC_FONTS) : pick([...TRAIN_FONTS, ...WEB_FAMILIES]);
    return { ...spec, font, italic: true, weight: pick([400, 400, 700, 300]) };
  }
  if (kind === 1)
    return { ...spec, font: pick(CONTRAST_FONTS), weight: pick([300, 400, 700]), italic: rng.next() < 0.2 };
  return { ...spec, font: pick(OLD_STYLE_FONTS), oldStyle: true, italic: rng.next() < 0.2 };
}

const fileOf = (n: number, spec: Spec): string =>
  `extra-${String(n).padStart(4, '0')}.${spec.format === 'jpeg' ? 'jpg' : 'png'}`;

/** The extra pictures' manifest, rendering them first when missing or stale. */
export async function ensureExtraCorpus(count = EXTRA_PICTURES, log = console.error): Promise<CorpusEntry[]> {
  const dir = join(CORPUS_DIR, EXTRA_SET);
  const specs = Array.from({ length: count }, (_, n) => extraSpec(n));
  const wanted = specs.map((spec, n) => entryOf(spec, fileOf(n, spec)));
  const manifest = join(dir, 'manifest.json');
  if (existsSync(manifest) && readFileSync(manifest, 'utf8') === JSON.stringify(wanted, null, 1)) return wanted;
  const executablePath = findChrome();
  if (!executablePath) throw new Error('no Chrome or Chromium found (set CHROME_PATH)');
  ensureWebFonts(log);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1600, height: 1400 });
    for (const [n, spec] of specs.entries()) {
      writeFileSync(join(dir, wanted[n].file), await photograph(page, spec));
      if ((n + 1) % 50 === 0) log(`  ${EXTRA_SET}: ${n + 1}/${count}`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(manifest, JSON.stringify(wanted, null, 1));
  return wanted;
}
