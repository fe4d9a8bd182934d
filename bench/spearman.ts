// Spearman's rank correlation: Pearson's correlation of the ranks, ties given the average of the ranks they span
// (grades and ratings tie a lot, so the tie rule matters).

/** The 1-based ranks of `values`, ties averaged. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && order[end][0] === order[start][0]) end++;
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) out[order[k][1]] = rank;
    start = end;
  }
  return out;
}

export function spearman(a: readonly number[], b: readonly number[]): number {
  const x = ranks(a);
  const y = ranks(b);
  const n = x.length;
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mean) * (y[i] - mean);
    sxx += (x[i] - mean) ** 2;
    syy += (y[i] - mean) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
