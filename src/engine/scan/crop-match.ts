/** How alike two digits' crops are in shape (fill-ins.ts, face-check.ts). */

/** Pearson's correlation of two crops' pixels: 1 for the same shape, whatever its ink's darkness. */
export function correlation(a: Float32Array, b: Float32Array): number {
  let meanA = 0;
  let meanB = 0;
  for (let k = 0; k < a.length; k++) {
    meanA += a[k];
    meanB += b[k];
  }
  meanA /= a.length;
  meanB /= b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] - meanA;
    const y = b[k] - meanB;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}
