/**
 * The variant model (model.ts) as flat typed arrays for the solver's hot loop, plus what the rules imply without
 * saying it:
 * - each pair of units that share two or more cells (a box and a line, a jigsaw piece and a line, a diagonal and a
 *   box, a window and a line): a digit of one unit found only in the shared cells leaves the rest of the other
 *   (pointing and claiming, locked candidates);
 * - the 45 rule over each unit of a killer: the cells of a unit outside the cages lying wholly inside it add up to
 *   what those cages leave (innies), and the cells outside a unit of the cages that cover it add up to what the unit
 *   leaves (outies, kept when they are all peers, so their digits differ). Both become cages of their own.
 * What does not depend on cages is built once per grid layout (every killer on boxes shares it); the cages' part
 * once per rules object (the generator solves the same rules many times).
 */
import { BoundedMemo } from '../bounded-memo.ts';
import { checkCages, compileRules, type VariantModel } from './model.ts';
import type { VariantRules } from './rules.ts';

export interface SolverTables {
  size: number;
  cellCount: number;
  allDigits: number;
  /** Cell c's peers are peerList[peerStart[c]…peerStart[c+1]). */
  peerStart: Int32Array;
  peerList: Uint16Array;
  /** Cell c's peers as a bitset of `words` 32-bit words at peerBits[c * words]. */
  peerBits: Uint32Array;
  words: number;
  /** Orthogonal neighbours under non-consecutive (none otherwise), as peers are stored. */
  neighbourStart: Int32Array;
  neighbourList: Uint16Array;
  /** Unit u (holds every digit once) is unitCells[unitStart[u]…unitStart[u+1]). */
  unitStart: Int32Array;
  unitCells: Uint16Array;
  /** The units of cell c: cellUnitList[cellUnitStart[c]…cellUnitStart[c+1]). */
  cellUnitStart: Int32Array;
  cellUnitList: Uint16Array;
  /**
   * Unit u's cells split by a family of units that tile the grid (rows, columns, regions): partitions
   * partStart[u]…partStart[u+1]; partition p's segments partSegStart[p]…partSegStart[p+1]; segment s holds the unit's
   * cells segCells[segCellStart[s]…segCellStart[s+1]) and, when 2 or more, the other unit's rest
   * segTargets[segTargetStart[s]…segTargetStart[s+1]).
   */
  partStart: Int32Array;
  partSegStart: Int32Array;
  segCellStart: Int32Array;
  segCells: Uint16Array;
  segTargetStart: Int32Array;
  segTargets: Uint16Array;
  /**
   * Segment s (unit u's piece shared with unit v) seen from v: v's segment for its piece shared with u, or -1 (none,
   * or a piece of one cell). A digit confined to that piece in either unit and gone from the rest of the other is
   * so from both sides: the solver records it once for both.
   */
  segMirror: Int32Array;
  /**
   * Crossings of unit u with the units of no such family (diagonals, windows, extra regions): records crossStart[u]…crossStart[u+1]; record r's cells are crossCells from
   * crossBounds[4r] (shared with the other unit), crossBounds[4r+1] (the rest of u), crossBounds[4r+2] (the rest of
   * the other unit) to crossBounds[4r+3].
   */
  crossStart: Int32Array;
  crossBounds: Int32Array;
  crossCells: Int32Array;
  /** Cages with a sum (the rules' and the 45 rule's): cage k is cageCells[cageStart[k]…cageStart[k+1]). */
  cageStart: Int32Array;
  cageCells: Uint16Array;
  cageSum: Int32Array;
  cellCageStart: Int32Array;
  cellCageList: Uint16Array;
}

type Geometry = Omit<SolverTables, 'cageStart' | 'cageCells' | 'cageSum' | 'cellCageStart' | 'cellCageList'> & {
  model: VariantModel;
};

const cache = new WeakMap<VariantRules, SolverTables>();
/** Layouts kept, 32 at most: a jigsaw generator run makes a new one per puzzle. */
const geometries = new BoundedMemo<string, Geometry>(32);

/** The solver's tables for `rules` (throws as compileRules does for rules that make no grid). */
export function solverTables(rules: VariantRules): SolverTables {
  let tables = cache.get(rules);
  if (!tables) {
    const geometry = geometryOf(rules);
    checkCages(rules.cages ?? [], rules.size);
    tables = withCages(geometry, rules);
    cache.set(rules, tables);
  }
  return tables;
}

