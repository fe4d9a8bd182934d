// Lighthouse on the play app (issue 28 §3): builds dist/app, serves it on 127.0.0.1 under /app/ (gzipped, as a
// static host serves it), runs npm's lighthouse in headless Chromium (CHROME_PATH, else the usual paths) with its
// default mobile settings, and prints the performance, accessibility and best-practices scores and the run's time.
// Run: npm run lighthouse [-- --desktop] [--no-build] [--json <file>] [--trace <file>] [--dir <folder>] (desktop:
// Lighthouse's desktop preset, no throttled phone; --json: the full report; --trace: the page's trace, for Chrome
// DevTools' Performance panel; --dir: another build of the app, to compare).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';
import { serveStatic } from '../test/bundle/static-server.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> & { seconds: number; failed: string[] };

const root = resolve(import.meta.dirname, '..');

/** Lighthouse's scores (0–100) for dist/app, as built, and the audits below 1 in those categories. */
export async function lighthouseApp(desktop = false, dir = resolve(root, 'dist/app')): Promise<Scores> {
  const site = await serveStatic({}, { '/app/': dir }, { gzip: true });
  // Headless Chromium through puppeteer (--headless=new; CHROME_ARGS has --no-sandbox), its page handed to Lighthouse.
  const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_ARGS });
  const started = performance.now();
  try {
    const result = await lighthouse(
      `${site.origin}/app/`,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      desktop ? desktopConfig : undefined,
      await browser.newPage(),
    );
    if (!result) throw new Error('lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
    const failed = CATEGORIES.flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
    );
    if (jsonFile) writeFileSync(jsonFile, JSON.stringify(result.lhr, null, 1));
    if (traceFile) writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seconds: Math.round((performance.now() - started) / 100) / 10,
      failed,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const traceAt = args.indexOf('--trace');
const traceFile = traceAt >= 0 ? args[traceAt + 1] : undefined;
const dirAt = args.indexOf('--dir');
const appDir = dirAt >= 0 ? resolve(args[dirAt + 1]) : undefined;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!args.includes('--no-build'))
    execFileSync('npx', ['vite', 'build', '--mode', 'app'], { cwd: root, stdio: 'ignore' });
  const scores = await lighthouseApp(args.includes('--desktop'), appDir);
  console.log(args.includes('--desktop') ? 'Lighthouse, desktop preset' : 'Lighthouse, mobile (default)');
  for (const id of CATEGORIES) console.log(`${id.padEnd(15)} ${scores[id]}`);
  console.log(`(${scores.seconds} s)`);
  for (const line of scores.failed) console.log(`  below 1: ${line}`);
}
