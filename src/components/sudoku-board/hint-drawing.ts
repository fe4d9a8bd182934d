/**
 * What tier 2 of a hint draws over the grid, as data: a pure function from the engine's step (and the grid's geometry
 * and digits, for what rules out the other cells of a single) to roles of cells, candidates to place and to strike,
 * and a chain's links. No DOM and no words: hint-overlay.ts renders it in SVG, hint-legend.ts words it.
 */
import type { Candidate, Step } from '../../engine/grade/index.ts';
import type { Geometry } from '../../engine/geometry.ts';
import type { HintRole } from '../../words/board-types.ts';

/**
 * The part a group of cells plays in a step, one colour and outline each (the legend's order): the unit the step
 * works in; a fish's base and cover lines and fins; a wing's pivot and pincers; a rectangle's corners; an almost
 * locked set (or Sue de Coq's line and box sets); the two colours of colouring; the other cells a pattern rests on.
 */
export const ROLES = [
  'unit',
  'base',
  'cover',
  'fin',
  'pivot',
  'pincer',
  'corner',
  'set',
  'colour-a',
  'colour-b',
  'pattern',
] as const satisfies readonly HintRole[];
export type Role = HintRole;

export interface Region {
  role: Role;
  cells: number[];
  /** The units the cells fill, when the role is units (a fish's lines, a single's unit): words name these. */
  units?: number[];
}

/** A chain's link between two candidates (the first of each node): strong, at least one is true; weak, at most one. */
export interface DrawnLink {
  from: Candidate;
  to: Candidate;
  strong: boolean;
}

/** A digit on the board that rules out a cell of a single (`cell` holds `digit`, and sees `sees`). */
export interface Cause {
  cell: number;
  digit: number;
  sees: number;
}

export interface Drawing {
  /** Cells by role, in the legend's order; a role appears at most once. */
  regions: Region[];
  /** The candidates the step places (drawn ringed). */
  place: Candidate[];
  /** A trial-and-error position: the candidates of the cell to try (ringed alike: none is the answer). */
  try: Candidate[];
  /** The candidates the step removes (drawn struck). */
  strike: Candidate[];
  links: DrawnLink[];
  /** Singles: the givens and entries that see the other cells (a line from each to the cell it rules out). */
  causes: Cause[];
}

const sorted = (cells: Iterable<number>): number[] => [...new Set(cells)].sort((a, b) => a - b);
const cellsOf = (geometry: Geometry, units: readonly number[]): number[] =>
  sorted(units.flatMap((u) => geometry.units[u]?.cells ?? []));

/** Basic fish (finned, sashimi and Franken ones carry their fins in their facts). */
const FISH = /(x-wing|swordfish|jellyfish)$/;

/** The units behind the roles that are whole units (words name them rather than their cells). */
function unitRoles(step: Step): Partial<Record<Role, number[]>> {
  const units = step.units ?? [];
  const half = units.length / 2;
  if (step.facts?.kind === 'fins' || FISH.test(step.technique))
    return { base: units.slice(0, half), cover: units.slice(half) };
  return { unit: units };
}

/** The roles of a step's cells, from its facts where it has them, else from its units and cells. */
function regionsOf(step: Step, geometry: Geometry): Partial<Record<Role, number[]>> {
  const units = step.units ?? [];
  const facts = step.facts;
  const half = units.length / 2;
  if (facts?.kind === 'wing')
    return { pivot: facts.pivot.cells, pincer: [...facts.pincers[0].cells, ...facts.pincers[1].cells] };
  if (facts?.kind === 'fins' || FISH.test(step.technique))
    return {
      base: cellsOf(geometry, units.slice(0, half)),
      cover: cellsOf(geometry, units.slice(half)),
      fin: facts?.kind === 'fins' ? facts.fins : [],
      // The fish's own cells: where the digit can go in its base lines.
      pattern: step.cells,
    };
  if (facts?.kind === 'als') return { set: facts.sets.flatMap((s) => s.cells) };
  if (facts?.kind === 'sue-de-coq')
    return { pattern: facts.core.cells, set: [...facts.line.cells, ...facts.box.cells] };
  if (/rectangle/.test(step.technique)) return { corner: step.cells };
  if (facts?.kind === 'multi-colouring') {
    const [[a1, b1], [a2, b2]] = facts.chains;
    return { 'colour-a': [...a1, ...a2], 'colour-b': [...b1, ...b2] };
  }
  if (step.colours) return { 'colour-a': step.colours[0], 'colour-b': step.colours[1] };
  if (facts?.kind === 'empty-rectangle') return { unit: cellsOf(geometry, units), pattern: [facts.near, facts.far] };
  // Chains show their cells by their links; singles by their unit (and the digits that rule out the rest).
  const linked = (step.links?.length ?? 0) > 0;
  const single = step.technique.endsWith('single') || step.technique === 'full-house';
  return { unit: cellsOf(geometry, units), pattern: linked || single ? [] : step.cells };
}

