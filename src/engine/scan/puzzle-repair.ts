/**
 * A reading that is no puzzle (no solution, or several) mended from the cells in doubt: a printed Sudoku has exactly
 * one solution, so where one other reading of a doubtful cell (its runner-up digit, a blank, or a digit the cutter
 * kept back: a seven-segment 4 at an old-style 1's height) makes the grid a puzzle with one solution, and no other
 * single change does, that reading is the likelier one; failing that, a grid with no solution is mended by two or three
 * misread cells together (a player's clash, every cell of it read sure, set aside: misreadTogether), and failing that
 * too, by a player's clashing entry read as a digit that does not clash (misreadMistake). The cells changed
 * stay in doubt: the puzzle chose among readings, it did not see the ink. A pencil mark stays out: the grid without it
 * is a puzzle already, so nothing here runs.
 */
import { findConflicts, type Grid } from '../grid.ts';
import { countSolutions, solve } from '../solve/index.ts';

/** Another reading of a cell in doubt. */
export interface Alternative {
  cell: number;
  /** 1–9, or 0 for a blank. */
  digit: number;
}

/** Searches stop here: a grid whose count takes longer is left as read (a budget, not a verdict). */
const BUDGET = 20_000;
/**
 * Digits held back that may be added together, at most: a grid whose reading lacks more is no printed puzzle read a
 * little short (the explore set's seven-segment grids lack 1 to 3), and every set of them is tried.
 */
const MAX_HELD_BACK = 8;

/**
 * Sets of changes tried, at most: the reader offers a blank cell at most two held-back digits, so 8 cells give 6,560
 * sets (well under 0.2 s); more alternatives than that are no reading a little short, and are left as read.
 */
const MAX_SETS = 10_000;

/**
 * Misread digits mended together, at most, in a grid with no solution: a face the network reads one digit of wrong
 * (Space Mono's 6 read as 8) misreads it in each cell it is given, and no single change mends two of them (wild
 * explore3 s371: three 6s read 8, the runner-up a 6 in each).
 */
const MAX_MISREAD = 3;

const solutions = (grid: Grid): number => (findConflicts(grid).length ? 0 : countSolutions(grid, 2, BUDGET));

/**
 * The changes (cell → digit, 0 for a blank) that make `grid` a puzzle with one solution, or null when it is one
 * already, or when the fewest changes that do are not one set alone. Any one alternative first; failing that, when
 * the grid has several solutions (digits missing), sets of digits held back from blank cells, fewest first: a
 * pencil mark among them is added only when no smaller set does it; when it has none, sets of misread cells
 * (misreadTogether), then a player's clashing entry misread (misreadMistake). The alternatives may be `offered` as a
 * function, called only when the grid is no puzzle as read. `count`: the grid's solutions counted to 2, when the caller has it.
 */
export function repairByPuzzle(
  grid: Grid,
  offered: Alternative[] | (() => Alternative[]),
  count = countSolutions(grid, 2, BUDGET),
  undecided: { seen: boolean } = { seen: false },
): Map<number, number> | null {
  if (count === 1 || count < 0) return null;
  // Taken only now: a caller's alternatives may cost a network pass each (scan.ts), and most grids are puzzles.
  const alternatives = typeof offered === 'function' ? offered() : offered;
  const fits = (base: Grid, changes: Alternative[][]) => oneFit(base, changes, undecided);
  const found = (changes: Alternative[][]) => fits(grid, changes);
  const single = found(alternatives.map((a) => [a]));
  if (single !== undefined) return single;
  if (count === 0) return misreadTogether(grid, alternatives, fits) ?? misreadMistake(grid, alternatives);
  // Several solutions: digits missing, perhaps more than one.
  const heldBack = alternatives.filter(({ cell, digit }) => digit && !grid[cell]);
  const cells = [...new Set(heldBack.map((a) => a.cell))];
  if (cells.length < 2 || cells.length > MAX_HELD_BACK) return null;
  if (setCounts(heldBack, cells.length).reduce((sum, n) => sum + n) > MAX_SETS) return null;
  for (let size = 2; size <= cells.length; size++) {
    const repair = found(setsOf(heldBack, size));
    if (repair !== undefined) return repair;
  }
  return null;
}

/**
 * A reading mended: the cells changed, and whether only a given the puzzle alone put back or mended (missingGiven,
 * misreadGiven) did it.
 */
export interface Mended {
  changes: Map<number, number>;
  restored: boolean;
}

