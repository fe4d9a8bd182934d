// `npm run bench`: one run of every benchmark, printed and written to bench/RESULTS.md.
// Not a test: the numbers depend on the machine. Compare ratios within one run, not across runs.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { runAgreementBench } from './agreement-bench.ts';
import { runGenerateBench } from './generate-bench.ts';
import { runGradeAllocationBench } from './grade-allocation-bench.ts';
import { runGradeBench } from './grade-bench.ts';
import { runJobsBench } from './jobs-bench.ts';
import { runLevelBench } from './level-bench.ts';
import { runPhotoBench } from './photo-bench.ts';
import { runProcessBench } from './process-bench.ts';
import { runScanBench } from './scan-bench.ts';
import { runScanWildBench } from './scan-wild-bench.ts';
import { runSizeBench } from './size-bench.ts';
import { runSolveBench } from './solve-bench.ts';
import { runTrainerBench } from './trainer-bench.ts';
import { runVariantHumanBench } from './variant-human-bench.ts';
import { runVariantLevelBench } from './variant-level-bench.ts';
import { runVariantSolveBench } from './variant-solve-bench.ts';

const header = [
  '# Benchmark results',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` on Node ${process.version}, ` +
    `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}. One process; medians of 3 runs. ` +
    'The machine is shared, so absolute numbers are noisy; ratios within this run are the point.',
  '',
].join('\n');

const sections: string[] = [header];
for (const [name, run] of [
  ['solver', runSolveBench],
  ['generator', runGenerateBench],
  ['CLI against the peer, whole processes', runProcessBench],
  ['create --jobs', runJobsBench],
  ['grader', runGradeBench],
  ['grader allocation', () => runGradeAllocationBench()],
  ['grader agreement', runAgreementBench],
  ['generation by level', runLevelBench],
  ['technique trainer', runTrainerBench],
  ['bundle size', runSizeBench],
  ['scan', runScanBench],
  // The independent corpus's held-out set: renderings the reader was never tuned on (scripts/scan-wild.ts).
  ['scan, independent corpus', () => runScanWildBench('check')],
  ['photos', () => runPhotoBench()],
  // `npm run bench -- --iss PATH` (or ISS_PATH): a copy of the Interactive Sudoku Solver, never vendored.
  ['variant solving', () => runVariantSolveBench()],
  // Puzzles written by people (test/data/variant-human): solve time, level, and the peer's time when given.
  ['variant puzzles written by people', () => runVariantHumanBench()],
  ['variant generation by level', () => runVariantLevelBench()],
] as const) {
  console.error(`Running the ${name} benchmark…`);
  const section = await run();
  console.log(section);
  sections.push(section);
}
// `npm run bench -- --photos DIR`: the same photo bench on a folder of the full set (imageN.jpg + imageN.dat).
const photosAt = process.argv.indexOf('--photos');
if (photosAt >= 0 && process.argv[photosAt + 1]) {
  const section = runPhotoBench(process.argv[photosAt + 1], `all of ${process.argv[photosAt + 1]}`);
  console.log(section);
  sections.push(section);
}
// `npm run bench -- --photo-synth`: the photo bench on the synthetic photos' held-out set (scripts/scan-photo-synth.ts,
// rendered with Chromium first when missing).
if (process.argv.includes('--photo-synth')) {
  // Loaded only when asked for: drawing the set needs a browser.
  const { ensurePhotoSynth } = await import('../scripts/scan-photo-synth.ts');
  const section = runPhotoBench(await ensurePhotoSynth('check'), 'synthetic, check set (held out)', true);
  console.log(section);
  sections.push(section);
}

const out = new URL('./RESULTS.md', import.meta.url);
writeFileSync(out, sections.join('\n') + '\n');
console.error(`Wrote ${out.pathname}`);
