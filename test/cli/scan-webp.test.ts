// `sudoku scan` on WebP pictures: lossy (VP8), lossless (VP8L) and with alpha (VP8X), made from the scan fixtures
// with cwebp (test/fixtures/webp/README.md); refused from the header over the size limit, cut or damaged files told
// in the CLI's own words.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { hasStackTrace, sudoku } from './run-cli.ts';

const WEBP = fileURLToPath(new URL('../fixtures/webp/', import.meta.url));
const SCAN = fileURLToPath(new URL('../engine/fixtures/scan/', import.meta.url));
const TRUTH = JSON.parse(readFileSync(`${SCAN}truth.json`, 'utf8')) as Record<string, string>;

/** Each WebP fixture, the first chunk it starts with, and the PNG it was made from (whose grid it shows). */
const FIXTURES = [
  { file: 'light-serif.webp', chunk: 'VP8 ', from: 'light-serif.png' },
  { file: 'dark-bold.webp', chunk: 'VP8L', from: 'dark-bold.png' },
  { file: 'rotated-alpha.webp', chunk: 'VP8X', from: 'rotated.png' },
] as const;

const read = (file: string): Buffer => readFileSync(`${WEBP}${file}`);

test('scan reads WebP, lossy, lossless and with alpha (on white, as shown): the grid as one line, exit 0', () => {
  for (const { file, chunk, from } of FIXTURES) {
    assert.equal(read(file).toString('latin1', 12, 16), chunk, `${file} is the kind of WebP it stands for`);
    const { status, stdout, stderr } = sudoku(['scan', `${WEBP}${file}`]);
    assert.equal(status, 0, `${file}: ${stderr}`);
    assert.equal(stdout, `${TRUTH[from]}\n`, file);
    assert.equal(stderr, '', file);
  }
});

test('scan - reads a WebP from stdin', () => {
  const { status, stdout } = sudoku(['scan', '-'], read('dark-bold.webp'));
  assert.equal(status, 0);
  assert.equal(stdout, `${TRUTH['dark-bold.png']}\n`);
});

test('a WebP claiming more than 50 megapixels is refused from its header, whichever its first chunk: exit 2', () => {
  const lossy = Buffer.from(read('light-serif.webp'));
  lossy.writeUInt16LE(9000, 26); // VP8: 14-bit width and height after the frame's start code
  lossy.writeUInt16LE(9000, 28);
  const lossless = Buffer.from(read('dark-bold.webp'));
  // VP8L: width − 1 and height − 1 in 14 bits each, after the signature byte; the alpha and version bits kept.
  const bits = lossless.readUInt32LE(21);
  lossless.writeUInt32LE(((bits & ~0x0fffffff) | 8999 | (8999 << 14)) >>> 0, 21);
  const extended = Buffer.from(read('rotated-alpha.webp'));
  extended.writeUIntLE(8999, 24, 3); // VP8X: the canvas's width − 1 and height − 1, 24 bits each
  extended.writeUIntLE(8999, 27, 3);
  for (const [what, bytes] of [
    ['VP8', lossy],
    ['VP8L', lossless],
    ['VP8X', extended],
  ] as const) {
    const { status, stdout, stderr } = sudoku(['scan', '-'], bytes);
    assert.equal(status, 2, what);
    assert.equal(stdout, '', what);
    assert.equal(stderr, 'sudoku: the picture on stdin is 9000 × 9000 pixels; the limit is 50 megapixels\n', what);
  }
});

test("a WebP cut short or damaged says so in the CLI's words, never libwebp's: exit 2", () => {
  const webp = read('light-serif.webp');
  const garbled = Buffer.from(webp);
  for (let i = 40; i < garbled.length; i += 3) garbled[i] ^= 0x5a; // the frame's data, its header left whole
  const cases: [Buffer, string][] = [
    [webp.subarray(0, webp.length - 100), 'the WebP file is cut short: its end is missing'],
    [webp.subarray(0, 24), 'the WebP file is cut short: it ends inside its header'],
    [garbled, 'the WebP file is damaged and could not be decoded'],
  ];
  for (const [input, why] of cases) {
    const { status, stdout, stderr } = sudoku(['scan', '-'], input);
    assert.equal(status, 2, `${input.length} bytes: ${stderr}`);
    assert.equal(stdout, '');
    assert.equal(stderr, `sudoku: cannot read 'stdin': ${why}\n`);
    assert.ok(!hasStackTrace(stderr));
  }
});
