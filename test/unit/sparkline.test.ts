// The popup's sparkline of solve times: points in the box, the latest on the right, faster times higher.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sparklinePoints } from '../../src/popup/sparkline.ts';

const points = (text: string): [number, number][] =>
  text.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);

describe('sparklinePoints', () => {
  it('draws nothing for fewer than two times', () => {
    assert.equal(sparklinePoints([], 60, 16), '');
    assert.equal(sparklinePoints([300_000], 60, 16), '');
  });

  it('spans the box, oldest left and latest right, the fastest time at the top', () => {
    const drawn = points(sparklinePoints([300_000, 120_000, 600_000], 60, 16));
    assert.deepEqual(
      drawn.map(([x]) => x),
      [1, 30, 59],
    );
    assert.equal(drawn[1][1], 1, 'fastest at the top');
    assert.equal(drawn[2][1], 15, 'slowest at the bottom');
    for (const [x, y] of drawn) assert.ok(x >= 0 && x <= 60 && y >= 0 && y <= 16);
  });

  it('draws equal times as a flat line through the middle', () => {
    assert.deepEqual(
      points(sparklinePoints([5000, 5000, 5000], 60, 16)).map(([, y]) => y),
      [8, 8, 8],
    );
  });
});
