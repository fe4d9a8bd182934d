// The element reads the common layout with quickGrid and the rest with parse (loaded when needed): for every text
// quickGrid takes, parse must read the same grid, or a page would get another puzzle depending on the path.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse } from '../../src/engine/parse/index.ts';
import { quickGrid } from '../../src/engine/quick-grid.ts';
import { puzzleLines } from '../data/puzzles.ts';

const LAYOUTS: ((line: string) => string)[] = [
  (line) => line,
  (line) => line.replaceAll('.', '0'),
  (line) => line.match(/.{9}/g)!.join('\n'),
  (line) =>
    line
      .match(/.{9}/g)!
      .map((row) => [...row.replaceAll('.', '0')].join(' '))
      .join('\n') + '\n',
  (line) => `  ${line}\r\n`,
];

test('quickGrid reads the common layouts exactly as parse does', () => {
  for (const line of puzzleLines('top95')) {
    for (const layout of LAYOUTS) {
      const text = layout(line);
      const full = parse(text);
      assert.ok(full.ok, text);
      assert.deepEqual(quickGrid(text), full.grid, text);
    }
  }
});

test('quickGrid leaves everything else to parse: other layouts, clashes, wrong counts', () => {
  const line = puzzleLines('top95')[0];
  assert.equal(quickGrid(line.slice(1)), null, '80 cells');
  assert.equal(quickGrid('1' + line.slice(1).replace(/[1-9]/, '1')), null, 'two 1s in a unit may be a clash');
  assert.equal(quickGrid(`[${[...line].map((c) => (c === '.' ? 0 : c)).join(',')}]`), null, 'JSON');
  assert.equal(quickGrid(line.replaceAll('.', '_')), null, 'another blank character');
  assert.equal(quickGrid(line.match(/.{9}/g)!.join('\t')), null, 'tab-separated values');
  assert.equal(quickGrid(''), null);
});

test('81 cells laid out at random: quickGrid takes them only when parse reads the same grid', () => {
  // Mostly blanks, so that many grids have no clash and quickGrid takes them.
  const cell = fc.oneof(
    { arbitrary: fc.constantFrom('.', '0'), weight: 8 },
    { arbitrary: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9'), weight: 1 },
  );
  const gap = fc.constantFrom('', '', '', '', '', '', ' ', '\n', '\r\n');
  // Half of them in rows of 9 (the layout quickGrid is for), half with breaks anywhere.
  const rows = fc.boolean();
  let taken = 0;
  fc.assert(
    fc.property(fc.array(fc.tuple(cell, gap), { minLength: 81, maxLength: 81 }), rows, (pairs, inRows) => {
      const text = pairs
        .map(([c, g], i) => c + (inRows ? (i % 9 === 8 ? '\n' : g.trim() === '' && g !== '' ? ' ' : '') : g))
        .join('');
      const quick = quickGrid(text);
      if (quick === null) return;
      taken++;
      const full = parse(text);
      assert.ok(full.ok, JSON.stringify(text));
      assert.deepEqual(quick, full.grid);
    }),
    { numRuns: 1000 },
  );
  assert.ok(taken > 100, `quickGrid took ${taken} of 1000`);
});
