/**
 * The rule of 45 (killer): the digits of a house add up to 1+…+size (45 at 9×9), of n disjoint houses n times
 * that. Take away the cages wholly inside: the cells left (innies) add up to the rest. A cage sticking out adds its
 * sum and its cells outside (outies): innies − outies make a known number. With one open cell that places its
 * digit; with a few, each keeps only the digits the others' least and most can make up, or, when they are all
 * innies or all outies and see one another, the digits of the combinations of different digits with their sum that
 * fit them (a virtual cage). Areas: each house (rule-45) and, harder to see, 2 or 3 adjacent rows or columns and 2
 * regions side by side (rule-45-multi).
 */
import type { VariantRules } from '../rules.ts';
import { digitsOf, type VariantBoard } from './variant-board.ts';
import { fitMasks } from './variant-combinations.ts';
import type { CageRef } from './houses.ts';
import { cageRef, houseRef, variantStep, type VariantStep } from './variant-step.ts';

/** Open cells of an equation a range step reasons over at most: beyond, the bounds rarely bite and words drown. */
const MAX_OPEN = 4;

interface Area {
  houses: number[];
  total: number;
  /** Cages wholly inside, and their sums' total. */
  inside: CageRef[];
  insideSum: number;
  /** Cells inside not in those cages (innies); cells of cages sticking out that lie outside (outies). */
  innies: number[];
  uncaged: number[];
  outies: number[];
  /** The sums of the cages sticking out. */
  acrossSum: number;
  multi: boolean;
}

const areasByRules = new WeakMap<VariantRules, Area[]>();

/** A group of houses the rule of 45 sums over: one house, or (multi) 2 or 3 adjacent lines or 2 touching regions. */
export interface HouseGroup {
  houses: number[];
  multi: boolean;
}

const groupsByRules = new WeakMap<VariantRules, HouseGroup[]>();

/** The rule of 45's groups of houses, single houses first (cage splitting sums over the same ones). */
export function houseGroupsOf(b: VariantBoard): HouseGroup[] {
  const known = groupsByRules.get(b.rules);
  if (known) return known;
  const { size } = b;
  const groups: HouseGroup[] = b.houses.map((_, h) => ({ houses: [h], multi: false }));
  const indexOf = (kind: string) => b.houses.flatMap((house, h) => (house.kind === kind ? [h] : []));
  for (const lines of [indexOf('row'), indexOf('column')])
    for (const k of [2, 3])
      for (let i = 0; i + k <= lines.length; i++) groups.push({ houses: lines.slice(i, i + k), multi: true });
  const regions = b.houses.flatMap((house, h) => (house.kind === 'box' || house.kind === 'region' ? [h] : []));
  const regionOf = new Array<number>(b.model.cellCount);
  regions.forEach((h) => b.houses[h].cells.forEach((cell) => (regionOf[cell] = h)));
  const touching = new Set<string>();
  for (let cell = 0; cell < b.model.cellCount; cell++) {
    const right = cell % size < size - 1 ? cell + 1 : -1;
    const down = cell + size < b.model.cellCount ? cell + size : -1;
    for (const next of [right, down]) {
      if (next < 0 || regionOf[next] === regionOf[cell]) continue;
      const pair = [regionOf[cell], regionOf[next]].sort((x, y) => x - y);
      touching.add(pair.join(','));
    }
  }
  for (const pair of touching) groups.push({ houses: pair.split(',').map(Number), multi: true });
  groupsByRules.set(b.rules, groups);
  return groups;
}

function areasOf(b: VariantBoard): Area[] {
  const known = areasByRules.get(b.rules);
  if (known) return known;
  const { size } = b;
  const groups = houseGroupsOf(b);
  const cageOf = new Map<number, CageRef>();
  for (const cage of b.cages) for (const cell of cage.cells) cageOf.set(cell, cage);
  const areas: Area[] = [];
  for (const { houses, multi } of groups) {
    const cells = new Set(houses.flatMap((h) => b.houses[h].cells));
    const touched = new Set<CageRef>();
    for (const cell of cells) {
      const cage = cageOf.get(cell);
      if (cage) touched.add(cage);
    }
    if (!touched.size) continue; // no cage: the sum says nothing subsets do not
    const inside = [...touched].filter((cage) => cage.cells.every((cell) => cells.has(cell)));
    const across = [...touched].filter((cage) => !inside.includes(cage));
    const inInside = new Set(inside.flatMap((cage) => cage.cells));
    areas.push({
      houses,
      total: (houses.length * size * (size + 1)) / 2,
      inside,
      insideSum: inside.reduce((sum, cage) => sum + (cage.sum ?? 0), 0),
      innies: [...cells].filter((cell) => !inInside.has(cell)).sort((x, y) => x - y),
      uncaged: [...cells].filter((cell) => !cageOf.has(cell)).sort((x, y) => x - y),
      outies: across.flatMap((cage) => cage.cells.filter((cell) => !cells.has(cell))).sort((x, y) => x - y),
      acrossSum: across.reduce((sum, cage) => sum + (cage.sum ?? 0), 0),
      multi,
    });
  }
  areasByRules.set(b.rules, areas);
  return areas;
}

