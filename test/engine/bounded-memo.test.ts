import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoundedMemo } from '../../src/engine/bounded-memo.ts';

test('a remembered key is made once and answered from memory after', () => {
  const memo = new BoundedMemo<string, number[]>(10);
  let made = 0;
  const make = () => (made++, [1, 2]);
  const first = memo.get('a', make);
  assert.equal(memo.get('a', make), first);
  assert.equal(made, 1);
});

test('at its limit the memo forgets, so a long batch never grows it without end', () => {
  const memo = new BoundedMemo<number, number>(3);
  let made = 0;
  for (const key of [1, 2, 3]) memo.get(key, () => (made++, key * 10));
  memo.get(4, () => (made++, 40)); // full: cleared, then 4 kept
  assert.equal(
    memo.get(4, () => (made++, -1)),
    40,
  );
  assert.equal(
    memo.get(1, () => (made++, 11)),
    11,
    'forgotten: made again',
  );
  assert.equal(made, 5);
});
