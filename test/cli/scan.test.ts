// `sudoku scan FILE`: a picture in, one line of 81 characters out, ready for `sudoku solve`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import jpeg from 'jpeg-js';
import { photosIn, VENDORED_PHOTOS } from '../../bench/photo-bench.ts';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { doubtWarning } from '../../src/cli/scan-command.ts';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import { uprightPixels } from '../../src/cli/upright.ts';
import { onPage, whitePng, withOrientation } from './picture-bytes.ts';
import {
  gridFromLine,
  gridFromSeedLayout,
  hasStackTrace,
  isCompleteAndValid,
  keepsGivens,
  REPO_ROOT,
  sudoku,
} from './run-cli.ts';

const FIXTURES = fileURLToPath(new URL('../engine/fixtures/scan/', import.meta.url));
const PHOTO_SYNTH = fileURLToPath(new URL('../fixtures/photo-synth/', import.meta.url));
const TRUTH = JSON.parse(readFileSync(`${FIXTURES}truth.json`, 'utf8')) as Record<string, string>;

test('scan FILE prints the grid as one line (digits, . for blanks) and exits 0: PNG and JPEG', () => {
  for (const name of ['light-serif.png', 'page.jpg']) {
    const { status, stdout, stderr } = sudoku(['scan', `${FIXTURES}${name}`]);
    assert.equal(status, 0, stderr);
    assert.equal(stdout, `${TRUTH[name]}\n`);
    assert.equal(stderr, '');
  }
});

test('scan - reads the picture from stdin', () => {
  const { status, stdout } = sudoku(['scan', '-'], readFileSync(`${FIXTURES}dark-bold.png`));
  assert.equal(status, 0);
  assert.equal(stdout, `${TRUTH['dark-bold.png']}\n`);
});

test('scan | solve: the line is a puzzle solve reads', () => {
  const scanned = sudoku(['scan', `${FIXTURES}rotated.png`]);
  const solved = sudoku(['solve'], scanned.stdout);
  assert.equal(solved.status, 0, solved.stderr);
  const solution = gridFromSeedLayout(solved.stdout);
  assert.ok(isCompleteAndValid(solution));
  assert.ok(keepsGivens(gridFromLine(scanned.stdout.trim()), solution));
});

test('no Sudoku in the picture, not a picture, no file: exit 2 with one line on stderr', () => {
  const cases: [string[], string | Uint8Array, RegExp][] = [
    [['scan', `${FIXTURES}no-grid.png`], '', /^sudoku: no Sudoku grid found in the picture\n$/],
    [['scan', `${FIXTURES}truth.json`], '', /^sudoku: cannot read '.*truth\.json': not a PNG, JPEG or WebP image\n$/],
    [['scan', `${FIXTURES}missing.png`], '', /^sudoku: cannot read '.*missing\.png': no such file\n$/],
    [['scan', FIXTURES], '', /^sudoku: cannot read '.*': it is a directory, not a file\n$/],
    [
      ['scan', '-'],
      readFileSync(`${FIXTURES}light-serif.png`).subarray(0, 400),
      /^sudoku: cannot read 'stdin': the PNG file is cut short: its end is missing\n$/,
    ],
    [['scan', '-'], '', /^sudoku: cannot read 'stdin': the input is empty: pipe a picture in .*\n$/],
  ];
  for (const [args, input, message] of cases) {
    const { status, stdout, stderr } = sudoku(args, input);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr, message);
    assert.ok(!hasStackTrace(stderr));
  }
});

test('a picture over the size limit is refused from its header, before decoding: exit 2, its size and the limit', () => {
  // 9000 × 9000 pixels in 21 KB: decoded, 324 MB. Refused from the 24 bytes of its header.
  const big = whitePng(9000, 9000);
  assert.ok(big.length < 100_000);
  for (const [args, input, name] of [
    [['scan', '-'], big, 'the picture on stdin'],
    [['scan', '-'], Buffer.concat([big.subarray(0, 40)]), 'the picture on stdin'],
  ] as const) {
    const { status, stdout, stderr } = sudoku(args, input);
    assert.equal(status, 2);
    assert.equal(stdout, '');
    assert.equal(stderr, `sudoku: ${name} is 9000 × 9000 pixels; the limit is 50 megapixels\n`);
  }
  // A JPEG's size is in its start-of-frame segment: a header claiming 10000 × 6000 is refused the same way.
  const jpeg = readFileSync(`${FIXTURES}page.jpg`);
  const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
  assert.ok(sof > 0);
  const claims = Buffer.from(jpeg);
  claims.writeUInt16BE(6000, sof + 5);
  claims.writeUInt16BE(10000, sof + 7);
  const refused = sudoku(['scan', '-'], claims);
  assert.equal(refused.status, 2);
  assert.equal(refused.stderr, 'sudoku: the picture on stdin is 10000 × 6000 pixels; the limit is 50 megapixels\n');
});

test('a 12-megapixel picture (4000 × 3000, a phone photo) is under the limit and read', () => {
  const page = onPage(readFileSync(`${FIXTURES}light-serif.png`), 4000, 3000, 1500, 1000);
  const { status, stdout, stderr } = sudoku(['scan', '-'], page);
  assert.equal(status, 0, stderr);
  assert.equal(stdout, `${TRUTH['light-serif.png']}\n`);
});