/**
 * The givens and entries that leave a single one place: for a hidden single or full house, each other empty cell of
 * its unit is seen by a cell holding the digit (the first such peer); for a naked single, each other digit is held
 * by a peer of the cell.
 */
function causesOf(step: Step, geometry: Geometry, values: readonly number[]): Cause[] {
  const target = step.placements[0];
  if (!target || !/single|full-house/.test(step.technique)) return [];
  const causes: Cause[] = [];
  const unit = step.units?.[0];
  if (step.technique === 'naked-single' || unit === undefined) {
    for (let digit = 1; digit <= geometry.size; digit++) {
      if (digit === target.digit) continue;
      const holder = geometry.peers[target.cell].find((p) => values[p] === digit);
      if (holder !== undefined) causes.push({ cell: holder, digit, sees: target.cell });
    }
    return causes;
  }
  for (const cell of geometry.units[unit].cells) {
    if (cell === target.cell || values[cell]) continue;
    const holder = geometry.peers[cell].find((p) => values[p] === target.digit);
    if (holder !== undefined) causes.push({ cell: holder, digit: target.digit, sees: cell });
  }
  return causes;
}

/** A trial with its answer taken out (hint-trial.ts, no placement): its cell's candidates, each to try. */
const tryOf = (step: Step): Candidate[] =>
  step.technique === 'trial' && step.placements.length === 0
    ? step.digits.map((digit) => ({ cell: step.cells[0], digit }))
    : [];

/** What tier 2 draws for `step` on `geometry`'s grid holding `values` (0 empty). */
export function drawStep(step: Step, geometry: Geometry, values: readonly number[]): Drawing {
  const roles = regionsOf(step, geometry);
  const units = unitRoles(step);
  const regions = ROLES.flatMap((role): Region[] => {
    const cells = roles[role];
    if (!cells || cells.length === 0) return [];
    const whole = units[role];
    return [whole?.length ? { role, cells: sorted(cells), units: whole } : { role, cells: sorted(cells) }];
  });
  const links = (step.links ?? []).flatMap(({ from, to, strong }) =>
    from[0] && to[0] ? [{ from: from[0], to: to[0], strong }] : [],
  );
  return {
    regions,
    place: step.placements.slice(),
    try: tryOf(step),
    strike: step.eliminations.slice(),
    links,
    causes: causesOf(step, geometry, values),
  };
}

/**
 * The band along a coloured cell's inline-start edge that holds its colour's number, as a fraction of the cell; the
 * cell's notes sit in the rest. colouring.ts draws both (its \`.cell[data-color] .notes\` padding): keep them equal.
 */
export const COLOUR_BAND = 0.2;

/**
 * Where a candidate sits, in cell units from the grid's top left corner: its place in the cell's notes, laid out as a
 * box (3 × 3 on 9×9, 2 rows of 3 on 6×6), as the board draws them (beside the colour's band in a `coloured` cell).
 */
export function candidateAt(
  geometry: Geometry,
  { cell, digit }: Candidate,
  coloured = false,
): { x: number; y: number } {
  const { boxRows, boxCols } = geometry;
  const i = digit - 1;
  const band = coloured ? COLOUR_BAND : 0;
  return {
    x: geometry.colOf(cell) + band + ((1 - band) * ((i % boxCols) + 0.5)) / boxCols,
    y: geometry.rowOf(cell) + (Math.floor(i / boxCols) + 0.5) / boxRows,
  };
}
