// A reading that is no puzzle mended from its cells in doubt (src/engine/scan/puzzle-repair.ts): another reading of a
// doubtful cell is taken only when it, and no other, makes the grid a puzzle with one solution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  mendReading,
  misreadGiven,
  missingGiven,
  repairByPuzzle,
  type Alternative,
} from '../../src/engine/scan/puzzle-repair.ts';
import { puzzleRank } from '../../src/engine/scan/scan.ts';
import { countSolutions, solve } from '../../src/engine/solve/index.ts';
import { findConflicts } from '../../src/engine/grid.ts';

/** A 17-clue puzzle (the public list of all of them): minimal, so any given taken out leaves several solutions. */
const MINIMAL = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const puzzle = [...MINIMAL].map((ch) => (ch === '.' ? 0 : Number(ch)));
const solution = solve(puzzle).solution!;
const givens = puzzle.flatMap((digit, cell) => (digit ? [cell] : []));
const blanks = puzzle.flatMap((digit, cell) => (digit ? [] : [cell]));
const without = (...cells: number[]) => puzzle.map((digit, cell) => (cells.includes(cell) ? 0 : digit));
const unique = (grid: number[]) => !findConflicts(grid).length && countSolutions(grid, 2) === 1;
/**
 * The puzzle with 12 of its blanks given as well: a printed puzzle has more givens than a minimal one (the wild sets'
 * 22–36), so proving a misread grid has no solution stays within the solver's budget.
 */
const printed = puzzle.map((digit, cell) => (digit || !blanks.slice(0, 12).includes(cell) ? digit : solution[cell]));
const shown = printed.flatMap((digit, cell) => (digit ? [cell] : []));
/** The repair that puts `printed`'s digits back in `cells`. */
const printedAt = (cells: number[]) => new Map(cells.map((cell) => [cell, printed[cell]]));

test('a given read blank whose held-back digit makes the grid a puzzle again is filled in', () => {
  for (const cell of givens.slice(0, 5)) {
    const read = without(cell);
    assert.ok(!unique(read), 'the puzzle is minimal');
    assert.deepEqual(repairByPuzzle(read, [{ cell, digit: puzzle[cell] }]), new Map([[cell, puzzle[cell]]]));
  }
});

test('a grid that is a puzzle as read is left alone: a pencil mark in doubt stays out', () => {
  const mark: Alternative = { cell: blanks[0], digit: solution[blanks[0]] };
  assert.equal(repairByPuzzle(puzzle, [mark]), null);
});

test('a misread digit whose runner-up makes the grid a puzzle is read as that', () => {
  let checked = 0;
  for (const cell of givens) {
    const wrong = (puzzle[cell] % 9) + 1;
    const read = puzzle.slice();
    read[cell] = wrong;
    if (unique(read)) continue;
    const alternatives = [
      { cell, digit: puzzle[cell] },
      { cell, digit: 0 },
    ];
    assert.deepEqual(repairByPuzzle(read, alternatives), new Map([[cell, puzzle[cell]]]), `cell ${cell}`);
    checked++;
  }
  assert.ok(checked > 5);
});

test('when two changes each make a puzzle, neither is taken', () => {
  const cell = givens[0];
  const read = without(cell);
  // Another blank cell whose digit in some other completion makes that one the only solution.
  const other = blanks
    .flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ cell: c, digit })))
    .find(({ cell: c, digit }) => {
      const filled = read.slice();
      filled[c] = digit;
      return unique(filled) && digit !== solution[c];
    });
  assert.ok(other, 'the minimal puzzle less one given has another completion');
  assert.deepEqual(repairByPuzzle(read, [{ cell, digit: puzzle[cell] }]), new Map([[cell, puzzle[cell]]]));
  assert.equal(repairByPuzzle(read, [{ cell, digit: puzzle[cell] }, other]), null);
});

test('digits missing from two cells are filled together when neither alone makes a puzzle', () => {
  // The puzzle is minimal: either given put back alone still leaves several solutions.
  const [a, b] = givens;
  const alternatives = [
    { cell: a, digit: puzzle[a] },
    { cell: b, digit: puzzle[b] },
  ];
  assert.ok(!unique(without(a)) && !unique(without(b)));
  assert.deepEqual(
    repairByPuzzle(without(a, b), alternatives),
    new Map([
      [a, puzzle[a]],
      [b, puzzle[b]],
    ]),
  );
});

