/**
 * A sparkline of solve times as the points of an SVG polyline (no library): oldest on the left, the latest on the
 * right, faster times higher (a line going up is a player getting faster). Pure, so it is tested under Node.
 */

/** The polyline's points for `times` in a `width` × `height` box (1 unit of margin); '' for fewer than two times. */
export function sparklinePoints(times: readonly number[], width: number, height: number): string {
  if (times.length < 2) return '';
  const slowest = Math.max(...times);
  const fastest = Math.min(...times);
  // All equal: a flat line through the middle.
  const span = slowest - fastest || 1;
  const step = (width - 2) / (times.length - 1);
  const y = (time: number): number => (slowest === fastest ? height / 2 : 1 + ((time - fastest) / span) * (height - 2));
  return times.map((time, i) => `${round(1 + i * step)},${round(y(time))}`).join(' ');
}

const round = (n: number): number => Math.round(n * 10) / 10;
