/**
 * The digit sets a cage may hold: every set of `count` distinct digits of 1…size adding up to `sum`, as bitmasks
 * (bit d-1 for digit d). The solver reasons over these combinations instead of sum bounds alone: a digit no
 * combination offers leaves the cage, a digit every combination needs must go somewhere in it. Built once per size
 * (2^size masks: 65,536 for 16×16).
 */

/** combosBySize.get(size)[count][sum]: the masks of `count` digits adding up to `sum`. */
const combosBySize = new Map<number, Int32Array[][]>();

/** The masks of `count` distinct digits of 1…size that add up to `sum` ([] when none do). */
export function cageCombos(size: number, count: number, sum: number): Int32Array {
  let table = combosBySize.get(size);
  if (!table) {
    table = buildCombos(size);
    combosBySize.set(size, table);
  }
  return table[count]?.[sum] ?? EMPTY;
}

const EMPTY = new Int32Array(0);

function buildCombos(size: number): Int32Array[][] {
  const maxSum = (size * (size + 1)) / 2;
  const lists: number[][][] = Array.from({ length: size + 1 }, () => Array.from({ length: maxSum + 1 }, () => []));
  for (let mask = 1; mask < 1 << size; mask++) {
    let count = 0;
    let sum = 0;
    for (let d = 1; d <= size; d++)
      if (mask & (1 << (d - 1))) {
        count++;
        sum += d;
      }
    lists[count][sum].push(mask);
  }
  return lists.map((bySum) => bySum.map((masks) => Int32Array.from(masks)));
}
