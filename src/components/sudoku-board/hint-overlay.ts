/**
 * Tier 2 of a hint drawn over the grid: the drawing (hint-drawing.ts) rendered as one SVG, cells 100 units a side,
 * and its legend in words. Each role has its own colour AND its own outline (dash pattern, inset), so it reads without
 * colour too: in forced colours every stroke is a system colour and the dashes tell the roles apart. Loaded with the
 * hint code (hint-play.ts), never with the element.
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Geometry } from '../../engine/geometry.ts';
import { digitBit } from '../../engine/grid.ts';
import type { Strings } from '../../words/board-types.ts';
import { hintWords } from '../../words/en/board-hints.ts';
import { candidateAt, COLOUR_BAND, type Drawing } from './hint-drawing.ts';

const CELL = 100;

/** How far inside its cell each role's outline runs, so a cell with two roles shows both. */
const INSET: Record<string, number> = { unit: 3, base: 4, cover: 13, fin: 22, pattern: 13 };

const at = (geometry: Geometry, cell: number): { x: number; y: number } => ({
  x: geometry.colOf(cell) * CELL,
  y: geometry.rowOf(cell) * CELL,
});

/**
 * A candidate's centre, and the radius of the ring around it (0.45 of its share of the cell, the narrower way): in a
 * coloured cell (`colors`: the board's) its notes leave the colour's band free.
 */
function spot(
  geometry: Geometry,
  candidate: { cell: number; digit: number },
  colors: readonly number[],
): { x: number; y: number; r: number } {
  const coloured = colors[candidate.cell] > 0;
  const { x, y } = candidateAt(geometry, candidate, coloured);
  const share = Math.min((1 - (coloured ? COLOUR_BAND : 0)) / geometry.boxCols, 1 / geometry.boxRows);
  return { x: x * CELL, y: y * CELL, r: CELL * share * 0.45 };
}

/** A line from `a` to `b`, both ends pulled in by `r` (so it runs between two rings, not through them). */
function between(a: { x: number; y: number }, b: { x: number; y: number }, r: number, cls: string): SVGTemplateResult {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const dx = ((b.x - a.x) / len) * r;
  const dy = ((b.y - a.y) / len) * r;
  return svg`<line class=${cls} x1=${a.x + dx} y1=${a.y + dy} x2=${b.x - dx} y2=${b.y - dy}></line>`;
}

/**
 * The SVG over the grid. `notes` are the board's: a candidate to place that the cell's notes do not show is written
 * in, so the ring has its digit inside. `colors` too: a coloured cell's notes sit beside its colour's band.
 */