test('digits misread in two or three cells, the grid with no solution, are mended together when no one change does', () => {
  // A face the network reads one digit of wrong misreads it in every cell (wild explore3 s371: three 6s read 8, the
  // runner-up a 6 each time). The misread digit is each cell's next one; the runner-up is offered, and another.
  const misread = (cells: number[]) => {
    const read = printed.slice();
    for (const cell of cells) read[cell] = (printed[cell] % 9) + 1;
    return read;
  };
  let checked = 0;
  for (const cells of [shown.slice(0, 2), shown.slice(2, 4), shown.slice(4, 7), shown.slice(8, 11)]) {
    const read = misread(cells);
    if (unique(read) || cells.some((cell) => unique(misread(cells.filter((c) => c !== cell))))) continue;
    const alternatives = cells.flatMap((cell) => [
      { cell, digit: printed[cell] },
      { cell, digit: ((printed[cell] + 1) % 9) + 1 },
    ]);
    assert.deepEqual(repairByPuzzle(read, alternatives), printedAt(cells), `cells ${cells.join(', ')}`);
    checked++;
  }
  assert.ok(checked >= 3, `${checked} sets of misread cells checked`);
});

test("one digit misread the same way in two cells beside a player's clash is mended with the clash set aside", () => {
  // The player entered a digit its row already has: drawn as clearly as any digit, the clash has no cell in doubt, and
  // the grid has no solution whatever is mended (wild explore3 s371: Space Mono's 6 read 8 three times). Its cells set
  // aside, the rest is a puzzle again once the misread digits are. Two cells misread as two different digits beside a
  // clash are left as read: with a given set aside the rest says less (wild tune s283: a player's clashing entry, in
  // doubt, changed).
  let checked = 0;
  for (const entry of printed.flatMap((digit, cell) => (digit ? [] : [cell]))) {
    // The row's first given, entered again in the row.
    const given = shown.find((cell) => Math.floor(cell / 9) === Math.floor(entry / 9));
    if (given === undefined) continue;
    const withMistake = printed.slice();
    withMistake[entry] = printed[given];
    // Every given the entry clashes with (in its row, and perhaps its column or box) set aside, one solution is left.
    const clashing = findConflicts(withMistake).flatMap(({ cells }) => cells);
    if (!unique(printed.map((digit, cell) => (clashing.includes(cell) ? 0 : digit)))) continue;
    // Two givens of one digit, away from the clash, both read as the next digit.
    const pair = shown.filter((cell) => !clashing.includes(cell) && printed[cell] === printed[shown[0]]);
    if (pair.length < 2 || pair.includes(given)) continue;
    const [a, b] = pair;
    const wrong = (printed[a] % 9) + 1;
    const read = withMistake.slice();
    read[a] = read[b] = wrong;
    const offered = [
      { cell: a, digit: printed[a] },
      { cell: b, digit: printed[b] },
    ];
    assert.deepEqual(repairByPuzzle(read, offered), printedAt([a, b]), `entry ${entry}`);
    // The same two cells misread as two different digits are no face's one misread: left as read, though mending
    // them would make the rest a puzzle.
    const differently = read.slice();
    differently[b] = (wrong % 9) + 1;
    assert.equal(repairByPuzzle(differently, offered), null, `entry ${entry}, two misreads unlike`);
    if (++checked === 3) break;
  }
  assert.ok(checked >= 1, `${checked} mistakes checked`);
});

test("one digit misread the same way beside a player's clashes that took needed givens is mended keeping them", () => {
  // Two entries of the player's, each a digit its row already has: with every clashing cell set aside, the givens they
  // clash with go too, and the rest has several solutions whatever is mended (wild explore6 s512: Oswald's 7 read as a
  // 1 twice beside two such clashes). A clash is a given and an entry; keeping the given of each, the misread pair
  // mended makes the puzzle again.
  const empty = printed.flatMap((digit, cell) => (digit ? [] : [cell]));
  const rowOf = (cell: number) => Math.floor(cell / 9);
  let checked = 0;
  for (const [first, second] of empty.flatMap((a) => empty.filter((b) => rowOf(b) > rowOf(a) + 2).map((b) => [a, b]))) {
    // Each entry repeats its row's first given.
    const givenOf = (entry: number) => shown.find((cell) => rowOf(cell) === rowOf(entry));
    const [g1, g2] = [givenOf(first), givenOf(second)];
    if (g1 === undefined || g2 === undefined) continue;
    const withMistakes = printed.slice();
    withMistakes[first] = printed[g1];
    withMistakes[second] = printed[g2];
    const clashing = new Set(findConflicts(withMistakes).flatMap(({ cells }) => cells));
    // Only where setting every clashing cell aside loses the puzzle (else misreadTogether's first try mends it).
    if (clashing.size !== 4 || unique(printed.map((digit, cell) => (clashing.has(cell) ? 0 : digit)))) continue;
    const pair = shown.filter((cell) => !clashing.has(cell) && printed[cell] === printed[shown[0]]);
    if (pair.length < 2) continue;
    const [a, b] = pair;
    const read = withMistakes.slice();
    read[a] = read[b] = (printed[a] % 9) + 1;
    const offered = [
      { cell: a, digit: printed[a] },
      { cell: b, digit: printed[b] },
    ];
    assert.deepEqual(repairByPuzzle(read, offered), printedAt([a, b]), `entries ${first} and ${second}`);
    if (++checked === 3) break;
  }
  assert.ok(checked >= 1, `${checked} pairs of mistakes checked`);
});