/**
 * repairByPuzzle's repair, or failing that, when no set of changes it tried was one of several that fit (or a count
 * that ran out of its budget): with several solutions, the given missingGiven restores among the cells `inDoubt`
 * read blank; with none, the given misreadGiven mends among those read as digits (asked for only then).
 */
export function mendReading(
  grid: Grid,
  offered: Alternative[] | (() => Alternative[]),
  count: number,
  inDoubt: () => number[],
): Mended | null {
  const undecided = { seen: false };
  const changes = repairByPuzzle(grid, offered, count, undecided);
  if (changes) return { changes, restored: false };
  if (undecided.seen || count === 1 || count < 0) return null;
  const restored =
    count === 0
      ? misreadGiven(
          grid,
          inDoubt().filter((cell) => grid[cell]),
        )
      : missingGiven(
          grid,
          inDoubt().filter((cell) => !grid[cell]),
        );
  return restored && { changes: restored, restored: true };
}

/** Digits in doubt weighed by misreadGiven, at most: eight counts each. */
const MAX_DIGITS_WEIGHED = 12;

/**
 * A grid with no solution that no other reading mends, read with a given misread: the one other digit in one of the
 * `digits` (cells the ink left in doubt, read as a digit) that makes it a puzzle with one solution, when exactly one
 * does; else null. The network's runner-up readings need not hold the given's digit (synthetic tune 120: a blurred 8
 * read as a 6, offered as a 1 or a 9); the puzzle knows it. A change a second cell would match leaves the choice open,
 * and then nothing is changed. No blank is tried: a given left out of a puzzle often leaves it a puzzle still, so a
 * misread given's cell would fit blank as well as with its digit. A speck read as a digit that breaks the puzzle is
 * taken for the solution's digit there (in doubt, as every change is): the grid still solves as the page's.
 */
export function misreadGiven(grid: Grid, digits: number[]): Map<number, number> | null {
  if (digits.length > MAX_DIGITS_WEIGHED) return null;
  const changes = digits.flatMap((cell) =>
    DIGITS.filter((digit) => digit !== grid[cell]).map((digit) => [{ cell, digit }]),
  );
  return oneFit(grid, changes) ?? null;
}

/** Blanks in doubt weighed by missingGiven, at most: nine counts each. */
const MAX_BLANKS_WEIGHED = 16;

/**
 * A grid with several solutions that no other reading mends, read with a given missing: the one digit in one of the
 * `blanks` (cells the ink left in doubt, read empty) that makes it a puzzle with one solution, when exactly one does;
 * else null. Whatever the network saw there: a given read as no digit at all (a blurred 6 in a shadow, its crop read
 * as no digit, synthetic tune 131) leaves no reading to offer, yet the puzzle knows it. A digit a second blank would
 * do as well leaves the choice open (synthetic explore2 70: its missing 3 has no ink cut, and a speck elsewhere took
 * a 5 alike), and then nothing is changed.
 */
export function missingGiven(grid: Grid, blanks: number[]): Map<number, number> | null {
  if (blanks.length > MAX_BLANKS_WEIGHED) return null;
  const changes = blanks.filter((cell) => !grid[cell]).flatMap((cell) => DIGITS.map((digit) => [{ cell, digit }]));
  return oneFit(grid, changes) ?? null;
}

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The one set of `changes` that makes `base` a puzzle with one solution; undefined when none does; null when several
 * do, or when a count ran out of its budget (no verdict either way), which `undecided` then records.
 */
function oneFit(
  base: Grid,
  changes: Alternative[][],
  undecided: { seen: boolean } = { seen: false },
): Map<number, number> | null | undefined {
  let fit: Alternative[] | undefined;
  for (const set of changes) {
    const changed = base.slice();
    for (const { cell, digit } of set) changed[cell] = digit;
    const solved = solutions(changed);
    if (solved < 0 || (solved === 1 && fit)) {
      undecided.seen = true;
      return null;
    }
    if (solved === 1) fit = set;
  }
  return fit && new Map(fit.map(({ cell, digit }) => [cell, digit]));
}

/**
 * A grid with no solution and no one change that mends it: sets of 2 up to MAX_MISREAD alternatives together, fewest
 * first, the one set of the fewest that makes a puzzle with one solution, while the sets of a size stay within
 * MAX_SETS (a grid with many cells in doubt is no reading a digit or two off).
 * A clash no cell in doubt is part of is a player's mistake (a digit entered where its row, column or box has it),
 * drawn as clearly as any digit, so the grid as a whole has no solution whatever is mended (wild explore3 s371: three
 * 6s read 8 beside a player's clash): the clashing cells are set aside, and the rest, when it has no solution either,
 * is mended so by one digit misread as one other in each of the set's cells, when its solution explains the clashes.
 */