export function hintOverlay(
  drawing: Drawing,
  geometry: Geometry,
  notes: readonly number[],
  colors: readonly number[],
): TemplateResult {
  const side = geometry.size * CELL;
  const written = (c: { cell: number; digit: number }, x: number, y: number, r: number, cls: string): unknown =>
    notes[c.cell] & digitBit(c.digit)
      ? nothing
      : svg`<text class=${cls} x=${x} y=${y} font-size=${r * 1.5}>${c.digit}</text>`;
  const regions = drawing.regions.map(({ role, cells }) => {
    const inset = INSET[role] ?? 8;
    return cells.map((cell) => {
      const { x, y } = at(geometry, cell);
      return svg`<rect class="role ${role}" x=${x + inset} y=${y + inset} width=${CELL - 2 * inset} height=${CELL - 2 * inset} rx="6"></rect>`;
    });
  });
  const centre = (cell: number): { x: number; y: number } => {
    const { x, y } = at(geometry, cell);
    return { x: x + CELL / 2, y: y + CELL / 2 };
  };
  // One ring on each digit that rules out, a dotted line to every cell it rules out.
  const causeCells = [...new Set(drawing.causes.map((c) => c.cell))];
  const causes = [
    ...causeCells.map(
      (cell) => svg`<circle class="cause" cx=${centre(cell).x} cy=${centre(cell).y} r=${CELL * 0.38}></circle>`,
    ),
    ...drawing.causes.map(({ cell, sees }) => between(centre(cell), centre(sees), CELL * 0.38, 'cause')),
  ];
  const links = drawing.links.map(({ from, to, strong }) => {
    const a = spot(geometry, from, colors);
    return between(a, spot(geometry, to, colors), a.r, strong ? 'link strong' : 'link weak');
  });
  // The chain's candidates, ringed (each once), with their digit written in where the cell's notes do not show it.
  const ends = new Map(drawing.links.flatMap(({ from, to }) => [from, to]).map((c) => [`${c.cell}:${c.digit}`, c]));
  const nodes = [...ends.values()].map((c) => {
    const { x, y, r } = spot(geometry, c, colors);
    return svg`<circle class="node" cx=${x} cy=${y} r=${r}></circle>${written(c, x, y, r, 'node-digit')}`;
  });
  const strikes = drawing.strike.map((c) => {
    const { x, y, r } = spot(geometry, c, colors);
    return svg`<line class="strike" x1=${x - r} y1=${y + r} x2=${x + r} y2=${y - r}></line>`;
  });
  const tries = drawing.try.map((c) => {
    const { x, y, r } = spot(geometry, c, colors);
    return svg`<circle class="try" cx=${x} cy=${y} r=${r}></circle>${written(c, x, y, r, 'node-digit')}`;
  });
  const places = drawing.place.map((c) => {
    const { x, y, r } = spot(geometry, c, colors);
    return svg`<circle class="place" cx=${x} cy=${y} r=${r}></circle>${written(c, x, y, r, 'place-digit')}`;
  });
  return html`<svg
    class="hint-drawing"
    part="hint-drawing"
    viewBox="0 0 ${side} ${side}"
    aria-hidden="true"
    focusable="false"
  >
    ${regions}${causes}${links}${nodes}${tries}${strikes}${places}
  </svg>`;
}

/** A small sample of a role's or a mark's look, for the legend. */
const swatch = (mark: SVGTemplateResult): TemplateResult =>
  html`<svg class="swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">${mark}</svg>`;

/** The legend under the grid: each role drawn, then the marks (place, remove, links, causes), in words. */
export function hintLegend(drawing: Drawing, s: Strings): TemplateResult {
  const w = hintWords(s).drawing;
  const item = (mark: SVGTemplateResult, name: string): TemplateResult =>
    html`<span class="legend-item">${swatch(mark)}${name}</span>`;
  const items = drawing.regions.map(({ role }) =>
    item(svg`<rect class="role ${role}" x="4" y="4" width="32" height="32" rx="4"></rect>`, w.roles[role]),
  );
  if (drawing.place.length) items.push(item(svg`<circle class="place" cx="20" cy="20" r="13"></circle>`, w.place));
  if (drawing.try.length) items.push(item(svg`<circle class="try" cx="20" cy="20" r="13"></circle>`, w.tryOne));
  if (drawing.strike.length)
    items.push(item(svg`<line class="strike" x1="8" y1="32" x2="32" y2="8"></line>`, w.strike));
  if (drawing.links.some((l) => l.strong))
    items.push(item(svg`<line class="link strong" x1="4" y1="20" x2="36" y2="20"></line>`, w.strong));
  if (drawing.links.some((l) => !l.strong))
    items.push(item(svg`<line class="link weak" x1="4" y1="20" x2="36" y2="20"></line>`, w.weak));
  if (drawing.causes.length) items.push(item(svg`<circle class="cause" cx="20" cy="20" r="14"></circle>`, w.cause));
  return html`<div class="hint-legend" part="hint-legend">${items}</div>`;
}

/*
 * Colours: light-dark() pairs at 3:1 or more against the board's background (and the hint's), each role its own hue;
 * strokes are 5 units (a twentieth of a cell). Forced colours: no fills, system colours, the dashes and insets stay.
 */
