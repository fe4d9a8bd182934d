// outOfLine (src/engine/out-of-line.ts) stands between the finders and their step builders: every argument must reach
// the builder in order, and its answer come back unchanged, whatever the number of arguments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { outOfLine } from '../../src/engine/out-of-line.ts';

test('outOfLine calls the function with its arguments in order and returns what it returns', () => {
  assert.deepEqual(
    outOfLine((a: number) => [a], 1),
    [1],
  );
  assert.deepEqual(
    outOfLine((a: number, b: string) => [a, b], 1, 'b'),
    [1, 'b'],
  );
  assert.deepEqual(
    outOfLine((a: number, b: string, c: boolean) => [a, b, c], 1, 'b', true),
    [1, 'b', true],
  );
  assert.deepEqual(
    outOfLine((a: number, b: number, c: number, d: number) => a - b - c - d, 10, 4, 3, 2),
    1,
  );
  const list = [7];
  assert.equal(
    outOfLine((a: number, b: number, c: number, d: number, e: number[]) => e, 1, 2, 3, 4, list),
    list,
  );
  assert.equal(
    outOfLine((a: null) => a, null),
    null,
  );
});