test('four cells of one misread (one digit read as one other in each) are mended together', () => {
  // A face whose 7 the network reads as a 1 does so in every cell (wild explore8 s467: Oswald's narrow 7, four times).
  const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => shown.filter((cell) => printed[cell] === d).length >= 4)!;
  const other = (digit % 9) + 1;
  const cells = shown.filter((cell) => printed[cell] === digit).slice(0, 4);
  const read = printed.slice();
  for (const cell of cells) read[cell] = other;
  assert.equal(countSolutions(read, 2), 0, 'no solution as read');
  // Each cell offers the printed digit and a blank; a few sure cells elsewhere offer their runner-ups as well.
  const alternatives = [
    ...cells.flatMap((cell) => [
      { cell, digit },
      { cell, digit: 0 },
    ]),
    ...shown
      .filter((cell) => !cells.includes(cell))
      .slice(0, 4)
      .map((cell) => ({ cell, digit: (printed[cell] % 9) + 1 })),
  ];
  assert.deepEqual(repairByPuzzle(read, alternatives), printedAt(cells));
});

test('misread cells are not mended together past three but as one misread, nor when the sets to try are too many', () => {
  const cells = givens.slice(0, 4);
  const read = puzzle.slice();
  for (const cell of cells) read[cell] = (puzzle[cell] % 9) + 1;
  const own = cells.map((cell) => ({ cell, digit: puzzle[cell] }));
  assert.equal(repairByPuzzle(read, own), null, 'four misread cells');
  // Two misread cells among 40 cells offering every digit: 40 × 39 / 2 × 81 sets of two, far past a reading a digit
  // or two off.
  const two = puzzle.slice();
  for (const cell of givens.slice(0, 2)) two[cell] = (puzzle[cell] % 9) + 1;
  const many = [...givens.slice(0, 2), ...blanks.slice(0, 38)].flatMap((cell) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ cell, digit })),
  );
  assert.equal(repairByPuzzle(two, many), null);
});

test('whatever the alternatives, a repair changes only the cells they name and leaves a puzzle with one solution', () => {
  const alternative = fc.record({ cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 0, max: 9 }) });
  fc.assert(
    fc.property(
      fc.subarray(givens, { minLength: 1, maxLength: 3 }),
      fc.array(alternative, { maxLength: 6 }),
      (missing, random) => {
        const read = without(...missing);
        const alternatives = [...missing.map((cell) => ({ cell, digit: puzzle[cell] })), ...random];
        const repair = repairByPuzzle(read, alternatives);
        if (!repair) return;
        const repaired = read.slice();
        for (const [cell, digit] of repair) {
          assert.ok(alternatives.some((a) => a.cell === cell && a.digit === digit));
          repaired[cell] = digit;
        }
        assert.ok(unique(repaired));
      },
    ),
    { numRuns: 60 },
  );
});

test('a reading with more held-back digits than a grid read a little short offers is left as read, at once', () => {
  // Eight givens read blank, each with every digit offered: 10^8 sets, far past what a reading short of a few givens
  // gives. The right repair is among them, but searching them all would hang the reader.
  const missing = givens.slice(0, 8);
  const everyDigit = missing.flatMap((cell) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ cell, digit })));
  assert.equal(repairByPuzzle(without(...missing), everyDigit), null);
  // The same cells with their own digit alone are mended together.
  const own = missing.map((cell) => ({ cell, digit: puzzle[cell] }));
  assert.deepEqual(repairByPuzzle(without(...missing), own), new Map(own.map(({ cell, digit }) => [cell, digit])));
});

test('alternatives offered as a function are asked for only when the grid is no puzzle as read', () => {
  // scan.ts offers them so: an empty cell's latent digit costs a network pass, and most readings are puzzles.
  let asked = 0;
  const offer = (alternatives: Alternative[]) => () => {
    asked++;
    return alternatives;
  };
  assert.equal(repairByPuzzle(puzzle, offer([{ cell: blanks[0], digit: solution[blanks[0]] }])), null);
  assert.equal(asked, 0, 'a puzzle as read asks for none');
  const [cell] = givens;
  assert.deepEqual(
    repairByPuzzle(without(cell), offer([{ cell, digit: puzzle[cell] }])),
    new Map([[cell, puzzle[cell]]]),
  );
  assert.equal(asked, 1, 'a grid with a given missing asks once');
});

