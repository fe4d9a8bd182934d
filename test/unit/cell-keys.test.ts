// The keys of a cell in the grids a user checks (the overlay's, the popup's picture reading), one rule for both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellKey } from '../../src/play/cell-keys.ts';

test('a digit 1-9 replaces the cell; the erasers and the blanks of a puzzle line clear it', () => {
  for (const digit of '123456789') assert.deepEqual(cellKey(digit, 40), { type: 'digit', digit });
  for (const key of ['Backspace', 'Delete', '0', ' ', '.']) assert.deepEqual(cellKey(key, 40), { type: 'clear' });
});

test('arrows move in reading order, across row ends, and never off the grid', () => {
  assert.deepEqual(cellKey('ArrowRight', 40), { type: 'move', to: 41 });
  assert.deepEqual(cellKey('ArrowLeft', 40), { type: 'move', to: 39 });
  assert.deepEqual(cellKey('ArrowUp', 40), { type: 'move', to: 31 });
  assert.deepEqual(cellKey('ArrowDown', 40), { type: 'move', to: 49 });
  assert.deepEqual(
    cellKey('ArrowLeft', 9),
    { type: 'move', to: 8 },
    "left of a row's first cell: the row above's last",
  );
  assert.deepEqual(cellKey('ArrowRight', 8), { type: 'move', to: 9 });
  assert.deepEqual(cellKey('ArrowUp', 3), { type: 'move', to: 0 }, 'clamped at the first cell');
  assert.deepEqual(cellKey('ArrowDown', 77), { type: 'move', to: 80 }, 'clamped at the last cell');
});

test('any other key is left to the page', () => {
  for (const key of ['a', 'Tab', 'Enter', 'Escape', 'Home', '10', 'constructor', 'toString']) {
    assert.equal(cellKey(key, 40), null, key);
  }
});