test("a PNG or JPEG cut short says so, in its own words, never the decoder's: exit 2", () => {
  const png = readFileSync(`${FIXTURES}light-serif.png`);
  const jpeg = readFileSync(`${FIXTURES}page.jpg`);
  const cases: [Buffer, RegExp][] = [
    [
      png.subarray(0, png.length - 20),
      /^sudoku: cannot read 'stdin': the PNG file is cut short: its end is missing\n$/,
    ],
    [
      png.subarray(0, png.length >> 1),
      /^sudoku: cannot read 'stdin': the PNG file is cut short: its end is missing\n$/,
    ],
    [png.subarray(0, 20), /^sudoku: cannot read 'stdin': the PNG file is cut short: it ends inside its header\n$/],
    [png.subarray(0, 5), /^sudoku: cannot read 'stdin': the file is cut short: it ends inside its header\n$/],
    [
      jpeg.subarray(0, jpeg.length >> 1),
      /^sudoku: cannot read 'stdin': the JPEG file is cut short: its end is missing\n$/,
    ],
    [jpeg.subarray(0, 300), /^sudoku: cannot read 'stdin': the JPEG file is cut short: it ends inside its header\n$/],
  ];
  for (const [input, message] of cases) {
    const { status, stdout, stderr } = sudoku(['scan', '-'], input);
    assert.equal(status, 2, `${input.length} bytes: ${stderr}`);
    assert.equal(stdout, '');
    assert.match(stderr, message);
    assert.doesNotMatch(stderr, /waitng|read requests|internal error|\bat .*\.js/);
  }
});

test("the extension's own icon is no Sudoku: exit 2, not a grid of guesses", () => {
  const { status, stdout, stderr } = sudoku(['scan', `${REPO_ROOT}public/icons/icon-128.png`]);
  assert.equal(status, 2, stdout);
  assert.equal(stdout, '');
  assert.equal(stderr, 'sudoku: no Sudoku grid found in the picture\n');
});

test('scan without a file: usage error, exit 1', () => {
  const { status, stderr } = sudoku(['scan']);
  assert.equal(status, 1);
  assert.match(stderr, /^sudoku: scan needs FILE: sudoku scan FILE\n/);
});

test('a phone photo stored sideways with EXIF orientation 6 is read upright; an upright one with a stale tag too', () => {
  const photo = photosIn(VENDORED_PHOTOS).find((p) => p.name === 'image1');
  assert.ok(photo);
  const line = `${photo.truth.map((d) => (d ? String(d) : '.')).join('')}\n`;
  const bytes = readFileSync(photo.file);
  const decoded = decodeImage(bytes, photo.file);
  assert.ok(decoded.ok);
  // Stored a quarter turn anticlockwise, as a phone held upright stores it: orientation 6 turns it back.
  const sideways = uprightPixels(decoded.image, 8);
  const stored = jpeg.encode({ ...sideways, data: Buffer.from(sideways.data) }, 92).data;
  for (const [what, file] of [
    ['sideways, tag 6', withOrientation(stored, 6)],
    ['upright, stale tag 6', withOrientation(bytes, 6)],
    ['upright, stale tag 3', withOrientation(bytes, 3)],
  ] as const) {
    const { status, stdout, stderr } = sudoku(['scan', '-'], file);
    assert.equal(status, 0, `${what}: ${stderr}`);
    assert.equal(stdout, line, what);
  }
});

test('the doubt warning names up to six cells and counts the rest; with no cell sure, it doubts the whole reading', () => {
  assert.equal(doubtWarning([0], 81), '1 cell may be misread: r1c1');
  assert.equal(doubtWarning([10, 80], 81), '2 cells may be misread: r2c2, r9c9');
  assert.equal(
    doubtWarning([0, 1, 2, 3, 4, 5, 6], 81),
    '7 cells may be misread: r1c1, r1c2, r1c3, r1c4, r1c5, r1c6 and 1 more',
  );
  const every = Array.from({ length: 81 }, (_, cell) => cell);
  assert.equal(doubtWarning(every, 81), 'the whole reading is in doubt (all 81 cells): check it against the picture');
  assert.match(doubtWarning(every.slice(1), 81), /^80 cells may be misread: r1c2, .* and 74 more$/);
});

// Two synthetic photos (test/fixtures/photo-synth): one read with cells in doubt, one (a bent page whose cells the
// reader saw shifted) with none sure. Whatever the reader makes of them, stderr is the engine's own doubt, worded.
for (const name of ['dim-paper-halo.jpg', 'explore71-bent-page.jpg']) {
  test(`${name}: the warning on stderr, after the line, is the reading's cells in doubt: exit 0`, () => {
    const file = `${PHOTO_SYNTH}${name}`;
    const decoded = decodeImage(readFileSync(file), file);
    assert.ok(decoded.ok);
    const reading = scan(decoded.image);
    assert.ok(reading.found);
    const { status, stdout, stderr } = sudoku(['scan', file]);
    assert.equal(status, 0, stderr);
    assert.equal(stdout, `${reading.grid.map((d) => (d ? String(d) : '.')).join('')}\n`);
    const unsure = reading.confidence.flatMap((c, cell) => (c < SURE ? [cell] : []));
    assert.equal(stderr, unsure.length ? `sudoku: warning: ${doubtWarning(unsure, 81)}\n` : '');
  });
}