test("a player's clashing entry misread as a digit that does not clash is read as the clashing digit", () => {
  // Wild explore3 s603: the player's bold 1 entered where its row has one, read as 7, on a board with another mistake.
  // Taking one cell of each clash for the player's, the one way that leaves a puzzle with one solution puts no 7 there.
  const open = printed.flatMap((digit, cell) => (digit ? [] : [cell]));
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const entering = (grid: number[], cell: number, digit: number) => {
    const entered = grid.slice();
    entered[cell] = digit;
    return entered;
  };
  // The cells an entry clashes with, once each (a clash in a row and a box is one).
  const partners = (grid: number[], cell: number) =>
    new Set(findConflicts(grid).flatMap(({ cells }) => (cells.includes(cell) ? cells.filter((c) => c !== cell) : [])));
  // The board's own mistake, read sure: a digit clashing with one given.
  const m = open.find((cell) => digits.some((d) => partners(entering(printed, cell, d), cell).size === 1))!;
  const board = entering(
    printed,
    m,
    digits.find((d) => partners(entering(printed, m, d), m).size === 1)!,
  );
  let checked = 0;
  for (const cell of open.filter((c) => c !== m)) {
    const entered = digits.find((d) => {
      const withEntry = entering(board, cell, d);
      return (
        partners(withEntry, cell).size === 1 && !partners(withEntry, cell).has(m) && !partners(withEntry, m).has(cell)
      );
    });
    // Read as a digit that clashes with nothing and has no place even with the board's clash set aside.
    const aside = [m, ...partners(board, m)];
    const as = digits.find((d) => {
      const read = entering(board, cell, d);
      return (
        findConflicts(read).length === findConflicts(board).length &&
        countSolutions(
          read.map((x, c) => (aside.includes(c) ? 0 : x)),
          1,
        ) === 0
      );
    });
    if (entered === undefined || as === undefined) continue;
    const read = entering(board, cell, as);
    assert.deepEqual(repairByPuzzle(read, [{ cell, digit: entered }], 0), new Map([[cell, entered]]), `cell ${cell}`);
    // Read as the solution's own digit, the entry may be the player's right one: left as read.
    const right = entering(board, cell, solution[cell]);
    assert.equal(repairByPuzzle(right, [{ cell, digit: entered }], 0), null, `cell ${cell}, read as the solution's`);
    if (++checked === 3) break;
  }
  assert.ok(checked >= 1, `${checked} entries checked`);
});

test('a given read blank with no reading to offer is restored when its digit alone makes the grid a puzzle', () => {
  // Each given of a minimal puzzle, read blank, among blanks in doubt that are truly empty: only the given's own cell
  // and digit make one solution (any digit in an empty cell that does so leaves another choice open as well).
  let restored = 0;
  for (const cell of givens) {
    const doubted = [cell, ...blanks.filter((b) => (b * 7 + cell) % 23 === 0)];
    const repair = missingGiven(without(cell), doubted);
    if (repair) {
      assert.deepEqual(repair, new Map([[cell, puzzle[cell]]]), `given at ${cell}`);
      restored++;
    }
  }
  assert.equal(restored, givens.length, 'givens restored');
});

test('a restore among blanks in doubt that hold the missing given is that given, whatever else is in doubt', () => {
  fc.assert(
    fc.property(fc.constantFrom(...givens), fc.subarray(blanks, { maxLength: 8 }), (cell, empty) => {
      const repair = missingGiven(without(cell), [cell, ...empty]);
      if (repair) assert.deepEqual(repair, new Map([[cell, puzzle[cell]]]));
    }),
    { numRuns: 60 },
  );
});

test('more blanks in doubt than a reading a given short leaves are not weighed', () => {
  // The given's own cell and the 16 other givens' cells, all filled but it: weighed, it alone would fit.
  const cell = givens[0];
  const doubted = [cell, ...givens.slice(1)];
  assert.equal(doubted.length, 17);
  assert.equal(missingGiven(without(cell), doubted), null);
  assert.deepEqual(missingGiven(without(cell), doubted.slice(0, 16)), new Map([[cell, puzzle[cell]]]));
});

