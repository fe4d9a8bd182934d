/**
 * The overlay's Next step drawn over its grid, as the board's tier 2 draws it (hint-drawing.ts gives the same data):
 * the step's roles as outlined cells, the candidates it places ringed and removes struck, a chain's links (strong
 * solid, weak dashed) and the digits that rule out a single's cells. Plain DOM (the overlay runs in an isolated world,
 * no custom elements); its colours and dashes are in overlay.styles.ts. Cells are 100 units a side.
 */
import type { Drawing } from '../components/sudoku-board/hint-drawing.ts';
import { candidateAt } from '../components/sudoku-board/hint-drawing.ts';
import { CLASSIC } from '../engine/grid.ts';

const NS = 'http://www.w3.org/2000/svg';

function shape(parent: Element, tag: string, cls: string, attributes: Record<string, number>): void {
  const node = document.createElementNS(NS, tag);
  node.setAttribute('class', cls);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(Math.round(value)));
  parent.append(node);
}

const centre = (cell: number): { x: number; y: number } => ({
  x: CLASSIC.colOf(cell) * 100 + 50,
  y: CLASSIC.rowOf(cell) * 100 + 50,
});
const spot = (c: { cell: number; digit: number }): { x: number; y: number } => {
  const { x, y } = candidateAt(CLASSIC, c);
  return { x: x * 100, y: y * 100 };
};

/** The SVG of `drawing` over a 9×9 grid, hidden from assistive tech (the step's sentence says it). */
export function drawingSvg(drawing: Drawing): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'drawing');
  svg.setAttribute('viewBox', '0 0 900 900');
  svg.setAttribute('aria-hidden', 'true');
  for (const { role, cells } of drawing.regions) {
    const inset = role === 'cover' || role === 'pattern' ? 14 : 5;
    for (const cell of cells) {
      const { x, y } = centre(cell);
      const side = 100 - 2 * inset;
      shape(svg, 'rect', `role ${role}`, { x: x - 50 + inset, y: y - 50 + inset, width: side, height: side });
    }
  }
  for (const { cell, sees } of drawing.causes) {
    const [a, b] = [centre(cell), centre(sees)];
    shape(svg, 'line', 'cause', { x1: a.x, y1: a.y, x2: b.x, y2: b.y });
  }
  for (const { from, to, strong } of drawing.links) {
    const [a, b] = [spot(from), spot(to)];
    shape(svg, 'line', strong ? 'link' : 'link weak', { x1: a.x, y1: a.y, x2: b.x, y2: b.y });
  }
  for (const c of drawing.strike) {
    const { x, y } = spot(c);
    shape(svg, 'line', 'strike', { x1: x - 14, y1: y + 14, x2: x + 14, y2: y - 14 });
  }
  // The overlay shows the step applied: the digit placed sits in its cell's middle, ringed there.
  for (const { cell } of drawing.place)
    shape(svg, 'circle', 'place', { cx: centre(cell).x, cy: centre(cell).y, r: 42 });
  return svg;
}
