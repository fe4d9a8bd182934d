// A reader's fill-ins are never read as sure givens (issue 29: a picture is never read wrong without saying so). A
// photographed newspaper page may carry digits a reader wrote in; the truth, as the camera dataset's, is the printed
// givens only. Synthetic tune photo 113 (scripts/scan-photo-synth.ts, 640 × 480 as drawn): a serif puzzle, blurred,
// tilted, under a shadow, with three pencilled fill-ins (r3c2, r4c1, r5c6); before, two of them (r3c2 a 7, r5c6 a 3) were read as sure
// digits. And the rule that finds them (hand-check.ts) must leave a screenshot's entries alone: a player's digits in
// another colour, in the givens' face, size and place, are digits of the grid.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Cell } from '../../src/engine/scan/cut-cells.ts';
import { writtenCells } from '../../src/engine/scan/hand-check.ts';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import { assertGivensOnly, cellName as name, synthPhoto } from './scan-fixture.ts';

/** Reads a photo of `fixtures/photo-synth/`: no cell read wrong surely, and most printed givens still sure. */
const readsGivensOnly = (fixture: string, truth: string): void => assertGivensOnly(scan(synthPhoto(fixture)), truth);

test("a reader's pencilled fill-ins in a photographed page are in doubt, the printed givens read", () => {
  readsGivensOnly(
    'tune113-fill-ins.jpg',
    '060080007003100800000009140000806300040010080001902000017500000009008400200060070',
  );
});

// Tune photo 411: red print, and 14 fill-ins in a gray pencil, four of them (r2c6, r5c9, r6c5, r7c7) as dark as the
// print in gray, in its place and size: told apart by their hue, and by the pencil's other fill-ins.
test("fill-ins in a pencil as dark as the red print's ink are in doubt: another hue, the hand's other digits'", () => {
  readsGivensOnly(
    'tune411-fill-ins.jpg',
    '000070200008600000030048590000000049003956800680000000057260080000009100002010000',
  );
});

/** A gray ink's hue (digit-look.ts), and a blue pen's. */
const GRAY = { redGreen: 0, yellowBlue: 0 };
const BLUE = { redGreen: -0.1, yellowBlue: -0.6 };

/** A cell cut as a digit, with the measures hand-check.ts weighs. */
function digitCell(darkness: number, dx = 0, dy = 0, height = 0.6, thickness = 3, hue = GRAY): Cell {
  return {
    height,
    crop: new Float32Array(400),
    emptyConfidence: 0,
    shape: { mass: 1000, height: Math.round(height * 32), width: 12, thickness },
    look: { darkness, dx, dy, hue },
    minHeight: 0.3,
  };
}

const EMPTY: Cell = { height: 0, crop: null, emptyConfidence: 1, shape: null, minHeight: 0.3 };

/**
 * A grid of 24 printed digits (darkness 0.8, strokes `printStroke` px thick) in its first cells, `extra` in the cells
 * after them, the rest empty.
 */
function grid(extra: Cell[], printStroke = 3): { cells: Cell[]; digits: number[] } {
  const cells = Array.from({ length: 81 }, (_, i) =>
    i < 24 ? digitCell(0.8, 0, 0, 0.6, printStroke) : i < 24 + extra.length ? extra[i - 24] : EMPTY,
  );
  return { cells, digits: cells.map((cell, i) => (cell.crop ? 1 + (i % 9) : 0)) };
}

/** The check's answer on `cells`, every digit read at 0.99 before it. */
const handOf = (cells: Cell[], digits: number[]) =>
  writtenCells(
    cells,
    digits,
    digits.map((d) => (d ? 0.99 : 1)),
    SURE,
  );

/** The names of the cells `marked`. */
const names = (marked: boolean[]): string[] => marked.flatMap((on, i) => (on ? [name(i)] : []));

/** The cells the check finds written in (in doubt). */
const doubted = (cells: Cell[], digits: number[]): string[] => names(handOf(cells, digits).written);

test('written in beyond doubt: off the givens place or size, in ink 1.7 times lighter than the print or more', () => {
  const { cells, digits } = grid([
    digitCell(0.25, 0.14, 0, 0.6, 1),
    digitCell(0.3, 0, 0, 0.4),
    digitCell(0.5, 0.14, 0),
  ]);
  const hand = handOf(cells, digits);
  // A pencil's faint fine digit off place, and a digit 2.7 times lighter than the print at 0.67 of its height, are
  // beyond doubt; another ink 1.6 times lighter off the givens' place is written in, but not beyond doubt (nor is one
  // of another hue alone: a photographed screen's highlight tints a given).
  assert.deepEqual(names(hand.written), ['r3c7', 'r3c8', 'r3c9']);
  assert.deepEqual(names(hand.clearly), ['r3c7', 'r3c8']);
});