test('the puzzle restores a given only when no alternative offered left a choice between two repairs', () => {
  // A given read blank, and two readings offered that each make one solution: its own digit, and a digit in an empty
  // cell that picks another of the grid's solutions. repairByPuzzle leaves the choice open, and the given is not then
  // restored by the puzzle alone, which would settle what the offered readings could not.
  const [a] = givens;
  const read = without(a);
  const count = countSolutions(read, 2);
  let other: Alternative | undefined;
  for (const cell of blanks)
    for (let digit = 1; digit <= 9 && !other; digit++) {
      const changed = read.slice();
      changed[cell] = digit;
      if (unique(changed)) other = { cell, digit };
    }
  assert.ok(other, 'a digit in an empty cell that picks one solution');
  const offered = [{ cell: a, digit: puzzle[a] }, other];
  assert.equal(repairByPuzzle(read, offered, count), null);
  assert.equal(
    mendReading(read, offered, count, () => [a]),
    null,
  );
  // Nothing offered: the same blank weighed alone is restored.
  assert.deepEqual(
    mendReading(read, [], count, () => [a]),
    { changes: new Map([[a, puzzle[a]]]), restored: true },
  );
});

test('a reading that is a puzzle as its ink shows it outranks one that needed a given restored, which outranks none', () => {
  const asRead = puzzleRank({ puzzle: true, restored: false });
  const restored = puzzleRank({ puzzle: true, restored: true });
  const none = puzzleRank({ puzzle: false, restored: false });
  assert.ok(asRead > restored && restored > none);
});

/** The minimal puzzle with its solution's digits given in about half the other cells: a given misread breaks it. */
const rich = solution.map((digit, cell) => (puzzle[cell] || (cell * 5) % 9 < 4 ? digit : 0));
const richGivens = rich.flatMap((digit, cell) => (digit ? [cell] : []));
/** `rich` with `cell` read as `digit`, when that leaves it no solution (a clash, or none the solver finds). */
function misread(cell: number, digit: number): number[] | null {
  const read = rich.slice();
  read[cell] = digit;
  return digit !== rich[cell] && (findConflicts(read).length > 0 || countSolutions(read, 2) === 0) ? read : null;
}

test('a given misread with no reading to offer is mended when its own digit alone makes the grid a puzzle', () => {
  // Each given read as each other digit (which leaves the grid no solution), among givens in doubt read
  // right: a repair is always the given's own digit, and one is found for nearly all (another digit in its cell
  // that happens to make one solution too leaves the choice open).
  assert.ok(unique(rich) && richGivens.length >= 40, 'a puzzle of 40 givens or more');
  let misreads = 0;
  let mended = 0;
  for (const cell of richGivens)
    for (let digit = 1; digit <= 9; digit++) {
      const read = misread(cell, digit);
      if (!read) continue;
      misreads++;
      const doubted = [cell, ...richGivens.filter((g) => g !== cell && (g * 5 + digit) % 11 === 0)];
      const repair = misreadGiven(read, doubted);
      if (!repair) continue;
      assert.deepEqual(repair, new Map([[cell, rich[cell]]]), `given at ${cell} read as ${digit}`);
      mended++;
    }
  assert.ok(misreads >= 200, `${misreads} misreads tried`);
  assert.ok(mended >= 0.9 * misreads, `${mended} of ${misreads} mended`);
});

test('mendReading mends a misread given only in a grid with no solution, as a given the puzzle restored', () => {
  const [cell, digit] = richGivens
    .flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [c, d]))
    .find(([c, d]) => misread(c, d))!;
  const read = misread(cell, digit)!;
  // The ink's doubts offer no alternative: the puzzle alone says which digit.
  assert.deepEqual(
    mendReading(read, [], 0, () => [cell]),
    { changes: new Map([[cell, rich[cell]]]), restored: true },
  );
  // A grid that is a puzzle as read is left alone, however many of its digits are in doubt.
  assert.equal(
    mendReading(rich, [], 1, () => richGivens.slice(0, 12)),
    null,
  );
});

test('a reading with more digits in doubt than misreadGiven weighs is left as read', () => {
  const [cell, digit] = richGivens
    .flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [c, d]))
    .find(([c, d]) => misread(c, d) && misreadGiven(misread(c, d)!, [c]))!;
  const read = misread(cell, digit)!;
  const doubted = [cell, ...richGivens.filter((g) => g !== cell).slice(0, 12)];
  assert.equal(misreadGiven(read, doubted), null);
  const weighed = misreadGiven(read, doubted.slice(0, 12));
  assert.ok(weighed === null || weighed.get(cell) === rich[cell], 'twelve weighed: the given or no choice');
  assert.deepEqual(misreadGiven(read, [cell]), new Map([[cell, rich[cell]]]));
});
