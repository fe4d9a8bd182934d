/**
 * The search behind `generate({ technique })`, the technique trainer: a puzzle whose solution path needs the
 * technique T and nothing harder. Precisely, graded as `grade` grades (always the easiest step that applies, in the
 * catalogue's search order, techniques.ts):
 *
 * - T is used at least once, and
 * - every step uses T or a technique tried before T in the search order, of a level no higher than T's.
 *
 * So T is the last technique in the catalogue's order that the path needs, and the puzzle's level is T's level. A
 * trainer puzzle for X-wing may need locked candidates or pairs along the way, but never a swordfish, a chain, or
 * any other technique the grader ranks after the X-wing.
 *
 * Efficiency: each attempt is graded with `stopAfter: T`, so no finder after T ever runs and a puzzle that needs
 * more is dropped at the step where it does. A minimal puzzle that got stuck there is not thrown away: givens
 * from its solution are added, one symmetric orbit at a time, in cells the path had not reached, until it needs
 * nothing after T (trainer puzzles need not be minimal). Adding givens walks a hard puzzle down towards T, so
 * rare techniques are found several times sooner than by waiting for a minimal puzzle that ends on them
 * (remote pair, simple colouring, X-chain: most searches found in 10 s instead of none). Every choice comes from
 * the seeded stream.
 */
import type { Grid } from '../grid.ts';
import {
  type GradedPuzzle,
  type Level,
  levelIndex,
  type TechniqueId,
  type TechniqueInfo,
  TECHNIQUES,
} from '../grade/index.ts';
import { MIN_BLANKS, carvePuzzle, type Carved } from './carve.ts';
import { SearchLoop, gradedOrThrow, type SearchLoopOptions } from './search-loop.ts';
import { orbitsOf } from './symmetry.ts';
import { BANK_TRIES, type BankEntry } from './trainer-bank.ts';
import { applyTransformation, randomTransformation } from './transform.ts';

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The catalogue's technique named by `text`: its id (`x-wing`) or its name (`X-wing`, `2-string kite`), case and
 * punctuation aside; null when it names none.
 */
export function findTechnique(text: unknown): TechniqueInfo | null {
  if (typeof text !== 'string') return null;
  const key = normalise(text);
  return TECHNIQUES.find((t) => t.id === key || normalise(t.name) === key) ?? null;
}

/**
 * Techniques that no puzzle with at least MIN_BLANKS blanks can end on, and why: asking for one is refused at once
 * rather than searched for in vain. Full houses: fill the cells of a full-house-only solve in reverse, and each one
 * needs a row, column or box with no other blank left, which it then uses up; 27 units, so at most 27 blanks.
 */
const NEVER_LAST: Partial<Record<TechniqueId, string>> = {
  'full-house':
    'full houses alone solve at most 27 blanks (each one uses up a row, column or box) and a puzzle has at least 40; try naked-single',
};

/** Why no trainer puzzle can need `technique` and nothing harder, or null when one can. */
export const untrainable = (technique: TechniqueId): string | null => NEVER_LAST[technique] ?? null;

/** The message for a technique that is not one, listing the ones that are. */
export function unknownTechniqueMessage(text: unknown): string {
  const ids = TECHNIQUES.map((t) => t.id).join(', ');
  // Not String(text): an object's own toString may throw, or name a technique it is not (findTechnique takes strings).
  if (typeof text !== 'string')
    return `a technique is named by a string (got ${text === null ? 'null' : typeof text}): use one of ${ids}`;
  const named = text;
  // Named as given, but never a megabyte of it: the message has to fit on a line of a terminal or a board.
  const shown =
    named.length > MAX_SHOWN
      ? `${JSON.stringify(named.slice(0, MAX_SHOWN))}… (${named.length} characters)`
      : JSON.stringify(named);
  return `unknown technique ${shown}: use one of ${ids}`;
}

/** How much of a name that is no technique a message repeats. */
const MAX_SHOWN = 40;

export interface TechniqueSearchOptions extends SearchLoopOptions {
  technique: TechniqueId;
  /**
   * Half-turn-symmetric puzzles that need the technique (trainer-bank.ts): the first BANK_TRIES attempts grade
   * transformed images of them instead of carving, when the search is a `rotate180` one. None: carve from the start.
   */
  bank?: readonly BankEntry[];
}

export interface TrainerFound extends Carved {
  level: Level;
  score: number;
  /** The puzzle needs the technique and nothing after it (the search's goal). */
  trains: boolean;
}

