/**
 * Sets of cells as bits (32 cells a word, a 16×16 grid in 8 words), for the finders' quick "is there anything to
 * remove here?" tests: intersecting a few peer sets word by word costs far less than filtering the peers of each
 * house and digit at every step, and most such tests find nothing. A finder that finds something builds its step as
 * before, so the steps are the same.
 */

/** Words per set for `cellCount` cells. */
export const wordsFor = (cellCount: number): number => (cellCount + 31) >> 5;

/** Each list of cells as a set: `lists.length` sets of `words` words, one after another. */
export function setsOf(lists: readonly (readonly number[])[], words: number): Uint32Array {
  const sets = new Uint32Array(lists.length * words);
  lists.forEach((cells, index) => {
    for (const cell of cells) sets[index * words + (cell >> 5)] |= 1 << (cell & 31);
  });
  return sets;
}

/** Per digit (index digit - 1), the open cells that still hold it. */
export function openPlaces(cand: Int32Array, values: Int8Array, size: number, words: number): Uint32Array {
  const sets = new Uint32Array(size * words);
  for (let cell = 0; cell < cand.length; cell++) {
    if (values[cell]) continue;
    for (let m = cand[cell], digit = 0; m; m >>= 1, digit++)
      if (m & 1) sets[digit * words + (cell >> 5)] |= 1 << (cell & 31);
  }
  return sets;
}
