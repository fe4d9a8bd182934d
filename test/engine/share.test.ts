import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from '../../src/engine/generate/index.ts';
import { parse } from '../../src/engine/parse/index.ts';
import { readShareUrl, shareUrl } from '../../src/engine/share.ts';
import { createRng } from '../../src/engine/rng.ts';

const { puzzle, solution } = generate({ seed: 'share' });
/** A game half played: the solution's digits in every other blank. */
const progress = puzzle.map((given, cell) => (given || cell % 2 ? given : solution[cell]));

test('shareUrl: the puzzle in the fragment of the base, which parse reads back exactly', () => {
  const url = shareUrl(puzzle, { base: 'https://example.org/play?lang=fr#old' });
  assert.match(url, /^https:\/\/example\.org\/play\?lang=fr#sudoku=[1-9.]{81}$/);
  const parsed = parse(url);
  assert.ok(parsed.ok);
  assert.equal(parsed.format, 'url-share');
  assert.deepEqual(parsed.grid, puzzle);
  // Pasted inside a sentence, as a friend's message would hold it.
  const sentence = parse(`try this one: ${url} (it is hard)`);
  assert.ok(sentence.ok && sentence.grid.every((d, cell) => d === puzzle[cell]));
});

test('shareUrl with progress and notes: readShareUrl gives back all three; parse still reads the puzzle', () => {
  const rng = createRng('notes');
  const notes = progress.map((digit) => (digit ? 0 : rng.int(512)));
  const url = shareUrl(puzzle, { base: 'https://example.org/', progress, notes });
  assert.match(url, /#sudoku=[1-9.]{81}&progress=[1-9.]{81}&notes=[A-Za-z0-9_-]{122}$/);
  assert.deepEqual(readShareUrl(url), { puzzle, progress, notes });
  const parsed = parse(url);
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.grid, puzzle, 'the puzzle, not the progress');
  // No notes: no notes part, and nothing comes back for them.
  const plain = shareUrl(puzzle, { base: 'https://example.org/', progress, notes: progress.map(() => 0) });
  assert.doesNotMatch(plain, /notes=/);
  assert.deepEqual(readShareUrl(plain), { puzzle, progress, notes: null });
});

test('shareUrl refuses a puzzle or progress that is not a grid, and a progress that changes a given', () => {
  assert.throws(() => shareUrl([1, 2, 3], { base: 'https://x.org/' }), { name: 'TypeError', message: /puzzle/ });
  const given = puzzle.findIndex((d) => d !== 0);
  const tampered = progress.slice();
  tampered[given] = (puzzle[given] % 9) + 1;
  assert.throws(() => shareUrl(puzzle, { base: 'https://x.org/', progress: tampered }), {
    name: 'TypeError',
    message: new RegExp(`changes the given in cell ${given + 1}`),
  });
});

test('readShareUrl: a link without our puzzle is null; a bad progress or notes part is dropped, not fatal', () => {
  assert.equal(readShareUrl('https://www.sudokuwiki.org/sudoku.htm?bd=' + '0'.repeat(81)), null);
  assert.equal(readShareUrl('https://x.org/#sudoku=123'), null);
  const line = puzzle.map((d) => d || '.').join('');
  const given = puzzle.findIndex((d) => d !== 0);
  const changed = [...line].map((ch, cell) => (cell === given ? String((puzzle[cell] % 9) + 1) : ch)).join('');
  assert.deepEqual(readShareUrl(`https://x.org/#sudoku=${line}&progress=${changed}&notes=zz`), {
    puzzle,
    progress: null,
    notes: null,
  });
  const broken = parse(`https://x.org/#sudoku=${line.slice(0, 40)}x${line.slice(41)}`);
  assert.ok(!broken.ok);
  assert.match(broken.error.message, /'x' can't be a cell/);
});