/** A candidate's rank as a fallback: one that needs nothing after T beats one that does, a harder level an easier. */
const rank = (graded: GradedPuzzle): number => (graded.above ? -1 : levelIndex(graded.level));

const countBlanks = (grid: Grid): number => grid.reduce((n, d) => n + (d === 0 ? 1 : 0), 0);

/** One trainer search; call `attempt()` until it returns true, then read `result()`, `attempts` and `stopped`. */
export class TechniqueSearch extends SearchLoop {
  private best: (TrainerFound & { rank: number }) | null = null;
  private readonly technique: TechniqueId;
  private readonly bank: readonly BankEntry[];

  constructor(options: TechniqueSearchOptions) {
    super(options);
    this.technique = options.technique;
    this.bank = options.symmetry === 'rotate180' ? (options.bank ?? []) : [];
  }

  protected tryOne(): boolean {
    if (this.bank.length > 0 && this.attempts < BANK_TRIES) return this.fromBank();
    const carved = carvePuzzle(this.loop.symmetry, this.loop.rng);
    const graded = this.grade(carved.puzzle);
    if (this.trains(graded)) return this.keep(carved, graded);
    this.consider(carved, graded);
    return graded.above === true && this.addGivens(carved, graded);
  }

  /** The closest puzzle, fully graded; null only before the first attempt. */
  result(): TrainerFound | null {
    const best = this.best;
    if (!best || best.trains || best.rank >= 0) return best;
    const graded = gradedOrThrow(best.puzzle);
    this.best = { ...best, level: graded.level, score: graded.score, rank: levelIndex(graded.level) };
    return this.best;
  }

  /** One entry of the bank, transformed as the seed's stream says; kept if its image still qualifies. */
  private fromBank(): boolean {
    const { rng } = this.loop;
    const entry = this.bank[rng.int(this.bank.length)];
    const t = randomTransformation('rotate180', rng);
    const puzzle = applyTransformation(entry.puzzle, t);
    const carved = { puzzle, solution: applyTransformation(entry.solution, t), blanks: countBlanks(puzzle) };
    const graded = this.grade(puzzle);
    if (this.trains(graded)) return this.keep(carved, graded);
    this.consider(carved, graded);
    return false;
  }

  private grade(puzzle: Grid): GradedPuzzle {
    return gradedOrThrow(puzzle, { stopAfter: this.technique });
  }

  private trains(graded: GradedPuzzle): boolean {
    return !graded.above && (graded.counts[this.technique] ?? 0) > 0;
  }

  private keep(carved: Carved, graded: GradedPuzzle): true {
    this.best = { ...carved, level: graded.level, score: graded.score, trains: true, rank: Infinity };
    return true;
  }

  private consider(carved: Carved, graded: GradedPuzzle): void {
    if (this.best && rank(graded) <= this.best.rank) return;
    this.best = { ...carved, level: graded.level, score: graded.score, trains: false, rank: rank(graded) };
  }

  /**
   * A puzzle that needs more than T: give it, one orbit at a time, the solution's digits in cells the path had not
   * solved. An orbit that makes it need nothing after T is kept if T is then needed (found) and taken back if not
   * (the puzzle got too easy); one that leaves it stuck is kept, and the walk goes on, until the orbits run out or
   * the puzzle would have fewer than MIN_BLANKS blanks.
   */
  private addGivens(carved: Carved, stuck: GradedPuzzle): boolean {
    const { puzzle, solution } = carved;
    const reached = new Set<number>();
    for (const step of stuck.steps) for (const { cell } of step.placements) reached.add(cell);
    const open = orbitsOf(this.loop.symmetry).filter((orbit) =>
      orbit.every((cell) => puzzle[cell] === 0 && !reached.has(cell)),
    );
    const grid = puzzle.slice();
    let blanks = carved.blanks;
    for (const orbit of this.loop.rng.shuffle(open.slice())) {
      if (blanks - orbit.length < MIN_BLANKS) continue;
      for (const cell of orbit) grid[cell] = solution[cell];
      const graded = this.grade(grid);
      if (!graded.above && !this.trains(graded)) {
        for (const cell of orbit) grid[cell] = 0;
        continue;
      }
      blanks -= orbit.length;
      if (this.trains(graded)) return this.keep({ puzzle: grid, solution, blanks }, graded);
    }
    return false;
  }
}