function geometryOf(rules: VariantRules): Geometry {
  const key = JSON.stringify([
    rules.size,
    rules.regions,
    !!rules.diagonals,
    !!rules.windows,
    !!rules.antiKnight,
    !!rules.antiKing,
    !!rules.nonConsecutive,
    rules.extraRegions ?? [],
  ]);
  return geometries.get(key, () => buildGeometry(compileRules({ ...rules, cages: undefined })));
}

/**
 * Lists of cells (or units, cages: all under 65,536) as one flat array and the start of each (plus the end). 16 bits
 * an entry: the hot loops walk these lists, and half the bytes stay in the cache.
 */
function flatten(lists: readonly (readonly number[])[]): [Int32Array, Uint16Array] {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (start[i + 1] = start[i] + list.length));
  const flat = new Uint16Array(start[lists.length]);
  lists.forEach((list, i) => flat.set(list, start[i]));
  return [start, flat];
}

/** For each item (0…count-1), the indexes of the groups that hold it. */
function groupsOf(groups: readonly (readonly number[])[], count: number): number[][] {
  const of: number[][] = Array.from({ length: count }, () => []);
  groups.forEach((cells, index) => cells.forEach((cell) => of[cell].push(index)));
  return of;
}

function buildGeometry(model: VariantModel): Geometry {
  const { size, cellCount, units, peers } = model;
  const words = (cellCount + 31) >>> 5;
  const peerBits = new Uint32Array(cellCount * words);
  peers.forEach((list, cell) => {
    for (const peer of list) peerBits[cell * words + (peer >>> 5)] |= 1 << (peer & 31);
  });
  const [peerStart, peerList] = flatten(peers);
  const [neighbourStart, neighbourList] = flatten(model.neighbours);
  const [unitStart, unitCells] = flatten(units);
  const [cellUnitStart, cellUnitList] = flatten(groupsOf(units, cellCount));
  const member = units.map((unit) => {
    const has = new Uint8Array(cellCount);
    for (const cell of unit) has[cell] = 1;
    return has;
  });
  const families = tilingFamilies(units, member, size);
  const inFamily = new Set(families.flat());
  const [crossStart, crossBounds, crossCells] = crossings(units, member, inFamily);
  return {
    model,
    size,
    cellCount,
    allDigits: model.allDigits,
    peerStart,
    peerList,
    peerBits,
    words,
    neighbourStart,
    neighbourList,
    unitStart,
    unitCells,
    cellUnitStart,
    cellUnitList,
    ...unitPartitions(units, member, families),
    crossStart,
    crossBounds,
    crossCells,
  };
}

/**
 * The layout's tables with the rules' cages: their cells become peers (after the layout's own, in the cages' order),
 * their sums and the 45 rule's cages added. Built per rules object, so per solve when a caller passes new rules (as
 * the bench does, and ISS rebuilds its solver per puzzle): flat arrays, no per-cell lists or closures (it was half
 * of a 9×9 killer's solve).
 */
function withCages(geometry: Geometry, rules: VariantRules): SolverTables {
  const { cellCount, words } = geometry;
  const cages: SumCage[] = [];
  let { peerStart, peerList, peerBits } = geometry;
  const ruleCages = rules.cages ?? [];
  if (ruleCages.length) {
    peerBits = peerBits.slice();
    // The new peer pairs (a, b) in the order the cages give them, and how many each cell gains.
    const pairs: number[] = [];
    const gained = new Int32Array(cellCount);
    for (const cage of ruleCages) {
      const cells = cage.cells;
      for (const a of cells)
        for (const b of cells) {
          const word = a * words + (b >>> 5);
          const bit = 1 << (b & 31);
          if (a === b || peerBits[word] & bit) continue;
          peerBits[word] |= bit;
          pairs.push(a, b);
          gained[a]++;
        }
      if (cage.sum !== undefined) cages.push({ cells: [...cells], sum: cage.sum });
    }
    peerStart = new Int32Array(cellCount + 1);
    for (let cell = 0; cell < cellCount; cell++)
      peerStart[cell + 1] = peerStart[cell] + geometry.peerStart[cell + 1] - geometry.peerStart[cell] + gained[cell];
    peerList = new Uint16Array(peerStart[cellCount]);
    const fill = new Int32Array(cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      const own = geometry.peerList.subarray(geometry.peerStart[cell], geometry.peerStart[cell + 1]);
      peerList.set(own, peerStart[cell]);
      fill[cell] = peerStart[cell] + own.length;
    }
    for (let i = 0; i < pairs.length; i += 2) peerList[fill[pairs[i]]++] = pairs[i + 1];
    cages.push(...impliedCages(geometry.model, cages, peerBits, words));
  }
  const [cageStart, cageCells] = flatten(cages.map((cage) => cage.cells));
  const [cellCageStart, cellCageList] = flatten(
    groupsOf(
      cages.map((cage) => cage.cells),
      cellCount,
    ),
  );
  return {
    ...geometry,
    peerStart,
    peerList,
    peerBits,
    cageStart,
    cageCells,
    cageSum: Int32Array.from(cages, (cage) => cage.sum),
    cellCageStart,
    cellCageList,
  };
}

