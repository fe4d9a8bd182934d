/**
 * The candidate grid of a variant: each cell's candidates as a bitmask (bit d-1 for digit d) and its digit once
 * placed, over the compiled model (any size up to 16×16, any houses, extra peers, neighbours, cages). Placing a
 * digit removes it from the cell's peers (rows, columns, regions, diagonals, windows, a knight's or king's move,
 * cage mates): what a player's pencil marks do. Everything else (a non-consecutive neighbour, a cage's sum) is a
 * technique's step, so a hint can explain it.
 */
import { compileRules, type VariantModel } from '../model.ts';
import type { VariantRules } from '../rules.ts';
import { openPlaces, setsOf, wordsFor } from './cell-bits.ts';
import { housesOf, type CageRef, type House } from './houses.ts';

export const bit = (digit: number): number => 1 << (digit - 1);
export const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};
/** The digits of a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let m = mask; m; m &= m - 1) digits.push(31 - Math.clz32(m & -m) + 1);
  return digits;
}

/**
 * A blank board per rules, whose model, houses and peer sets every board of those rules shares: a generator grades
 * the same rules hundreds of times, and compiling them took a tenth of its time. Rules are not changed once made
 * (the solver caches its tables per rules object too: solver-tables.ts).
 */
const templates = new WeakMap<VariantRules, VariantBoard>();

export class VariantBoard {
  readonly rules: VariantRules;
  readonly model: VariantModel;
  readonly houses: readonly House[];
  /** Cages with a sum (sum-less cages are peers only). */
  readonly cages: readonly CageRef[];
  /** The houses each cell lies in (indices into houses). */
  readonly housesOfCell: readonly (readonly number[])[];
  /** Peers as sets, for "does a see b". */
  readonly peerSets: readonly Set<number>[];
  /** Words per cell set (cell-bits.ts); each cell's peers and each house's cells as such sets. */
  readonly words: number;
  readonly peerBits: Uint32Array;
  readonly houseBits: Uint32Array;
  readonly cand: Int32Array;
  /** 0 while open. */
  readonly values: Int8Array;

  private constructor(
    rules: VariantRules,
    model: VariantModel,
    cand: Int32Array,
    values: Int8Array,
    shared?: VariantBoard,
  ) {
    this.rules = rules;
    this.model = model;
    this.cand = cand;
    this.values = values;
    this.houses = shared?.houses ?? housesOf(rules);
    this.cages = shared?.cages ?? model.cages.map((cage) => ({ cells: [...cage.cells], sum: cage.sum }));
    this.housesOfCell = shared?.housesOfCell ?? cellHouses(this.houses, model.cellCount);
    this.peerSets = shared?.peerSets ?? model.peers.map((peers) => new Set(peers));
    this.words = wordsFor(model.cellCount);
    this.peerBits = shared?.peerBits ?? setsOf(model.peers, this.words);
    this.houseBits =
      shared?.houseBits ??
      setsOf(
        this.houses.map((house) => house.cells),
        this.words,
      );
  }

  /** The board of a puzzle: every digit in every open cell, then the givens placed. Throws on bad rules. */
  static fromGivens(rules: VariantRules, givens: readonly number[]): VariantBoard {
    const blank = (model: VariantModel, shared?: VariantBoard) =>
      new VariantBoard(
        rules,
        model,
        new Int32Array(model.cellCount).fill(model.allDigits),
        new Int8Array(model.cellCount),
        shared,
      );
    let template = templates.get(rules);
    if (!template) templates.set(rules, (template = blank(compileRules(rules))));
    const { model } = template;
    if (givens.length !== model.cellCount) throw new RangeError(`${givens.length} givens for ${model.cellCount} cells`);
    const board = blank(model, template);
    givens.forEach((digit, cell) => {
      if (!Number.isInteger(digit) || digit < 0 || digit > model.size)
        throw new RangeError(`cell ${cell} holds ${digit}: digits are 1…${model.size}, 0 for a blank`);
      if (digit) board.place(cell, digit);
    });
    return board;
  }

  clone(): VariantBoard {
    return new VariantBoard(this.rules, this.model, this.cand.slice(), this.values.slice(), this);
  }

  get size(): number {
    return this.model.size;
  }

  /** Places `digit` in `cell` and removes it from the cell's peers. */
  place(cell: number, digit: number): void {
    const mask = bit(digit);
    this.values[cell] = digit;
    this.cand[cell] = mask;
    for (const peer of this.model.peers[cell]) if (!this.values[peer]) this.cand[peer] &= ~mask;
  }

  eliminate(cell: number, digit: number): void {
    this.cand[cell] &= ~bit(digit);
  }

  has(cell: number, digit: number): boolean {
    return (this.cand[cell] & bit(digit)) !== 0;
  }

  sees(a: number, b: number): boolean {
    return this.peerSets[a].has(b);
  }

  isSolved(): boolean {
    return this.values.every((v) => v !== 0);
  }

  /** An open cell without candidates, or a house where an open digit has no place: the board contradicts itself. */
  isBroken(): boolean {
    for (let cell = 0; cell < this.cand.length; cell++) if (!this.cand[cell]) return true;
    for (const house of this.houses) {
      let all = 0;
      for (const cell of house.cells) all |= this.cand[cell];
      if (all !== this.model.allDigits) return true;
    }
    return false;
  }

  /**
   * How many open cells of `cells` hold `digit`, counted up to `atMost` (a finder asks "fewer than two?" for every
   * house and digit at every step: counting first spares an array for each).
   */
  countPlaces(cells: readonly number[], digit: number, atMost = cells.length): number {
    const mask = bit(digit);
    let count = 0;
    for (const cell of cells) if (!this.values[cell] && this.cand[cell] & mask && ++count >= atMost) break;
    return count;
  }

  /** Per digit (index digit - 1), the open cells holding it as a cell set (cell-bits.ts), `words` words each. */
  digitBits(): Uint32Array {
    return openPlaces(this.cand, this.values, this.size, this.words);
  }

  /** The open cells of `cells` holding `digit`. */
  placesOf(cells: readonly number[], digit: number): number[] {
    const mask = bit(digit);
    return cells.filter((cell) => !this.values[cell] && this.cand[cell] & mask);
  }

  /** Digits as a grid (0 for open cells). */
  grid(): number[] {
    return Array.from(this.values);
  }
}

function cellHouses(houses: readonly House[], cellCount: number): number[][] {
  const of: number[][] = Array.from({ length: cellCount }, () => []);
  houses.forEach((house, index) => house.cells.forEach((cell) => of[cell].push(index)));
  return of;
}

/**
 * A board from a player's or a test's state: each cell's digit (0 open) and candidates (digit lists; a placed
 * cell's are ignored). Candidates are taken as given: a wrong note stays until a step or the player removes it.
 */
export function boardFromCandidates(
  rules: VariantRules,
  values: readonly number[],
  candidates: readonly (readonly number[])[],
): VariantBoard {
  const board = VariantBoard.fromGivens(rules, values);
  candidates.forEach((digits, cell) => {
    if (values[cell]) return;
    board.cand[cell] = digits.reduce((mask, digit) => mask | bit(digit), 0);
  });
  return board;
}