export const drawingStyles = css`
  .board {
    --_r-unit: light-dark(#b45309, #fbbf24);
    --_r-base: light-dark(#1d4ed8, #93c5fd);
    --_r-cover: light-dark(#047857, #6ee7b7);
    --_r-fin: light-dark(#c2410c, #fdba74);
    --_r-pivot: light-dark(#7e22ce, #d8b4fe);
    --_r-pincer: light-dark(#0e7490, #67e8f9);
    --_r-corner: light-dark(#be185d, #f9a8d4);
    --_r-set: light-dark(#4d7c0f, #bef264);
    --_r-colour-a: light-dark(#1d4ed8, #93c5fd);
    --_r-colour-b: light-dark(#b45309, #fcd34d);
    --_r-pattern: light-dark(#475569, #cbd5e1);
    --_r-place: light-dark(#15803d, #86efac);
    --_r-link: light-dark(#6d28d9, #c4b5fd);
  }
  /* Over the grid, inside its 2px border (the legend follows the grid in the frame, so the frame is taller). */
  .hint-drawing {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    inline-size: calc(100% - 4px);
    aspect-ratio: 1;
    pointer-events: none;
    overflow: visible;
  }
  .hint-drawing,
  .swatch {
    fill: none;
    stroke-width: 5;
    stroke-linecap: round;
  }
  .role {
    stroke: var(--_r);
    fill: color-mix(in srgb, var(--_r) 14%, transparent);
  }
  .unit {
    --_r: var(--_r-unit);
    stroke-dasharray: 2 10;
  }
  .base {
    --_r: var(--_r-base);
  }
  .cover {
    --_r: var(--_r-cover);
    stroke-dasharray: 14 8;
  }
  .fin {
    --_r: var(--_r-fin);
    stroke-dasharray: 4 6;
  }
  .pivot {
    --_r: var(--_r-pivot);
    stroke-width: 8;
  }
  .pincer {
    --_r: var(--_r-pincer);
    stroke-dasharray: 14 8;
  }
  .corner {
    --_r: var(--_r-corner);
    stroke-width: 8;
  }
  .set {
    --_r: var(--_r-set);
    stroke-dasharray: 14 8;
  }
  .colour-a {
    --_r: var(--_r-colour-a);
  }
  .colour-b {
    --_r: var(--_r-colour-b);
    stroke-dasharray: 4 6;
  }
  .pattern {
    --_r: var(--_r-pattern);
  }
  .place {
    stroke: var(--_r-place);
    stroke-width: 6;
  }
  .place-digit {
    fill: var(--_r-place);
  }
  .strike {
    stroke: var(--sudoku-conflict-color, var(--_conflict));
    stroke-width: 6;
  }
  .link,
  .node,
  .try {
    stroke: var(--_r-link);
    stroke-width: 4;
  }
  .node-digit {
    fill: var(--_r-link);
  }
  .place-digit,
  .node-digit {
    stroke: none;
    text-anchor: middle;
    dominant-baseline: central;
    font-weight: 700;
  }
  .try {
    stroke-dasharray: 6 5;
  }
  .link.weak {
    stroke-dasharray: 6 8;
  }
  .cause {
    stroke: var(--_r-unit);
    stroke-width: 4;
    stroke-dasharray: 1 8;
  }
  circle.cause {
    stroke-dasharray: none;
  }
  .hint-legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.9rem;
    margin-block-start: 0.3rem;
    font-size: 0.85rem;
  }
  .legend-item {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .swatch {
    inline-size: 1.2em;
    block-size: 1.2em;
    flex: none;
  }
  @media (forced-colors: active) {
    .hint-drawing,
    .swatch {
      forced-color-adjust: none;
    }
    .role {
      fill: none;
      stroke: CanvasText;
    }
    .base,
    .pivot,
    .colour-a,
    .corner {
      stroke: Highlight;
    }
    .place,
    .link,
    .node,
    .try {
      stroke: LinkText;
    }
    .place-digit,
    .node-digit {
      fill: LinkText;
    }
    .strike,
    .cause {
      stroke: CanvasText;
    }
  }
`;
