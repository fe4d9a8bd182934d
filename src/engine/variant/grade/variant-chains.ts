/**
 * Chains over any variant (expert, as in classic): X-chains, XY-chains and alternating inference chains. A node is a
 * candidate (a digit in a cell). A strong link says one of two nodes is true: a cell's only two digits, a digit's
 * only two places in a house, or a digit a cage must hold (every fitting combination has it) with two places. A weak
 * link says they are not both true: two digits of one cell, one digit in two cells that see each other by any rule
 * (houses, a knight's or king's move, a cage), and, under non-consecutive, digits one apart in orthogonal
 * neighbours. A chain starts and ends with a strong link and alternates: if its first node is false its last is
 * true, so one of the two ends is true, and a candidate weakly linked to both ends is false. Breadth first from every
 * start, so the chain a hint shows is a shortest one.
 */
import { bit, bitCount, digitsOf, type VariantBoard } from './variant-board.ts';
import { fitCage } from './variant-combinations.ts';
import { variantStep, type Candidate, type VariantStep } from './variant-step.ts';

export type ChainKind = 'x-chain' | 'xy-chain' | 'aic';

/** Links per chain at most: longer chains are rare and no player follows them. */
const MAX_LINKS = 11;

interface Graph {
  /** Strong links of each node (node = cell * size + digit - 1). */
  strong: Map<number, number[]>;
  nodeOf: (cell: number, digit: number) => number;
  cellOf: (node: number) => number;
  digitOf: (node: number) => number;
}

function graphOf(b: VariantBoard, kind: ChainKind, only?: number): Graph {
  const size = b.size;
  const nodeOf = (cell: number, digit: number) => cell * size + digit - 1;
  const strong = new Map<number, number[]>();
  const link = (x: number, y: number) => {
    const from = strong.get(x) ?? [];
    if (!from.includes(y)) from.push(y);
    strong.set(x, from);
  };
  const pair = (x: number, y: number) => {
    link(x, y);
    link(y, x);
  };
  if (kind !== 'x-chain')
    for (let cell = 0; cell < b.cand.length; cell++) {
      if (b.values[cell] || bitCount(b.cand[cell]) !== 2) continue;
      const [d, e] = digitsOf(b.cand[cell]);
      pair(nodeOf(cell, d), nodeOf(cell, e));
    }
  if (kind !== 'xy-chain') {
    for (let digit = 1; digit <= size; digit++) {
      if (only !== undefined && digit !== only) continue;
      for (const house of b.houses) {
        const places = b.placesOf(house.cells, digit);
        if (places.length === 2) pair(nodeOf(places[0], digit), nodeOf(places[1], digit));
      }
    }
    for (const cage of b.cages) {
      if (cage.cells.every((cell) => b.values[cell])) continue;
      const { sets } = fitCage(b, cage);
      if (!sets.length) continue;
      const needed = sets.reduce((all, set) => all & set, b.model.allDigits);
      for (const digit of digitsOf(needed)) {
        if (only !== undefined && digit !== only) continue;
        const places = cage.cells.filter((cell) => b.has(cell, digit));
        if (places.length === 2 && !places.some((cell) => b.values[cell]))
          pair(nodeOf(places[0], digit), nodeOf(places[1], digit));
      }
    }
  }
  return { strong, nodeOf, cellOf: (node) => Math.floor(node / size), digitOf: (node) => (node % size) + 1 };
}

/** Whether two different candidates cannot both be true (by any rule). */
function weak(b: VariantBoard, x: Candidate, y: Candidate): boolean {
  if (x.cell === y.cell) return x.digit !== y.digit;
  if (x.digit === y.digit) return b.sees(x.cell, y.cell);
  return Math.abs(x.digit - y.digit) === 1 && b.model.neighbours[x.cell].includes(y.cell);
}

