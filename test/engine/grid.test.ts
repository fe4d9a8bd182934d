import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findConflicts, gridToLine, lineToGrid, type Grid } from '../../src/engine/grid.ts';

test('findConflicts never throws: a non-array has no cells, and anything but a digit 1–9 counts as a blank', () => {
  for (const value of [null, undefined, 42, 'x', {}]) assert.deepEqual(findConflicts(value as unknown as Grid), []);
  const odd = Array.from({ length: 81 }, () => 0) as unknown[];
  odd[0] = 12;
  odd[1] = 12;
  odd[2] = 'x';
  odd[3] = 'x';
  odd[4] = 1.5;
  odd[5] = 1.5;
  assert.deepEqual(findConflicts(odd as Grid), []);
  odd[6] = 7;
  odd[78] = 7; // r9c7: the same column as r1c7, nothing else
  assert.deepEqual(
    findConflicts(odd as Grid).map((c) => c.cells),
    [[6, 78]],
  );
});

test('grid <-> line codecs round-trip, and a line of another length is not a grid', () => {
  const line = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  assert.equal(gridToLine(lineToGrid(line)!), line);
  assert.equal(lineToGrid(line.slice(1)), null);
});
