/**
 * A seeded fuzz campaign over the picture path the CLI runs (`decodeImage`, then `scan`): small PNG and JPEG seeds
 * (made here with pngjs and jpeg-js, and a committed screenshot shrunk) and the committed WebP ones, mutated in their headers and bodies, their
 * size fields rewritten (0, tiny, near and over the limit, 2^32 - 1), cut short, spliced and padded. The contract:
 * every input gives a decoded picture or a message (`decodeImage` never throws), every decoded picture gives a
 * ScanResult (`scan` never throws on what the decoders give), each call ends within MAX_MS, and memory stays bounded.
 * `npm run fuzz -- --target image` runs a large campaign; test/engine/image-fuzz.test.ts a small one in CI.
 */
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { scan } from '../../src/engine/scan/index.ts';

/** The longest a call may take: decode and scan of one input. */
export const MAX_MS = 2000;

export interface ImageCrash {
  input: string;
  error: string;
}

export interface ImageReport {
  seed: number;
  runs: number;
  /** Inputs decoded into a picture (and scanned), refused with a message, and grids found. */
  decoded: number;
  refused: number;
  found: number;
  crashes: ImageCrash[];
  /** Calls over MAX_MS. */
  slow: { ms: number; input: string }[];
  slowest: { ms: number; input: string } | null;
  /** The process's largest resident set seen, in MB. */
  peakRssMb: number;
  ms: number;
}

/** A picture of lines and blocks: something with edges for `scan` to look at, cheap to make. */
function drawing(width: number, height: number, cells: number, ink: number): Uint8Array {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const line =
        cells > 0 &&
        (x % Math.max(2, Math.floor(width / cells)) === 0 || y % Math.max(2, Math.floor(height / cells)) === 0);
      const dot = (x * 7 + y * 13) % 23 < ink;
      if (line || dot) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return data;
}

function pngOf(width: number, height: number, data: Uint8Array, colorType: 0 | 2 | 4 | 6): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(data);
  return PNG.sync.write(png, { colorType, inputColorType: 6 });
}

function jpegOf(width: number, height: number, data: Uint8Array, quality: number): Buffer {
  return jpeg.encode({ width, height, data: Buffer.from(data) }, quality).data;
}

/** A screenshot shrunk by an integer factor (every n-th pixel): a real grid, small enough to scan fast. */
function shrunkFixture(name: string, factor: number): { width: number; height: number; data: Uint8Array } {
  const png = PNG.sync.read(readFileSync(new URL(`../engine/fixtures/scan/${name}`, import.meta.url)));
  const width = Math.floor(png.width / factor);
  const height = Math.floor(png.height / factor);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(
        png.data.subarray((y * factor * png.width + x * factor) * 4, (y * factor * png.width + x * factor) * 4 + 4),
        (y * width + x) * 4,
      );
  return { width, height, data };
}

let seeds: Buffer[] | undefined;

/**
 * The seeds, made once: PNGs in four colour types and JPEGs at two qualities, of drawings and of a real grid; and the
 * WebP fixtures (lossy, lossless, with alpha), which nothing here can encode.
 */
export function seedPictures(): Buffer[] {
  if (seeds) return seeds;
  const pictures = [
    { width: 1, height: 1, data: new Uint8Array([0, 0, 0, 255]) },
    { width: 7, height: 3, data: drawing(7, 3, 0, 5) },
    { width: 40, height: 40, data: drawing(40, 40, 9, 2) },
    { width: 90, height: 60, data: drawing(90, 60, 9, 0) },
    shrunkFixture('light-serif.png', 2),
    shrunkFixture('dark-bold.png', 2),
  ];
  seeds = pictures.flatMap(({ width, height, data }) => [
    pngOf(width, height, data, 6),
    pngOf(width, height, data, 2),
    pngOf(width, height, data, 0),
    pngOf(width, height, data, 4),
    jpegOf(width, height, data, 90),
    jpegOf(width, height, data, 30),
  ]);
  for (const name of ['light-serif.webp', 'dark-bold.webp', 'rotated-alpha.webp'])
    seeds.push(readFileSync(new URL(`../fixtures/webp/${name}`, import.meta.url)));
  return seeds;
}

/** Sizes a header may claim: nothing, tiny, ordinary, at and past the limit, and past any integer. */
const claimedSide = fc.oneof(
  fc.constantFrom(0, 1, 2, 7071, 7072, 9000, 65535, 2 ** 31 - 1, 2 ** 32 - 1),
  fc.integer({ min: 0, max: 400 }),
  fc.integer({ min: 0, max: 65535 }),
);

type Mutation =
  | { kind: 'flip'; at: number; value: number; header: boolean }
  | { kind: 'cut'; at: number }
  | { kind: 'size'; width: number; height: number; fixCrc: boolean }
  | { kind: 'insert'; at: number; bytes: number[] }
  | { kind: 'splice'; other: number; at: number }
  | { kind: 'append'; bytes: number[] };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('flip' as const),
      at: fc.nat(),
      value: fc.nat({ max: 255 }),
      header: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('size' as const),
      width: claimedSide,
      height: claimedSide,
      fixCrc: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      bytes: fc.array(fc.nat({ max: 255 }), { maxLength: 16 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('splice' as const), other: fc.nat(), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('append' as const),
      bytes: fc.array(fc.nat({ max: 255 }), { maxLength: 64 }),
    }),
  },
);