function misreadTogether(
  grid: Grid,
  alternatives: Alternative[],
  fits: (grid: Grid, changes: Alternative[][]) => Map<number, number> | null | undefined,
): Map<number, number> | null {
  const offered = new Set(alternatives.map((a) => a.cell));
  // A clash with a cell in doubt in it may be the misread's own: only clashes of cells all read sure are set aside.
  const mistakes = findConflicts(grid).filter(({ cells }) => !cells.some((cell) => offered.has(cell)));
  const aside = new Set(mistakes.flatMap(({ cells }) => cells));
  const rest = grid.map((digit, cell) => (aside.has(cell) ? 0 : digit));
  if (aside.size && solutions(rest) !== 0) return null;
  for (let size = 2; size <= MAX_MISREAD; size++) {
    if (setCounts(alternatives, size)[size] > MAX_SETS) return null;
    // Beside a clash set aside, only one digit misread as one other in each cell of the set (a face's 6 read 8): with
    // a given set aside the rest says less, and a player's clashing entry in doubt, changed, made a puzzle of it by
    // chance (wild tune s283).
    const sets = setsOf(alternatives, size).filter((set) => !aside.size || sameMisread(grid, set));
    const repair = fits(rest, sets);
    if (repair !== undefined) return repair && explains(grid, rest, repair, mistakes) ? repair : null;
    const kept = aside.size ? keepingGivens(grid, mistakes, sets, fits) : undefined;
    if (kept !== undefined) return kept;
  }
  // More cells than that only as one face's one confusion, every cell read as one digit and changed to one other (wild
  // explore8 s467: Oswald's narrow 7 read as a 1 in four cells, each clashing with a 1).
  const groups = sameMisreadGroups(grid, alternatives);
  for (let size = MAX_MISREAD + 1; size <= MAX_SAME_MISREAD; size++) {
    const sets = groups.flatMap((group) => setsOf(group, size));
    if (!sets.length) return null;
    const repair = fits(rest, sets);
    if (repair !== undefined) return repair && explains(grid, rest, repair, mistakes) ? repair : null;
  }
  return null;
}

/** One digit misread as one other, in this many cells at most (sameMisreadGroups), for misreadTogether. */
const MAX_SAME_MISREAD = 6;

/** The alternatives grouped by the digit read and the digit offered: each group one confusion of the face's. */
function sameMisreadGroups(grid: Grid, alternatives: Alternative[]): Alternative[][] {
  const groups = new Map<number, Alternative[]>();
  for (const a of alternatives) {
    if (!a.digit || !grid[a.cell]) continue;
    const key = grid[a.cell] * 10 + a.digit;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.values()];
}

/**
 * misreadTogether's sets once more, beside a player's mistakes whose clashes, set aside whole, took givens the
 * puzzle needs (wild explore6 s512: Oswald's 7 read as a 1 in doubt twice, beside two of a player's clashing entries;
 * the rest without all six clashing cells has several solutions whatever is mended). A clash is a given and the
 * player's entry: each way of keeping one cell of each is tried, and the one set that makes a puzzle with one solution
 * in some way, and no other set in any way, is taken; undefined when none does, null when two sets do or a count ran
 * out of its budget. A way that keeps the player's entry and drops the given mostly leaves no solution.
 */
function keepingGivens(
  grid: Grid,
  mistakes: { cells: number[] }[],
  sets: Alternative[][],
  fits: (grid: Grid, changes: Alternative[][]) => Map<number, number> | null | undefined,
): Map<number, number> | null | undefined {
  const pairs = clashPairs(mistakes);
  if (pairs.length > MAX_MISTAKES) return undefined;
  let found: Map<number, number> | undefined;
  for (let way = 0; way < 1 << pairs.length; way++) {
    const kept = grid.slice();
    pairs.forEach((cells, k) => (kept[cells[(way >> k) & 1]] = 0));
    const repair = fits(kept, sets);
    if (repair === null) return null;
    if (!repair) continue;
    if (found && [...repair].some(([cell, digit]) => found?.get(cell) !== digit)) return null;
    found = repair;
  }
  return found;
}

/** Clashes a player's mistakes may make in one grid, at most, for misreadMistake to weigh (2^k ways to read them). */
const MAX_MISTAKES = 4;

