// Share links and the parser at other sizes (issue 26, part 1): a 4×4 or 6×6 game's link carries N×N cells and N
// bits of notes a cell; readShareUrl and parse read it back at that geometry and refuse it at another; a JSON array
// of N rows of N parses at that size. 9×9 links stay as they were (share.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import type { Geometry } from '../../src/engine/geometry.ts';
import { generate } from '../../src/engine/generate/index.ts';
import { parse } from '../../src/engine/parse/index.ts';
import { createRng } from '../../src/engine/rng.ts';
import { readShareUrl, shareUrl } from '../../src/engine/share.ts';

const GEOMETRIES: readonly [string, Geometry, number][] = [
  ['4×4', MINI, 3],
  ['6×6', SIX, 6],
];

describe('share links at other sizes', () => {
  for (const [name, geometry, notesLength] of GEOMETRIES) {
    const { puzzle, solution } = generate({ geometry, seed: `share ${name}` });
    const progress = puzzle.map((given, cell) => (given || cell % 2 ? given : solution[cell]));
    const rng = createRng(name);
    const notes = progress.map((digit) => (digit ? 0 : rng.int(1 << geometry.size)));

    it(`writes a ${name} game as ${geometry.cellCount} cells and reads all three back at that size`, () => {
      const url = shareUrl(puzzle, { base: 'https://example.org/#x', progress, notes, geometry });
      const cells = `[1-${geometry.size}.]{${geometry.cellCount}}`;
      assert.match(url, new RegExp(`^https://example\\.org/#sudoku=${cells}&progress=${cells}&notes=[\\w-]+$`));
      assert.equal(/notes=([\w-]+)/.exec(url)![1].length, Math.ceil((geometry.cellCount * geometry.size) / 6));
      assert.deepEqual(readShareUrl(url, geometry), { puzzle, progress, notes });
      const parsed = parse(url, { geometry });
      assert.ok(parsed.ok, 'parse reads the link at that size');
      assert.equal(parsed.format, 'url-share');
      assert.deepEqual(parsed.grid, puzzle);
      assert.ok(notesLength > 0);
    });

    it(`refuses a ${name} link read as 9×9, and a 9×9 link read as ${name}`, () => {
      const url = shareUrl(puzzle, { base: 'https://example.org/', geometry });
      assert.equal(readShareUrl(url), null);
      const nine = parse(url);
      assert.ok(!nine.ok);
      assert.match(nine.error.message, new RegExp(`found ${geometry.cellCount} cells in the link, expected 81`));
      const classic = shareUrl(generate({ seed: 1 }).puzzle, { base: 'https://example.org/' });
      assert.equal(readShareUrl(classic, geometry), null);
      const small = parse(classic, { geometry });
      assert.ok(!small.ok);
      assert.match(small.error.message, new RegExp(`expected ${geometry.cellCount}|can't be a cell`));
    });

    it(`checks a ${name} puzzle, progress and notes against the geometry, saying what is wrong`, () => {
      const base = 'https://example.org/';
      const nine = new Array(81).fill(0);
      assert.throws(
        () => shareUrl(nine, { base, geometry }),
        new TypeError(`shareUrl: the puzzle is not a grid of ${geometry.cellCount} digits from 0 to ${geometry.size}`),
      );
      const tooBig = puzzle.map((d, cell) => (cell === 0 ? geometry.size + 1 : d));
      assert.throws(() => shareUrl(tooBig, { base, geometry }), /the puzzle is not a grid/);
      assert.throws(
        () => shareUrl(puzzle, { base, progress, notes: [1, 2], geometry }),
        new TypeError(`shareUrl: the notes are not ${geometry.cellCount} bit masks`),
      );
    });

    it(`parses a ${name} grid given as a JSON array of rows or flat, and refuses a digit past ${geometry.size}`, () => {
      const rows = Array.from({ length: geometry.size }, (_, r) =>
        puzzle.slice(r * geometry.size, (r + 1) * geometry.size),
      );
      const fromRows = parse(JSON.stringify(rows), { geometry });
      assert.ok(fromRows.ok);
      assert.deepEqual(fromRows.grid, puzzle);
      assert.equal(fromRows.format, 'json');
      const flat = parse(JSON.stringify(puzzle), { geometry });
      assert.ok(flat.ok);
      assert.deepEqual(flat.grid, puzzle);
      rows[0] = [geometry.size + 1, ...rows[0].slice(1)];
      const bad = parse(JSON.stringify(rows), { geometry });
      assert.ok(!bad.ok);
      assert.match(bad.error.message, new RegExp(`JSON row 1, item 1: ${geometry.size + 1} can't be a cell`));
      const short = parse(JSON.stringify(puzzle.slice(1)), { geometry });
      assert.ok(!short.ok);
      assert.equal(
        short.error.message,
        `found ${geometry.cellCount - 1} cells in the JSON array, expected ${geometry.cellCount}`,
      );
    });
  }
});
