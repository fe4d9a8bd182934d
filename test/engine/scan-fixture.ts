// The committed scan fixtures (test/engine/fixtures/scan, rendered by scripts/scan-fixtures.ts) and their truth, and
// what the tests of other fixture folders share: a picture decoded, the cells read wrong.
import { readFileSync } from 'node:fs';
import { decodeImage } from '../../src/cli/decode-image.ts';
import type { ScanImage } from '../../src/engine/index.ts';

/** A picture of test/engine/fixtures/FOLDER, decoded as the CLI decodes it. */
export const picture = (folder: string, name: string): ScanImage => {
  const decoded = decodeImage(readFileSync(new URL(`fixtures/${folder}/${name}`, import.meta.url)), name);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.image;
};

export const fixture = (name: string): ScanImage => picture('scan', name);

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