/** Runs of `size` units (rows, columns, regions, as compileRules lists them) that hold every cell once. */
function tilingFamilies(units: readonly (readonly number[])[], member: Uint8Array[], size: number): number[][] {
  const families: number[][] = [];
  for (let first = 0; first + size <= units.length && first < 3 * size; first += size) {
    const family = Array.from({ length: size }, (_, i) => first + i);
    const seen = new Uint8Array(member[0].length);
    for (const index of family) for (const cell of units[index]) seen[cell]++;
    if (seen.every((times) => times === 1)) families.push(family);
  }
  return families;
}

type Partitions = Pick<
  SolverTables,
  'partStart' | 'partSegStart' | 'segCellStart' | 'segCells' | 'segTargetStart' | 'segTargets' | 'segMirror'
>;

/** Each unit split by each tiling family it is not part of, where some piece has 2 or more cells. */
function unitPartitions(units: readonly (readonly number[])[], member: Uint8Array[], families: number[][]): Partitions {
  const partStart = [0];
  const partSegStart = [0];
  const segCells: number[][] = [];
  const segTargets: number[][] = [];
  /** [u * units + v] → the segment of u's piece shared with v (2 or more cells), else -1. */
  const segmentOf = new Int32Array(units.length * units.length).fill(-1);
  /** Per segment, the unit it is a piece of and the unit it is shared with. */
  const pairs: number[] = [];
  // Per family, each cell's place in it (a jigsaw layout is built per puzzle: cells are bucketed, not filtered).
  const placeIn = families.map((family) => {
    const of = new Int32Array(member[0].length);
    family.forEach((unit, i) => units[unit].forEach((cell) => (of[cell] = i)));
    return of;
  });
  units.forEach((unit, u) => {
    families.forEach((family, f) => {
      const pieces: number[][] = family.map(() => []);
      for (const cell of unit) pieces[placeIn[f][cell]].push(cell);
      if (pieces.some((piece) => piece.length === unit.length)) return;
      if (!pieces.some((piece) => piece.length >= 2)) return;
      pieces.forEach((piece, i) => {
        if (!piece.length) return;
        const v = family[i];
        if (piece.length >= 2) segmentOf[u * units.length + v] = segCells.length;
        pairs.push(u, v);
        segCells.push(piece);
        segTargets.push(piece.length >= 2 ? units[v].filter((cell) => !member[u][cell]) : []);
      });
      partSegStart.push(segCells.length);
    });
    partStart.push(partSegStart.length - 1);
  });
  const segMirror = new Int32Array(segCells.length);
  for (let s = 0; s < segCells.length; s++) {
    const [u, v] = [pairs[2 * s], pairs[2 * s + 1]];
    segMirror[s] = segmentOf[u * units.length + v] === s ? segmentOf[v * units.length + u] : -1;
  }
  const [segCellStart, cells] = flatten(segCells);
  const [segTargetStart, targets] = flatten(segTargets);
  return {
    partStart: Int32Array.from(partStart),
    partSegStart: Int32Array.from(partSegStart),
    segCellStart,
    segCells: cells,
    segTargetStart,
    segTargets: targets,
    segMirror,
  };
}

