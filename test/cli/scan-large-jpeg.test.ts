// `sudoku scan` on JPEGs over 2 megapixels, which MozJPEG decodes (WebAssembly, src/cli/wasm-decoders.ts): read as
// jpeg-js reads them, EXIF orientation honoured, libjpeg's own words never on stderr, and jpeg-js still reading them
// where the WebAssembly decoders are missing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { photosIn, VENDORED_PHOTOS } from '../../bench/photo-bench.ts';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { uprightPixels } from '../../src/cli/upright.ts';
import { wasmDecode, wasmDecoderLoads } from '../../src/cli/wasm-decoders.ts';
import { onPage, withOrientation } from './picture-bytes.ts';
import { REPO_ROOT, sudoku } from './run-cli.ts';

const SCAN = fileURLToPath(new URL('../engine/fixtures/scan/', import.meta.url));
const TRUTH = JSON.parse(readFileSync(`${SCAN}truth.json`, 'utf8')) as Record<string, string>;

/** light-serif.png on a white 2400 × 1600 page (3.8 megapixels: over the 2 that jpeg-js keeps), as a JPEG. */
const page = PNG.sync.read(onPage(readFileSync(`${SCAN}light-serif.png`), 2400, 1600, 900, 500));
const pageJpeg = jpeg.encode(page, 90).data;

test('the WebAssembly decoders load here (jpeg-js would otherwise read large JPEGs, slowly, and hide it)', () => {
  assert.ok(wasmDecoderLoads('JPEG'));
  assert.ok(wasmDecoderLoads('WebP'));
});

test("MozJPEG's pixels are jpeg-js's within rounding: the same size, half a level apart on average", () => {
  const ours = wasmDecode('JPEG', pageJpeg);
  assert.ok(typeof ours === 'object');
  const reference = jpeg.decode(pageJpeg, { useTArray: true, formatAsRGBA: true });
  assert.equal(ours.width, reference.width);
  assert.equal(ours.height, reference.height);
  let difference = 0;
  for (let i = 0; i < reference.data.length; i++) difference += Math.abs(ours.data[i] - reference.data[i]);
  assert.ok(difference / reference.data.length < 1, `mean difference ${difference / reference.data.length}`);
});

/** Whether two decodings hold the same bytes (compared as buffers: a deepEqual of millions of numbers is slow). */
const sameBytes = (a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray): boolean =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

test('JPEGs up to 2 megapixels keep the pixels jpeg-js gives (what the recognizer was fitted to); larger, MozJPEG', () => {
  const photo = photosIn(VENDORED_PHOTOS)[0];
  const bytes = readFileSync(photo.file);
  const small = decodeImage(bytes, photo.file);
  assert.ok(small.ok && small.image.width * small.image.height <= 2_000_000);
  const reference = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  assert.ok(sameBytes(small.image.data, reference.data), `${photo.name} is decoded as jpeg-js decodes it`);
  const large = decodeImage(pageJpeg, 'page');
  const mozjpeg = wasmDecode('JPEG', pageJpeg);
  assert.ok(large.ok && typeof mozjpeg === 'object');
  assert.ok(sameBytes(large.image.data, mozjpeg.data), 'a 3.8-megapixel JPEG is decoded as MozJPEG decodes it');
});

test('a JPEG MozJPEG refuses is "failed", and the next one is decoded (the decoder is started afresh)', () => {
  // Its start-of-frame marker made an unknown one: libjpeg stops ("Unsupported marker type"), it can't read past it.
  const refused = Buffer.from(pageJpeg);
  const frame = refused.findIndex((b, i) => b === 0xff && refused[i + 1] === 0xc0);
  refused[frame + 1] = 0x24;
  const result = wasmDecode('JPEG', refused);
  assert.ok(result === 'failed', typeof result === 'string' ? result : 'decoded');
  const next = wasmDecode('JPEG', pageJpeg);
  assert.ok(typeof next === 'object' && next.width === 2400);
});

test('scan reads a JPEG over 2 megapixels, upright and stored sideways with EXIF orientation 6: exit 0', () => {
  const sideways = uprightPixels({ ...page, data: new Uint8Array(page.data) }, 8);
  const stored = jpeg.encode({ ...sideways, data: Buffer.from(sideways.data) }, 90).data;
  for (const [what, bytes] of [
    ['upright', pageJpeg],
    ['sideways, tag 6', withOrientation(stored, 6)],
  ] as const) {
    const { status, stdout, stderr } = sudoku(['scan', '-'], bytes);
    assert.equal(status, 0, `${what}: ${stderr}`);
    assert.equal(stdout, `${TRUTH['light-serif.png']}\n`, what);
    assert.equal(stderr, '', what);
  }
});

test("a large JPEG damaged in its data is read or refused in the CLI's words: libjpeg's never reach stderr", () => {
  const damaged = Buffer.from(pageJpeg);
  damaged.fill(0, damaged.length >> 1, (damaged.length >> 1) + 2000); // "Corrupt JPEG data" for libjpeg
  const { stderr } = sudoku(['scan', '-'], damaged);
  assert.doesNotMatch(stderr, /Corrupt JPEG|JPEG data|marker|libjpeg/i);
});

test('the bundle without its .wasm files still reads a large JPEG (with jpeg-js) and says why a WebP is not read', () => {
  sudoku(['scan', `${SCAN}page.jpg`]); // ./sudoku rebuilds dist/cli when a source is newer
  const alone = mkdtempSync(join(tmpdir(), 'sudoku-no-wasm-'));
  try {
    // Outside the repository: the decoders are neither next to the bundle nor in a node_modules above it.
    copyFileSync(join(REPO_ROOT, 'dist/cli/sudoku.js'), join(alone, 'sudoku.js'));
    const run = (input: Uint8Array) =>
      spawnSync(process.execPath, [join(alone, 'sudoku.js'), 'scan', '-'], { input, encoding: 'utf8' });
    const read = run(pageJpeg);
    assert.equal(read.status, 0, read.stderr);
    assert.equal(read.stdout, `${TRUTH['light-serif.png']}\n`);
    const webp = run(readFileSync(fileURLToPath(new URL('../fixtures/webp/dark-bold.webp', import.meta.url))));
    assert.equal(webp.status, 2);
    assert.equal(
      webp.stderr,
      "sudoku: cannot read 'stdin': the WebP decoder (webp_dec.wasm) could not be loaded: this installation is incomplete\n",
    );
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});
