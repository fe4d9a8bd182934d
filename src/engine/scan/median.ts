/**
 * The median the scan's checks take of a grid's measures (heights, darkness, hues, steps): the upper of the two middle
 * values for an even count, NaN for none. Sorted as a typed array, by value, natively: the same median as a
 * comparator's sort, several times as fast.
 */
export function median(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[sorted.length >> 1] : NaN;
}
