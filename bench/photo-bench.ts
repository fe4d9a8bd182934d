// Photos: how `scan` reads phone photos of printed grids (issue 29), each `imageN.jpg` (or .png) beside its
// `imageN.dat` (the Wicht–Hennebert dataset's layout: two header lines, then 9 lines of 9 digits, 0 for a blank).
// For a folder of them: read exactly; read with a warning (a cell below SURE), split into right and wrong (a
// misread counts as warned only when every wrong cell is below SURE);
// declined (no grid found); wrong without a warning (the number that must be 0); cells right; the median and p90
// time per photo (decoding and scanning). Not a test: times depend on the machine.
// A held-out set (the synthetic photos' check half, or a folder given with --held-out) gets counts only.
// Run: node --import tsx bench/photo-bench.ts [folder] [--held-out]   (default: the vendored subset, test/fixtures/photos)
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decodeImage } from '../src/cli/decode-image.ts';
import { uprightPixels } from '../src/cli/upright.ts';
import { wasmDecode } from '../src/cli/wasm-decoders.ts';
import { exifOrientation } from '../src/engine/picture/index.ts';
import { scan, SURE, type ScanImage, type ScanResult } from '../src/engine/scan/index.ts';

export const VENDORED_PHOTOS = fileURLToPath(new URL('../test/fixtures/photos', import.meta.url));

export interface Photo {
  name: string;
  file: string;
  /** 81 digits, 0 for a blank. */
  truth: number[];
}

/** A `.dat` file's grid: the 9 lines of 9 digits after its two header lines. */
export function readDat(text: string): number[] {
  const digits = text
    .split(/\r?\n/)
    .slice(2)
    .flatMap((line) => line.trim().split(/\s+/))
    .filter((token) => /^\d$/.test(token))
    .map(Number);
  if (digits.length !== 81) throw new Error(`a .dat grid has 81 digits, not ${digits.length}`);
  return digits;
}

/** The photos of `folder` that have a `.dat` beside them, in the order of their names' numbers. */
export function photosIn(folder: string): Photo[] {
  const files = readdirSync(folder);
  return files
    .filter((file) => /\.(jpe?g|png)$/i.test(file))
    .map((file) => ({ file, name: file.replace(/\.[^.]+$/, '') }))
    .filter(({ name }) => files.includes(`${name}.dat`))
    .map(({ file, name }) => ({
      name,
      file: join(folder, file),
      truth: readDat(readFileSync(join(folder, `${name}.dat`), 'utf8')),
    }))
    .sort((a, b) => Number(/\d+/.exec(a.name)?.[0] ?? 0) - Number(/\d+/.exec(b.name)?.[0] ?? 0));
}

export type Outcome = 'exact' | 'exact-flagged' | 'wrong-flagged' | 'declined' | 'wrong-silent';

export interface PhotoReading {
  photo: Photo;
  outcome: Outcome;
  cellsRight: number;
  /** Cells below SURE. */
  flagged: number;
  ms: number;
}

/**
 * How a photo's bytes become pixels: as the CLI decodes them (jpeg-js up to 2 MP), or with libjpeg as a browser
 * does (MozJPEG here; Chromium's libjpeg-turbo gives the same tally). The two differ by half a gray level on average,
 * which moves borderline cells: the board and the popup read what the browser decoded.
 */
export type Decoder = 'cli' | 'libjpeg';

export function decodePhoto(file: string, decoder: Decoder): ScanImage {
  const bytes = readFileSync(file);
  if (decoder === 'libjpeg' && /\.jpe?g$/i.test(file)) {
    const image = wasmDecode('JPEG', bytes);
    if (typeof image !== 'string') return uprightPixels(image, exifOrientation(bytes));
  }
  const decoded = decodeImage(bytes, file);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.image;
}

export function readPhoto(photo: Photo, decoder: Decoder = 'cli'): PhotoReading {
  const started = performance.now();
  const result = scan(decodePhoto(photo.file, decoder));
  const ms = performance.now() - started;
  return { photo, ...judgeReading(result, photo.truth), ms };
}

/** How `result` compares with the photo's `truth`: its outcome, the cells right, the cells flagged. */
export function judgeReading(
  result: ScanResult,
  truth: readonly number[],
): Pick<PhotoReading, 'outcome' | 'cellsRight' | 'flagged'> {
  if (!result.found) return { outcome: 'declined', cellsRight: 0, flagged: 81 };
  const cellsRight = result.grid.filter((digit, i) => digit === truth[i]).length;
  const flagged = result.confidence.filter((c) => c < SURE).length;
  const exact = cellsRight === 81;
  // A warning is about cells (issue 29): a misread is warned only when every wrong cell is flagged, not when some
  // other cell is.
  const wrongSure = result.grid.filter((digit, i) => digit !== truth[i] && result.confidence[i] >= SURE).length;
  const outcome: Outcome = exact ? (flagged ? 'exact-flagged' : 'exact') : wrongSure ? 'wrong-silent' : 'wrong-flagged';
  return { outcome, cellsRight, flagged };
}