test("a screenshot's entries in another colour, placed and sized as the givens, stay sure", () => {
  const { cells, digits } = grid(Array.from({ length: 12 }, () => digitCell(0.45)));
  assert.deepEqual(doubted(cells, digits), []);
});

test('a digit in another ink, off the givens place or of another size, or in faint fine strokes, is in doubt', () => {
  const { cells, digits } = grid([
    digitCell(0.5, 0.14, 0),
    digitCell(0.5, 0, 0, 0.45),
    digitCell(0.35, 0, 0, 0.6, 2),
    digitCell(0.8, 0.02, -0.02, 0.62),
  ]);
  assert.deepEqual(doubted(cells, digits), ['r3c7', 'r3c8', 'r3c9']);
});

test("a pencil's faint 4 px strokes beside the print's 5 px are fine strokes: in doubt wherever the digit sits", () => {
  // Synthetic explore7 128 (640 × 480): a pencilled 8 2.1 times lighter than the print, on the givens' place and at
  // their height, strokes measured in whole pixels at 0.8 of the print's, was read as a sure given. As light but as
  // thick as the print (a screenshot's light entry), it is no pencil's.
  const fine = grid([digitCell(0.38, 0, 0, 0.6, 4)], 5);
  assert.deepEqual(doubted(fine.cells, fine.digits), ['r3c7']);
  const thick = grid([digitCell(0.38, 0, 0, 0.6, 5)], 5);
  assert.deepEqual(doubted(thick.cells, thick.digits), []);
});

test("with a hand's ink known, a digit nearer it than the print's, off the givens' size, is in doubt", () => {
  // Two fill-ins 1.6 times lighter than the print make the hand; a short digit 1.29 times lighter (within what tells
  // another ink from the print alone) is nearer their ink; the same ink at the givens' size and place is not enough.
  const { cells, digits } = grid([
    digitCell(0.5, 0.14, 0),
    digitCell(0.5, 0, 0.12),
    digitCell(0.62, 0, 0, 0.45),
    digitCell(0.62),
  ]);
  assert.deepEqual(doubted(cells, digits), ['r3c7', 'r3c8', 'r3c9']);
  // With no hand in the grid, the short digit in that ink is the print's.
  const alone = grid([digitCell(0.62, 0, 0, 0.45)]);
  assert.deepEqual(doubted(alone.cells, alone.digits), []);
});

test("with a hand's ink known, a digit between it and the print's, a little off the givens' place, is in doubt", () => {
  // A pen's digits darker than the pencilled hand's median (0.5): 1.23 times lighter than the print, nearer its ink
  // than the hand's but not by much, and half as far off the givens' place as another ink's digit may stand; as
  // explore2 photo 4's pen 9 and 4, once read as sure givens. In the givens' place, the same digit is not written in
  // but in the hand's ink (doubted in a photo: synthetic explore15 31's pencilled 9 and 5); a shade nearer the print's
  // ink, it is the print's.
  const { cells, digits } = grid([
    digitCell(0.5, 0.14, 0),
    digitCell(0.5, 0, 0.12),
    digitCell(0.65, 0.05, 0),
    digitCell(0.65, 0, -0.05, 0.67),
    digitCell(0.65),
    digitCell(0.75, 0.05, 0),
  ]);
  assert.deepEqual(doubted(cells, digits), ['r3c7', 'r3c8', 'r3c9', 'r4c1']);
  assert.deepEqual(names(handOf(cells, digits).inHandsInk), ['r4c2']);
});

test("a reader's fill-ins in a blue pen are in doubt, even those as dark as the print, placed and sized as it", () => {
  // Four written off the givens' place, three in it: one pen, one hand.
  const { cells, digits } = grid([
    digitCell(0.8, 0.14, 0, 0.6, 3, BLUE),
    digitCell(0.8, -0.12, 0.1, 0.6, 3, BLUE),
    digitCell(0.8, 0, 0.12, 0.6, 3, BLUE),
    digitCell(0.8, 0.1, -0.1, 0.6, 3, BLUE),
    digitCell(0.8, 0, 0, 0.6, 3, BLUE),
    digitCell(0.8, 0.02, 0, 0.6, 3, BLUE),
    digitCell(0.8, 0, -0.02, 0.6, 3, BLUE),
  ]);
  assert.deepEqual(doubted(cells, digits), ['r3c7', 'r3c8', 'r3c9', 'r4c1', 'r4c2', 'r4c3', 'r4c4']);
});