/**
 * A player's clashing entry, misread as a digit that does not clash (wild explore2 s475 and explore3 s603: a bold
 * red 1 entered where its row has one, read as 7, on a board with another mistake). No puzzle vouches for a digit
 * that clashes, and with both cells of each clash set aside the rest says too little (a given set aside), so each
 * way of taking one cell of each clash for the player's is tried: the one reading of a digit in doubt, with the one
 * such way, that leaves a puzzle with one solution where the digit as read has no place. Only on a board whose sure
 * clashes, both cells set aside, leave no solution (a board read right has one).
 */
function misreadMistake(grid: Grid, alternatives: Alternative[]): Map<number, number> | null {
  const offered = new Set(alternatives.map((a) => a.cell));
  // Every clash as read is of digits read sure: one with a digit in doubt may be the misread itself, or the mistake.
  const sureClashes = findConflicts(grid);
  if (!sureClashes.length || sureClashes.some(({ cells }) => cells.some((cell) => offered.has(cell)))) return null;
  const aside = new Set(sureClashes.flatMap(({ cells }) => cells));
  if (solutions(grid.map((digit, cell) => (aside.has(cell) ? 0 : digit))) !== 0) return null;
  let fit: Alternative | undefined;
  for (const alternative of alternatives) {
    const { cell, digit } = alternative;
    if (!digit || !grid[cell]) continue;
    const changed = grid.slice();
    changed[cell] = digit;
    const pairs = clashPairs(findConflicts(changed));
    // The reading clashes with digits read sure, beside the board's own mistakes, and with nothing in doubt.
    if (!pairs.some((pair) => pair.includes(cell)) || pairs.length > MAX_MISTAKES) continue;
    if (pairs.some((pair) => pair.some((other) => other !== cell && offered.has(other)))) continue;
    for (let way = 0; way < 1 << pairs.length; way++) {
      const givens = changed.slice();
      pairs.forEach((pair, k) => (givens[pair[(way >> k) & 1]] = 0));
      if (solutions(givens) !== 1) continue;
      const { solution } = solve(givens, { nodeBudget: BUDGET });
      if (!solution || solution[cell] === grid[cell]) continue;
      if (fit) return null;
      fit = alternative;
    }
  }
  return fit ? new Map([[fit.cell, fit.digit]]) : null;
}

/** The clashes' pairs of cells, each once: two cells clashing in a row and in a box are one mistake. */
const clashPairs = (clashes: { cells: number[] }[]): number[][] => [
  ...new Map(clashes.map(({ cells }) => [cells.join(), cells])).values(),
];

/** Every cell of `set` read as one digit and changed to one other. */
const sameMisread = (grid: Grid, set: Alternative[]): boolean =>
  set.every(({ cell, digit }) => digit === set[0].digit && grid[cell] === grid[set[0].cell]);

/**
 * Whether the mended rest's one solution explains each clash set aside as a player's mistake: one of its cells (the
 * given) holds the solution's digit. A clash neither of whose cells does is no mistake beside a misread: the mending
 * made a puzzle of the rest by chance (wild tune s283: a player's clashing entry read in doubt, changed to another
 * digit, left the rest one solution that put neither clashing digit where it was).
 */
function explains(grid: Grid, rest: Grid, repair: Map<number, number>, mistakes: { cells: number[] }[]): boolean {
  const mended = rest.slice();
  for (const [cell, digit] of repair) mended[cell] = digit;
  const { solution } = solve(mended, { nodeBudget: BUDGET });
  return !!solution && mistakes.every(({ cells }) => cells.some((cell) => solution[cell] === grid[cell]));
}

/** How many sets of alternatives, each for another cell, there are of each size from 0 to `most`. */
function setCounts(alternatives: Alternative[], most: number): number[] {
  const perCell = new Map<number, number>();
  for (const { cell } of alternatives) perCell.set(cell, (perCell.get(cell) ?? 0) + 1);
  // Elementary symmetric sums of the cells' counts: ways[k] sets of k over the cells seen so far.
  const ways = [1, ...Array<number>(most).fill(0)];
  for (const n of perCell.values()) for (let k = most; k >= 1; k--) ways[k] += ways[k - 1] * n;
  return ways;
}

/** Every set of `size` alternatives, each for another cell. */
function setsOf(alternatives: Alternative[], size: number, from = 0, taken: Alternative[] = []): Alternative[][] {
  if (taken.length === size) return [taken];
  const sets: Alternative[][] = [];
  for (let k = from; k < alternatives.length; k++)
    if (!taken.some((t) => t.cell === alternatives[k].cell))
      sets.push(...setsOf(alternatives, size, k + 1, [...taken, alternatives[k]]));
  return sets;
}