const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

/** Is this photo (by name, imageN) in the held-out fifth, never trained or tuned on? */
const heldOut = (photo: Photo): boolean => Number(/\d+/.exec(photo.name)?.[0] ?? 0) % 5 === 0;

/**
 * A held-out set is only measured: its section gives counts, never which photo did what (nobody tunes on it by reading
 * the bench). The synthetic photos' `check` half is one by its place; any other folder is one when the bench is told
 * so (`--held-out`). The dev photos keep their per-photo detail.
 */
export function isHeldOutSet(folder: string): boolean {
  const path = resolve(folder);
  return basename(path) === 'check' && basename(dirname(path)) === '.scan-photo-synth';
}

/** The decoders each photo is read with, in the order of a section's columns: the CLI's, then a browser's. */
const DECODERS: Decoder[] = ['cli', 'libjpeg'];

/** The bench's section for `folder`, as Markdown: each outcome with the CLI's decoder and a browser's. */
export function runPhotoBench(
  folder = VENDORED_PHOTOS,
  title = 'vendored subset',
  heldOutSet = isHeldOutSet(folder),
): string {
  const photos = photosIn(folder);
  return photoSection(
    title,
    photos,
    DECODERS.map((decoder) => photos.map((photo) => readPhoto(photo, decoder))),
    heldOutSet,
  );
}

/**
 * The section for `photos` read once per decoder (`runs`: the CLI's, then a browser's), in Markdown; for a held-out
 * set, counts only.
 */
export function photoSection(title: string, photos: Photo[], runs: PhotoReading[][], heldOutSet: boolean): string {
  const share = (n: number, of = photos.length): string => `${n} (${((100 * n) / Math.max(1, of)).toFixed(1)} %)`;
  const row = (name: string, count: (readings: PhotoReading[]) => string) =>
    `| ${name} | ${runs.map(count).join(' | ')} |`;
  const outcome = (o: Outcome) => (readings: PhotoReading[]) => share(readings.filter((r) => r.outcome === o).length);
  const held = photos.filter(heldOut).length;
  const cells = (readings: PhotoReading[]) => {
    const right = readings.reduce((sum, r) => sum + r.cellsRight, 0);
    return `${((100 * right) / Math.max(1, 81 * photos.length)).toFixed(1)} %`;
  };
  const times = runs[0].map((r) => r.ms);
  const silent = runs.flatMap((readings, k) =>
    readings.filter((r) => r.outcome === 'wrong-silent').map((r) => `${r.photo.name} (${DECODERS[k]})`),
  );
  return [
    `## Photos: ${title} (${photos.length} photos)`,
    '',
    `Phone photos of printed grids (issue 29), read by \`scan\` after decoding; "flagged": a cell below ${SURE}; a misread is warned only when every wrong cell is.`,
    'Decoded as the CLI does (jpeg-js) and as a browser does (libjpeg): the board and the popup read the latter.',
    ...(heldOutSet ? ['A held-out set: counts only, no photo named.'] : []),
    '',
    '| outcome | CLI decoding | browser decoding |',
    '| --- | ---: | ---: |',
    row('read exactly, no cell flagged', outcome('exact')),
    row('read exactly, some cell flagged', outcome('exact-flagged')),
    row('misread, every wrong cell flagged', outcome('wrong-flagged')),
    row('declined (no grid found)', outcome('declined')),
    row('**misread, a wrong cell not flagged**', outcome('wrong-silent')),
    row('cells right', cells),
    ...(heldOutSet
      ? []
      : [
          row(`held-out fifth (N % 5 = 0) read exactly, of ${held}`, (readings) =>
            share(readings.filter((r) => heldOut(r.photo) && r.outcome.startsWith('exact')).length, held),
          ),
        ]),
    '',
    `Time per photo with the CLI's decoding (decode and scan): median ${quantile(times, 0.5).toFixed(0)} ms, ` +
      `p90 ${quantile(times, 0.9).toFixed(0)} ms.` +
      (silent.length && !heldOutSet ? ` Misread with a wrong cell not flagged: ${silent.join(', ')}.` : ''),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  const held = args.includes('--held-out') || (folder !== undefined && isHeldOutSet(folder));
  console.log(runPhotoBench(folder ?? VENDORED_PHOTOS, folder ? folder : 'vendored subset', held));
}