/** Rewrites the size a PNG's IHDR, a JPEG's first frame header or a WebP's first chunk claims. */
function claimSize(bytes: Buffer, width: number, height: number, fixCrc: boolean): void {
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.length >= 30) {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8X') {
      bytes.writeUIntLE((width - 1) & 0xffffff, 24, 3);
      bytes.writeUIntLE((height - 1) & 0xffffff, 27, 3);
    } else if (chunk === 'VP8 ') {
      bytes.writeUInt16LE(width & 0x3fff, 26);
      bytes.writeUInt16LE(height & 0x3fff, 28);
    } else {
      const bits = bytes.readUInt32LE(21) & ~0x0fffffff;
      bytes.writeUInt32LE((bits | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 21);
    }
    return;
  }
  if (bytes[0] === 0x89 && bytes.length >= 33) {
    bytes.writeUInt32BE(width >>> 0, 16);
    bytes.writeUInt32BE(height >>> 0, 20);
    if (fixCrc) bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    return;
  }
  for (let i = 2; i + 9 < bytes.length; i++) {
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      bytes.writeUInt16BE(height & 0xffff, i + 5);
      bytes.writeUInt16BE(width & 0xffff, i + 7);
      return;
    }
  }
}

export function mutate(seed: Buffer, mutations: Mutation[]): Buffer {
  let bytes = Buffer.from(seed);
  for (const m of mutations) {
    if (bytes.length === 0) break;
    if (m.kind === 'flip') bytes[m.header ? m.at % Math.min(bytes.length, 200) : m.at % bytes.length] = m.value;
    else if (m.kind === 'cut') bytes = bytes.subarray(0, m.at % bytes.length);
    else if (m.kind === 'size') claimSize(bytes, m.width, m.height, m.fixCrc);
    else if (m.kind === 'insert') {
      const at = m.at % bytes.length;
      bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(m.bytes), bytes.subarray(at)]);
    } else if (m.kind === 'splice') {
      const other = seedPictures()[m.other % seedPictures().length];
      const at = m.at % bytes.length;
      bytes = Buffer.concat([bytes.subarray(0, at), other.subarray(at % other.length)]);
    } else bytes = Buffer.concat([bytes, Buffer.from(m.bytes)]);
  }
  return bytes;
}

interface Input {
  bytes: Buffer;
  show: string;
}

const input: fc.Arbitrary<Input> = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.tuple(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 })).map(([s, mutations]) => {
      const all = seedPictures();
      return {
        bytes: mutate(all[s % all.length], mutations),
        show: `seed ${s % all.length}, ${JSON.stringify(mutations)}`,
      };
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 300 })
      .map((b) => ({ bytes: Buffer.from(b), show: `random bytes ${Buffer.from(b).toString('hex')}` })),
  },
);

/** How long decoding and scanning `bytes` takes, in ms (errors are the campaign's to count, not this timer's). */
function timed(bytes: Buffer): number {
  const t = performance.now();
  try {
    const decoded = decodeImage(bytes, 'fuzz');
    if (decoded.ok) scan(decoded.image);
  } catch {
    // counted by the first run
  }
  return performance.now() - t;
}

/** Runs `runs` inputs from `seed`, each timed; every exception is recorded with the input that caused it. */
export function runImageCampaign(seed: number, runs: number, onProgress?: (done: number) => void): ImageReport {
  const report: ImageReport = {
    seed,
    runs,
    decoded: 0,
    refused: 0,
    found: 0,
    crashes: [],
    slow: [],
    slowest: null,
    peakRssMb: 0,
    ms: 0,
  };
  const start = performance.now();
  let done = 0;
  fc.assert(
    fc.property(input, ({ bytes, show }) => {
      const t = performance.now();
      try {
        const decoded = decodeImage(bytes, 'fuzz');
        if (decoded.ok) {
          report.decoded++;
          if (scan(decoded.image).found) report.found++;
        } else {
          report.refused++;
          if (/waitng|read requests|\bat \S+\.js/.test(decoded.message))
            throw new Error(`decoder words: ${decoded.message}`);
        }
      } catch (error) {
        report.crashes.push({ input: show, error: error instanceof Error ? error.message : String(error) });
      }
      let ms = performance.now() - t;
      // A call over the bound is timed again: on a shared, loaded machine a pause (another process, a GC) can stall
      // any call, and an input that is slow in itself is slow twice. The faster of the two is what the input costs.
      if (ms > MAX_MS) ms = Math.min(ms, timed(bytes));
      if (ms > MAX_MS) report.slow.push({ ms, input: show });
      if (!report.slowest || ms > report.slowest.ms) report.slowest = { ms, input: show };
      if (++done % 100 === 0) report.peakRssMb = Math.max(report.peakRssMb, process.memoryUsage().rss / 1e6);
      if (done % 5_000 === 0) onProgress?.(done);
      return true;
    }),
    { seed, numRuns: runs },
  );
  report.peakRssMb = Math.max(report.peakRssMb, process.memoryUsage().rss / 1e6);
  report.ms = performance.now() - start;
  return report;
}

const cut = (text: string): string => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

export function formatImageReport(report: ImageReport): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  const lines = [
    `fuzz (images): seed ${report.seed}, ${n(report.runs)} pictures (${n(report.decoded)} decoded and scanned, ${n(report.found)} grids found; ${n(report.refused)} refused with a message) in ${(report.ms / 1000).toFixed(1)} s`,
    `crashes: ${report.crashes.length}; calls over ${MAX_MS} ms: ${report.slow.length}; peak memory ${Math.round(report.peakRssMb)} MB`,
    ...report.crashes.slice(0, 20).map((c) => `  ${c.error}\n    input: ${cut(c.input)}`),
    ...report.slow.slice(0, 10).map((s) => `  slow: ${s.ms.toFixed(0)} ms, input: ${cut(s.input)}`),
  ];
  if (report.slowest) lines.push(`slowest: ${report.slowest.ms.toFixed(1)} ms, input: ${cut(report.slowest.input)}`);
  return lines.join('\n');
}