/** The crossing records of every unit with each unit outside `inFamily` it shares 2 or more (not all) cells with. */
function crossings(
  units: readonly (readonly number[])[],
  member: Uint8Array[],
  inFamily: Set<number>,
): [Int32Array, Int32Array, Int32Array] {
  const crossStart = new Int32Array(units.length + 1);
  const bounds: number[] = [];
  const cells: number[] = [];
  units.forEach((unit, a) => {
    units.forEach((other, b) => {
      if (a === b || inFamily.has(b)) return;
      const shared = unit.filter((cell) => member[b][cell]);
      if (shared.length < 2 || shared.length === unit.length) return;
      bounds.push(cells.length);
      cells.push(...shared);
      bounds.push(cells.length);
      cells.push(...unit.filter((cell) => !member[b][cell]));
      bounds.push(cells.length);
      cells.push(...other.filter((cell) => !member[a][cell]));
      bounds.push(cells.length);
    });
    crossStart[a + 1] = bounds.length / 4;
  });
  return [crossStart, Int32Array.from(bounds), Int32Array.from(cells)];
}

interface SumCage {
  cells: number[];
  sum: number;
}

/**
 * The 45 rule's cages over each unit: innies and (when they are all peers, as `peerBits` says) outies; none repeats
 * a known cage or another found.
 */
function impliedCages(model: VariantModel, cages: readonly SumCage[], peerBits: Uint32Array, words: number): SumCage[] {
  if (!cages.length) return [];
  const { size, cellCount } = model;
  const total = (size * (size + 1)) / 2;
  const cageOf = new Int32Array(cellCount).fill(-1);
  cages.forEach((cage, index) => cage.cells.forEach((cell) => (cageOf[cell] = index)));
  // Per unit (stamped with its index + 1): which cells are in it, and per cage how many of its cells are.
  const unitOf = new Int32Array(cellCount);
  const cageStamp = new Int32Array(cages.length);
  const cellsInUnit = new Int32Array(cages.length);
  const foundKeys = new Set<string>();
  const found: SumCage[] = [];
  const add = (cells: number[], sum: number) => {
    if (!cells.length || cells.length >= size) return;
    // The same cells as a rule's cage: all in one cage, as many as it has.
    const first = cageOf[cells[0]];
    if (first >= 0 && cages[first].cells.length === cells.length && cells.every((cell) => cageOf[cell] === first))
      return;
    const key = [...cells].sort((a, b) => a - b).join(',');
    if (foundKeys.has(key)) return;
    foundKeys.add(key);
    found.push({ cells, sum });
  };
  model.units.forEach((unit, index) => {
    const stamp = index + 1;
    const touching: number[] = [];
    let allCaged = true;
    for (const cell of unit) {
      unitOf[cell] = stamp;
      const cage = cageOf[cell];
      if (cage < 0) {
        allCaged = false;
        continue;
      }
      if (cageStamp[cage] !== stamp) {
        cageStamp[cage] = stamp;
        cellsInUnit[cage] = 0;
        touching.push(cage);
      }
      cellsInUnit[cage]++;
    }
    let insideSum = 0;
    let inside = 0;
    for (const cage of touching)
      if (cellsInUnit[cage] === cages[cage].cells.length) {
        insideSum += cages[cage].sum;
        inside++;
      }
    if (inside) {
      const innies = unit.filter((cell) => {
        const cage = cageOf[cell];
        return cage < 0 || cellsInUnit[cage] !== cages[cage].cells.length;
      });
      add(innies, total - insideSum);
    }
    if (allCaged && touching.length > inside) {
      const outies: number[] = [];
      let touchingSum = 0;
      for (const cage of touching) {
        touchingSum += cages[cage].sum;
        for (const cell of cages[cage].cells) if (unitOf[cell] !== stamp) outies.push(cell);
      }
      if (allPeers(outies, peerBits, words)) add(outies, touchingSum - total);
    }
  });
  return found;
}

/** Whether every two of `cells` are peers. */
function allPeers(cells: readonly number[], peerBits: Uint32Array, words: number): boolean {
  for (const a of cells)
    for (const b of cells) if (a !== b && !(peerBits[a * words + (b >>> 5)] & (1 << (b & 31)))) return false;
  return true;
}
