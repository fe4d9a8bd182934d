// The committed scan fixtures (test/engine/fixtures/scan, rendered by scripts/scan-fixtures.ts) and their truth, and
// what the tests of other fixture folders share: a picture decoded, the cells read wrong.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { SURE, type scan, type ScanImage } from '../../src/engine/index.ts';

/** The picture at `file`, decoded as the CLI decodes it. */
function decoded(file: URL, name: string): ScanImage {
  const result = decodeImage(readFileSync(file), name);
  if (!result.ok) throw new Error(result.message);
  return result.image;
}

/** A picture of test/engine/fixtures/FOLDER, decoded as the CLI decodes it. */
export const picture = (folder: string, name: string): ScanImage =>
  decoded(new URL(`fixtures/${folder}/${name}`, import.meta.url), name);

/** A synthetic phone photo of test/fixtures/photo-synth (scripts/scan-photo-synth.ts), decoded as the CLI does. */
export const synthPhoto = (name: string): ScanImage =>
  decoded(new URL(`../fixtures/photo-synth/${name}`, import.meta.url), name);

export const fixture = (name: string): ScanImage => picture('scan', name);

/**
 * A drawn grid's corners (from `lo` to `hi` along both axes, from its top-left at `x0`, `y0`) in a `width` × `height`
 * picture turned `degrees` clockwise about its centre, as the tests' drawings turn it.
 */
export function turnedCorners(
  lo: number,
  hi: number,
  at: { x0: number; y0: number; width: number; height: number; degrees: number },
): { x: number; y: number }[] {
  const cos = Math.cos((at.degrees * Math.PI) / 180);
  const sin = Math.sin((at.degrees * Math.PI) / 180);
  return [
    [lo, lo],
    [hi, lo],
    [hi, hi],
    [lo, hi],
  ].map(([u, v]) => {
    const dx = at.x0 + u - at.width / 2;
    const dy = at.y0 + v - at.height / 2;
    return { x: at.width / 2 + cos * dx - sin * dy, y: at.height / 2 + sin * dx + cos * dy };
  });
}

type ScanResult = ReturnType<typeof scan>;
/** A scan that found a grid: what the assertions below leave the caller holding. */
type FoundScan = Extract<ScanResult, { found: true }>;

/** Picture name → its 81 characters, digits and '.'. */
export const TRUTH = JSON.parse(readFileSync(new URL('fixtures/scan/truth.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

export const cellName = (i: number): string => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

/**
 * The cells read otherwise than `truth` (81 characters, digits and '.') says, and those of them read as sure: a
 * silent misread, what a user cannot catch.
 */
export function misreads(
  read: { grid: number[]; confidence: number[] },
  truth: string,
  sure: number,
): { wrong: string[]; sureWrong: string[] } {
  const wrong = [...truth].flatMap((ch, i) => (read.grid[i] === (ch === '.' ? 0 : Number(ch)) ? [] : [i]));
  return { wrong: wrong.map(cellName), sureWrong: wrong.filter((i) => read.confidence[i] >= sure).map(cellName) };
}

/**
 * A picture that was read wrong without a warning, now flagged where it was wrong: the grid found, no wrong cell read
 * as sure, `cell` (0–80) in doubt, and most cells still sure (the flag is the cell's, not a doubt over the whole grid).
 */
export function assertFlaggedAt(result: ScanResult, truth: string, cell: number): asserts result is FoundScan {
  assert.ok(result.found, 'grid found');
  const { wrong, sureWrong } = misreads(result, truth, SURE);
  assert.deepEqual(sureWrong, [], `wrong cells read as sure (wrong: ${wrong.join(' ')})`);
  assert.ok(result.confidence[cell] < SURE, `${cellName(cell)} in doubt`);
  assert.ok(result.confidence.filter((c) => c >= SURE).length >= 60);
}

/**
 * A photo of printed givens and a reader's fill-ins read as the givens only, or flagged: the grid found, no cell read
 * otherwise than `truth` (81 digits, 0 for a blank) says and sure, and most givens still sure (not by doubting every
 * digit).
 */
export function assertGivensOnly(result: ScanResult, truth: string): asserts result is FoundScan {
  assert.ok(result.found, 'the grid is found');
  const sureWrong = result.grid.flatMap((digit, i) =>
    digit !== Number(truth[i]) && result.confidence[i] >= SURE ? [`${cellName(i)} read ${digit}`] : [],
  );
  assert.deepEqual(sureWrong, [], `cells read wrong with confidence: ${sureWrong.join(', ')}`);
  const givens = [...truth].flatMap((d, i) => (d !== '0' ? [i] : []));
  const sureGivens = givens.filter((i) => result.grid[i] === Number(truth[i]) && result.confidence[i] >= SURE);
  assert.ok(sureGivens.length >= 0.8 * givens.length, `${sureGivens.length} of ${givens.length} givens sure`);
}

/** A picture read exactly: the grid found, no cell read otherwise than `truth` says (and so none surely). */
export function assertReadExactly(result: ScanResult, truth: string): asserts result is FoundScan {
  assert.ok(result.found, 'grid found');
  const { wrong, sureWrong } = misreads(result, truth, SURE);
  assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
  assert.deepEqual(wrong, [], 'misread cells');
}