/** Cells with a sign (+1 innie, −1 outie) whose digits, so signed, add up to `sum`. */
interface Equation {
  plus: number[];
  minus: number[];
  sum: number;
}

function equationsOf(area: Area): Equation[] {
  const equations: Equation[] = [{ plus: area.innies, minus: [], sum: area.total - area.insideSum }];
  if (area.outies.length)
    equations.push({
      plus: area.uncaged,
      minus: area.outies,
      sum: area.total - area.insideSum - area.acrossSum,
    });
  return equations;
}

const low = (mask: number): number => 31 - Math.clz32(mask & -mask) + 1;
const high = (mask: number): number => 32 - Math.clz32(mask);

/** An equation's open cells and their signs (reused: grading asks every equation at every step). */
const openCells: number[] = [];
const openSigns: number[] = [];

/** The step an equation makes on the board, if any: a placement (one open cell) or removals (a few). */
function apply(b: VariantBoard, area: Area, eq: Equation): VariantStep | null {
  let sum = eq.sum;
  openCells.length = 0;
  openSigns.length = 0;
  for (const cell of eq.plus) {
    if (b.values[cell]) sum -= b.values[cell];
    else if (openCells.push(cell) > MAX_OPEN) return null;
    else openSigns.push(1);
  }
  for (const cell of eq.minus) {
    if (b.values[cell]) sum += b.values[cell];
    else if (openCells.push(cell) > MAX_OPEN) return null;
    else openSigns.push(-1);
  }
  if (!openCells.length) return null;
  const terms = openCells.map((cell, i) => ({ cell, sign: openSigns[i] as 1 | -1 }));
  /** The step's words and marks: built only for a step found. */
  const base = () => ({
    cells: terms.map((t) => t.cell),
    houses: area.houses.map((h) => houseRef(b.houses[h])),
    cages: area.inside.map(cageRef),
    facts: {
      kind: 'rule-45' as const,
      total: area.total,
      innies: terms.filter((t) => t.sign > 0).map((t) => t.cell),
      outies: terms.filter((t) => t.sign < 0).map((t) => t.cell),
      sum,
    },
  });
  const technique = area.multi ? 'rule-45-multi' : 'rule-45';
  if (terms.length === 1) {
    const { cell, sign } = terms[0];
    const digit = sign * sum;
    if (digit < 1 || digit > b.size || !b.has(cell, digit)) return null; // a broken board: not this rule's to say
    return variantStep(technique, { ...base(), digits: [digit], placements: [{ cell, digit }] });
  }
  // Innies (or outies) that all see one another hold different digits: a virtual cage, whose combinations say more
  // than ranges.
  const cells = terms.map((t) => t.cell);
  const sign = terms[0].sign;
  if (terms.every((t) => t.sign === sign) && cells.every((a) => cells.every((c) => a === c || b.sees(a, c)))) {
    const { keep } = fitMasks(
      cells.map((cell) => b.cand[cell]),
      sign * sum,
      b.size,
    );
    if (cells.every((cell, i) => (b.cand[cell] & ~keep[i]) === 0)) return null;
    const eliminations = cells.flatMap((cell, i) =>
      digitsOf(b.cand[cell] & ~keep[i]).map((digit) => ({ cell, digit })),
    );
    return variantStep(technique, { ...base(), digits: [], eliminations });
  }
  // Each term's least and most signed value; a digit stays when the others' range can make up the rest.
  const lows = terms.map((t) => (t.sign > 0 ? low(b.cand[t.cell]) : -high(b.cand[t.cell])));
  const highs = terms.map((t) => (t.sign > 0 ? high(b.cand[t.cell]) : -low(b.cand[t.cell])));
  const lowAll = lows.reduce((x, y) => x + y, 0);
  const highAll = highs.reduce((x, y) => x + y, 0);
  const eliminations = terms.flatMap((t, i) =>
    digitsOf(b.cand[t.cell])
      .filter((digit) => {
        const need = sum - t.sign * digit;
        return need < lowAll - lows[i] || need > highAll - highs[i];
      })
      .map((digit) => ({ cell: t.cell, digit })),
  );
  if (!eliminations.length) return null;
  return variantStep(technique, { ...base(), digits: [], eliminations });
}

export function findRule45(b: VariantBoard, multi: boolean): VariantStep | null {
  if (!b.cages.length) return null;
  for (const area of areasOf(b)) {
    if (area.multi !== multi) continue;
    for (const eq of equationsOf(area)) {
      const step = apply(b, area, eq);
      if (step) return step;
    }
  }
  return null;
}
