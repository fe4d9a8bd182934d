// A 12-megapixel photo read in the browser (issue 29's target: 1.5 s), through the popup's path: `readPicture` in a
// page (src/components/common/picture-reading.ts: the browser decodes it brought down to 3072 px, then `scan`), in
// headless Chromium. The photos of FOLDER are first scaled up to 4000 px on their longer side with Chromium's canvas
// (JPEG quality 0.9), as a phone's would be. Reported: a page's first picture (the recognizer imported, its model
// loaded, its code not yet optimised), then warm reads, as wall time and the renderer's CPU time (CDP ProcessTime,
// all its threads): on a loaded machine only the CPU time says what an idle one would take. With --against DIR
// (another checkout, e.g. a worktree of main), both builds run alternating (A B B A) and their answers are compared.
// Not a test: times depend on the machine and on what else runs.
// Run: node --import tsx bench/scan-browser-bench.ts FOLDER [--against DIR] [--limit N] [--rounds N]
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../scripts/find-chrome.mjs';

const OURS = fileURLToPath(new URL('..', import.meta.url));
const LONG_SIDE = 4000;

interface Read {
  ms: number;
  cpu: number;
  answer: string;
}

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const summary = (reads: Read[]): string =>
  `wall median ${quantile(
    reads.map((r) => r.ms),
    0.5,
  ).toFixed(0)} ms, p90 ${quantile(
    reads.map((r) => r.ms),
    0.9,
  ).toFixed(0)} ms; ` +
  `renderer CPU median ${quantile(
    reads.map((r) => r.cpu),
    0.5,
  ).toFixed(0)} ms, p90 ${quantile(
    reads.map((r) => r.cpu),
    0.9,
  ).toFixed(0)} ms`;

/** The renderer's CPU time so far, in ms. */
async function rendererCpu(page: Page): Promise<number> {
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return 1000 * (metrics.find((m) => m.name === 'ProcessTime')?.value ?? NaN);
}

/** Reads picture `k` (of window.photos) with build `name`'s readPicture, importing it first on a fresh page. */
async function readOnce(page: Page, name: string, k: number): Promise<Read> {
  const before = await rendererCpu(page);
  const [ms, answer] = await page.evaluate(
    async (name, k) => {
      const started = performance.now();
      const { readPicture } = (await import(`/${name}.js`)) as { readPicture: (blob: Blob) => Promise<unknown> };
      const photos = (window as unknown as { photos: Blob[] }).photos;
      const answer = JSON.stringify(await readPicture(photos[k]));
      return [performance.now() - started, answer] as const;
    },
    name,
    k,
  );
  return { ms, cpu: (await rendererCpu(page)) - before, answer };
}

/** Loads the page and makes each photo a 12 MP JPEG (window.photos). */
async function openPage(page: Page, origin: string, files: string[]): Promise<void> {
  await page.goto(`${origin}/`);
  await page.evaluate(
    async (files, longSide) => {
      const photos: Blob[] = [];
      for (const file of files) {
        const bitmap = await createImageBitmap(await (await fetch(`/photos/${file}`)).blob());
        const scale = longSide / Math.max(bitmap.width, bitmap.height);
        const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        photos.push(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }));
      }
      (window as unknown as { photos: Blob[] }).photos = photos;
    },
    files,
    LONG_SIDE,
  );
}

async function main(): Promise<void> {
  const [folder] = process.argv.slice(2);
  const executablePath = findChrome();
  if (!folder || folder.startsWith('--') || !executablePath) {
    console.error(
      'usage: node --import tsx bench/scan-browser-bench.ts FOLDER [--against DIR] [--limit N] [--rounds N]',
    );
    console.error('(needs Chrome or Chromium: set CHROME_PATH)');
    process.exit(1);
  }
  const against = option('--against');
  const rounds = Number(option('--rounds') ?? 2);
  const files = readdirSync(folder)
    .filter((file) => /\.(jpe?g|png)$/i.test(file))
    .sort()
    .slice(0, Number(option('--limit') ?? 12));
  const builds = new Map([['ours', OURS], ...(against ? [['theirs', against] as const] : [])]);
  const dir = mkdtempSync(join(tmpdir(), 'scan-browser-bench-'));
  for (const [name, root] of builds)
    await build({
      entryPoints: [join(root, 'src/components/common/picture-reading.ts')],
      bundle: true,
      format: 'esm',
      target: 'es2022',
      outfile: join(dir, `${name}.js`),
      logLevel: 'warning',
    });
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]);
    try {
      if (path === '/') response.end('<!doctype html><title>scan</title>');
      else if (path.startsWith('/photos/')) response.end(readFileSync(join(folder, path.slice('/photos/'.length))));
      else {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(join(dir, path.slice(1))));
      }
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
  try {
    const names = [...builds.keys()];
    const first = new Map(names.map((name) => [name, [] as Read[]]));
    const warm = new Map(names.map((name) => [name, [] as Read[]]));
    let differing = 0;
    // A page's first picture, each build on its own fresh page, alternating which goes first.
    for (const k of files.slice(0, 6).keys()) {
      for (const name of k % 2 ? [...names].reverse() : names) {
        const page = await browser.newPage();
        await openPage(page, origin, [files[k]]);
        first.get(name)?.push(await readOnce(page, name, 0));
        await page.close();
      }
    }
    // Warm: one page, every build imported and run once, then A B B A on each photo.
    const page = await browser.newPage();
    await openPage(page, origin, files);
    for (const name of names) await readOnce(page, name, 0);
    for (let round = 0; round < rounds; round++)
      for (const k of files.keys()) {
        const order = (k + round) % 2 ? [...names].reverse() : names;
        const answers = new Map<string, string>();
        for (const name of [...order, ...[...order].reverse()]) {
          const read = await readOnce(page, name, k);
          warm.get(name)?.push(read);
          answers.set(name, read.answer);
        }
        if (new Set(answers.values()).size > 1) differing++;
      }
    console.log(
      `${files.length} photos of ${folder} scaled up to ${LONG_SIDE} px, read by the popup's path in Chromium`,
    );
    for (const name of names) {
      const label = name === 'ours' ? 'this build' : against;
      console.log(`${label}, a page's first picture: ${summary(first.get(name) ?? [])}`);
      console.log(`${label}, warm (${rounds} rounds): ${summary(warm.get(name) ?? [])}`);
    }
    if (against) console.log(`answers that differ: ${differing}`);
    console.log(
      `load: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