test('one digit written in is a hand: the one other digit in its ink is in doubt, however well it sits', () => {
  // Synthetic explore8 129: red print, a gray pencil's 9 off the givens' place and its 7 on it; the reader's other
  // fill-ins too light to be read as digits. Alone, a digit in another ink in the givens' place is the print's (a
  // screenshot's entry); the share test still asks for half the digits in that ink flagged.
  const red = { redGreen: 1.16, yellowBlue: 0.62 };
  const printed = Array.from({ length: 24 }, () => digitCell(0.8, 0, 0, 0.6, 3, red));
  const board = (extra: Cell[]) => {
    const cells = [...printed, ...extra, ...Array.from({ length: 81 - 24 - extra.length }, () => EMPTY)];
    return { cells, digits: cells.map((cell, i) => (cell.crop ? 1 + (i % 9) : 0)) };
  };
  const pencil = (dx: number) => digitCell(0.6, dx, 0, 0.6, 3, GRAY);
  const pair = board([pencil(0.14), pencil(0)]);
  assert.deepEqual(doubted(pair.cells, pair.digits), ['r3c7', 'r3c8']);
  const alone = board([pencil(0)]);
  assert.deepEqual(doubted(alone.cells, alone.digits), []);
  // One flagged among three in that ink is no hand of its own: the two in the givens' place stay sure.
  const three = board([pencil(0.14), pencil(0), pencil(0)]);
  assert.deepEqual(doubted(three.cells, three.digits), ['r3c7']);
  // Nor is one in an ink only a little off the print's (a given in a shadow, off its place): its neighbour in the
  // same shade, in the givens' place, stays sure.
  const shaded = grid([digitCell(0.55, 0.14, 0), digitCell(0.55)]);
  assert.deepEqual(doubted(shaded.cells, shaded.digits), ['r3c7']);
});

test("a screenshot's blue entries stay sure when only a few sit off the givens' place", () => {
  // Twelve entries in blue, two off their place (a condensed face's box centres differ from digit to digit).
  const offset = (k: number) => (k === 0 ? 0.1 : k === 11 ? -0.1 : 0);
  const entries = Array.from({ length: 12 }, (_, k) => digitCell(0.8, offset(k), 0, 0.6, 3, BLUE));
  const { cells, digits } = grid(entries);
  assert.deepEqual(doubted(cells, digits), ['r3c7', 'r4c9']);
});

test("one flagged among three in a hand's ink: the two on the givens' place are in its ink, not written in", () => {
  // Synthetic explore14 22: a blue pen's 3 off the givens' place, its 3 and 6 on it. Too few of the blue digits are
  // flagged to call them all a hand's (a screenshot's entries in a colour of their own, a few off their place, are
  // digits of the grid), but in a photo they are no sure givens either: scan.ts doubts `inHandsInk` there.
  const pen = (dx: number) => digitCell(0.8, dx, 0, 0.6, 3, BLUE);
  const { cells, digits } = grid([pen(0.14), pen(0), pen(0)]);
  const hand = handOf(cells, digits);
  assert.deepEqual(names(hand.written), ['r3c7']);
  assert.deepEqual(names(hand.inHandsInk), ['r3c8', 'r3c9']);
  // Not beside a hand of enough written digits: a screenshot's entries in a colour of their own may be these.
  assert.deepEqual(names(hand.besideHand), []);
  // No hand at all: nothing is in its ink.
  const none = grid([pen(0), pen(0)]);
  assert.deepEqual(names(handOf(none.cells, none.digits).inHandsInk), []);
});

test("with a hand's ink known, a digit off the givens' place in ink a shade lighter than the print's is in doubt", () => {
  // Synthetic explore27 111: a pencil's 4 1.12 times lighter than the print (0.43 of another ink) and an eighth of a
  // cell above the givens' place, far from the hand's ink, read as a sure given beside five fill-ins flagged. On the
  // givens' place, or in the print's own ink, such a digit is the print's.
  const { cells, digits } = grid([
    ...[0.14, -0.14, 0.12].map((dy) => digitCell(0.45, 0, dy)),
    digitCell(0.8 / 1.12, 0, -0.125),
    digitCell(0.8 / 1.12),
    digitCell(0.8 / 1.05, 0, -0.125),
  ]);
  const hand = handOf(cells, digits);
  assert.deepEqual(names(hand.written), ['r3c7', 'r3c8', 'r3c9']);
  assert.deepEqual(names(hand.inHandsInk), ['r4c1']);
  // Beside a hand of three written digits: doubted in a photo taken square on too (synthetic explore28 47).
  assert.deepEqual(names(hand.besideHand), ['r4c1']);
});
