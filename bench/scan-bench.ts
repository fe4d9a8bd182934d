// Scan: how many pictures of the evaluation corpus (scripts/scan-corpus.ts, rendered first when missing) `scan`
// reads exactly, by style and by font (fonts the classifier was trained on, and fonts it never saw); how many
// misread grids had every cell at high confidence (a silent misread: the number must be 0); the median time per
// picture; and the size of the recognizer with its model. Not a test: times depend on the machine. Run directly
// with `node --import tsx bench/scan-bench.ts`, or call runScanBench() from bench/bench.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CORPUS_DIR, ensureCorpus, type CorpusEntry } from '../scripts/scan-corpus.ts';
import { SCREENSHOT_STYLES, STYLES } from '../scripts/scan-corpus/spec.ts';
import { findChrome } from '../scripts/find-chrome.mjs';
import { decodeImage } from '../src/cli/decode-image.ts';
import { scan, SURE } from '../src/engine/scan/index.ts';

interface Reading {
  entry: CorpusEntry;
  exact: boolean;
  /** Misread, yet every cell at SURE or above. */
  silent: boolean;
  /** Cells below SURE. */
  unsure: number;
  ms: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const percent = (n: number, of: number): string => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');

function read(entry: CorpusEntry): Reading {
  const decoded = decodeImage(readFileSync(join(CORPUS_DIR, 'eval', entry.file)), entry.file);
  if (!decoded.ok) throw new Error(`${entry.file}: ${decoded.message}`);
  const started = performance.now();
  const result = scan(decoded.image);
  const ms = performance.now() - started;
  if (!result.found) return { entry, exact: false, silent: false, unsure: 81, ms };
  const want = [...entry.truth].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const exact = result.grid.every((d, i) => d === want[i]);
  const unsure = result.confidence.filter((c) => c < SURE).length;
  return { entry, exact, silent: !exact && unsure === 0, unsure, ms };
}

function row(name: string, readings: Reading[]): string {
  const exact = readings.filter((r) => r.exact).length;
  const silent = readings.filter((r) => r.silent).length;
  const unsure = readings.reduce((sum, r) => sum + r.unsure, 0) / Math.max(1, readings.length);
  return `| ${name} | ${readings.length} | ${exact} | ${percent(exact, readings.length)} | ${silent} | ${unsure.toFixed(2)} |`;
}

/** Minified and gzipped: what a worker or the extension loads to scan (recognizer, model, and grid.ts it uses). */
async function recognizerKb(): Promise<number> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/engine/scan/index.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024;
}

export async function runScanBench(): Promise<string> {
  if (!findChrome()) return '## Scan\n\nSkipped: no Chrome or Chromium to render the corpus (set CHROME_PATH).\n';
  const entries = await ensureCorpus('eval');
  read(entries[0]); // warm-up: the model is decoded on first use, the JIT compiles the hot loops
  const readings = entries.map(read);
  const screenshots = readings.filter((r) => SCREENSHOT_STYLES.includes(r.entry.style));
  const exactShots = screenshots.filter((r) => r.exact).length;
  const silent = readings.filter((r) => r.silent).length;
  const misreads = readings
    .filter((r) => !r.exact)
    .map((r) => `${r.entry.file} (${r.entry.style}, ${r.entry.font} ${r.entry.weight}, ${r.unsure} cells unsure)`);
  return [
    '## Scan',
    '',
    `\`scan\` on the ${entries.length} pictures of the evaluation corpus (\`scripts/scan-corpus.ts\`, eval set: grids of ` +
      '180–900 px in one style each, 40 % of them in fonts the classifier never saw). "Exact": all 81 cells right. ' +
      `"Silent": misread with every cell at confidence ≥ ${SURE} (must be 0). "Unsure": cells below ${SURE} per picture.`,
    '',
    '| pictures | count | exact | % | silent | unsure |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...STYLES.map((style) =>
      row(
        style,
        readings.filter((r) => r.entry.style === style),
      ),
    ),
    row(
      'training fonts',
      readings.filter((r) => !r.entry.heldOut),
    ),
    row(
      'held-out fonts',
      readings.filter((r) => r.entry.heldOut),
    ),
    row('**all screenshots** (not perspective)', screenshots),
    '',
    `Screenshots read exactly: ${percent(exactShots, screenshots.length)} (target 99 %: ` +
      `${exactShots >= 0.99 * screenshots.length ? 'met' : 'MISSED'}). Silent misreads: ${silent}. ` +
      `Median time per picture (scan alone, decoded pixels in): ${median(readings.map((r) => r.ms)).toFixed(0)} ms ` +
      `(target 1000 ms). Recognizer + model, minified and gzipped: ${(await recognizerKb()).toFixed(1)} KB (budget 150 KB).`,
    '',
    ...(misreads.length ? ['Misread:', '', ...misreads.map((m) => `- ${m}`), ''] : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await runScanBench());