/** The candidates a node is weakly linked to, for the chain's kind. */
function weakOf(b: VariantBoard, kind: ChainKind, node: Candidate): Candidate[] {
  const out: Candidate[] = [];
  if (kind === 'aic')
    for (const digit of digitsOf(b.cand[node.cell] & ~bit(node.digit))) out.push({ cell: node.cell, digit });
  for (const peer of b.model.peers[node.cell])
    if (!b.values[peer] && b.has(peer, node.digit)) out.push({ cell: peer, digit: node.digit });
  if (kind === 'aic')
    for (const next of b.model.neighbours[node.cell])
      for (const digit of [node.digit - 1, node.digit + 1])
        if (digit >= 1 && digit <= b.size && !b.values[next] && b.has(next, digit)) out.push({ cell: next, digit });
  return out;
}

/** In an XY-chain a weak link joins two bivalue cells on one digit. */
const xyNode = (b: VariantBoard, kind: ChainKind, c: Candidate) =>
  kind !== 'xy-chain' || bitCount(b.cand[c.cell]) === 2;

function searchKind(b: VariantBoard, kind: ChainKind, only?: number): VariantStep | null {
  const g = graphOf(b, kind, only);
  const cand = (node: number): Candidate => ({ cell: g.cellOf(node), digit: g.digitOf(node) });
  let best: { path: number[]; eliminations: Candidate[] } | null = null;
  for (const start of [...g.strong.keys()].sort((x, y) => x - y)) {
    // parent of (node, on): on = reached by a strong link (true if the start is false).
    const parent = new Map<number, number>();
    const key = (node: number, on: boolean) => node * 2 + (on ? 1 : 0);
    let frontier = [key(start, false)];
    parent.set(key(start, false), -1);
    const startCand = cand(start);
    for (let links = 0; links < MAX_LINKS && frontier.length; links++) {
      if (best && links + 1 >= best.path.length - 1) break; // no shorter chain from here
      const next: number[] = [];
      for (const k of frontier) {
        const node = k >> 1;
        const on = (k & 1) === 1;
        const targets = on
          ? weakOf(b, kind, cand(node))
              .filter((c) => xyNode(b, kind, c) && (only === undefined || c.digit === only))
              .map((c) => g.nodeOf(c.cell, c.digit))
          : (g.strong.get(node) ?? []);
        for (const target of targets) {
          const tk = key(target, !on);
          if (parent.has(tk)) continue;
          parent.set(tk, k);
          next.push(tk);
          if (on || links + 1 < 3 || target === start) continue; // a chain ends on a strong link, 3 links or more
          const end = cand(target);
          const eliminations = eliminationsOf(b, startCand, end);
          if (!eliminations.length) continue;
          const path: number[] = [];
          for (let at = tk; at !== -1; at = parent.get(at) as number) path.push(at >> 1);
          path.reverse();
          if (new Set(path).size < path.length) continue; // a node twice: sound, but no chain to show
          if (!best || path.length < best.path.length) best = { path, eliminations };
        }
      }
      frontier = next;
    }
  }
  if (!best) return null;
  const nodes = best.path.map(cand);
  return variantStep(kind, {
    cells: [...new Set(nodes.map((n) => n.cell))],
    digits: [...new Set(nodes.map((n) => n.digit))].sort((x, y) => x - y),
    eliminations: best.eliminations,
    facts: {
      kind: 'chain',
      links: nodes.slice(1).map((to, i) => ({ from: [nodes[i]], to: [to], strong: i % 2 === 0 })),
    },
  });
}

/** Candidates other than the ends weakly linked to both ends (one of which is true). */
function eliminationsOf(b: VariantBoard, x: Candidate, y: Candidate): Candidate[] {
  // Any weak link counts here, whatever the chain's kind: only the ends' truth is used.
  return weakOf(b, 'aic', x).filter((z) => !(z.cell === y.cell && z.digit === y.digit) && weak(b, z, y));
}

export function findXChain(b: VariantBoard): VariantStep | null {
  for (let digit = 1; digit <= b.size; digit++) {
    const step = searchKind(b, 'x-chain', digit);
    if (step) return step;
  }
  return null;
}

export const findXYChain = (b: VariantBoard): VariantStep | null => searchKind(b, 'xy-chain');
export const findAIC = (b: VariantBoard): VariantStep | null => searchKind(b, 'aic');
