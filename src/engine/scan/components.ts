/** Connected components of ink (8-connected): the grid's lines are one, each digit is (nearly always) one. */

export interface Component {
  /** Its number in the label map (1-based; 0 is background). */
  label: number;
  /** Pixel count. */
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Labelled {
  labels: Int32Array;
  components: Component[];
}

/** Labels every component of `ink` (1 = ink) in a `width`-wide map; a flood fill with an explicit stack. */
export function label(ink: Uint8Array, width: number, height: number): Labelled {
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || labels[start]) continue;
    const c: Component = { label: components.length + 1, area: 0, minX: width, minY: height, maxX: -1, maxY: -1 };
    let top = 0;
    stack[top++] = start;
    labels[start] = c.label;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      const y = (p - x) / width;
      c.area++;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (ink[q] && !labels[q]) {
            labels[q] = c.label;
            stack[top++] = q;
          }
        }
      }
    }
    components.push(c);
  }
  return { labels, components };
}

export const boxWidth = (c: Component): number => c.maxX - c.minX + 1;
export const boxHeight = (c: Component): number => c.maxY - c.minY + 1;
