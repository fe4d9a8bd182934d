/** Visits every k-subset of `items` (in lexicographic order) until `visit` returns a value other than null. */
export function firstCombination<T, R>(items: readonly T[], k: number, visit: (subset: T[]) => R | null): R | null {
  const n = items.length;
  if (k > n || k <= 0) return null;
  const idx = Array.from({ length: k }, (_, i) => i);
  const subset = idx.map((i) => items[i]);
  for (;;) {
    const r = visit(subset);
    if (r !== null) return r;
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return null;
    idx[i]++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
    for (let j = i; j < k; j++) subset[j] = items[idx[j]];
  }
}
