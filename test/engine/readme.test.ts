// README.md is the user's door: the technique table it documents must be the one the grader uses.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { techniqueTable } from '../../scripts/technique-table.ts';

const normalise = (table: string): string[] =>
  table
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .join('|'),
    )
    .filter((line) => !/^\|[-:|]+\|$/.test(line));

test('README documents the grader technique table (name, level, weight, order)', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('| technique (in the order tried)');
  assert.notEqual(start, -1, 'README has the technique table');
  const end = readme.indexOf('\n\n', start);
  assert.deepEqual(
    normalise(readme.slice(start, end)),
    normalise(techniqueTable()),
    'README table is stale: paste the output of `node --import tsx scripts/technique-table.ts`',
  );
});
