// Shared fixtures for the <sudoku-board> tests (not a test file itself: web-test-runner only runs *.test.ts).
import { fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/index.ts';
import type { SudokuBoard } from '../../src/components/index.ts';
import { PEERS, digitBit } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';

/** Project Euler 96, grid 1 (easy50.txt line 1): one solution, solvable by singles. */
/**
 * A generation that takes long enough to watch it under way (seed 1, extreme: about 1.5 s in Node here, the slowest of
 * seeds 1–40; seed 4, used before, fell to about 0.3 s on a fast machine once the grader got faster).
 */
export const SLOW_GENERATION = { difficulty: 'extreme', seed: 1 } as const;

export const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

export const toGrid = (line: string): number[] => [...line].map((c) => (c === '.' ? 0 : Number(c)));
export const EASY_SOLUTION = solve(toGrid(EASY)).solution!.join('');

/** A digit no given peer of `index` holds that is not the solution's: wrong, with no clash against the givens. */
export function quietlyWrongDigit(index: number): number {
  const grid = toGrid(EASY);
  const used = PEERS[index].reduce((bits, p) => bits | (grid[p] ? digitBit(grid[p]) : 0), 0);
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !(used & digitBit(d)) && String(d) !== EASY_SOLUTION[index])!;
}

export const cells = (el: SudokuBoard): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]'),
];
export const cell = (el: SudokuBoard, index: number): HTMLElement => cells(el)[index];
export const parts = (element: Element): string[] => (element.getAttribute('part') ?? '').split(/\s+/);
export const firstBlank = (line: string): number => line.indexOf('.');

let keyCounter = 0;
/** A storage key of its own for each test, so runs never see each other's saves. */
export const freshKey = (): string => `sudoku-test-${Date.now()}-${keyCounter++}`;

export async function board(puzzle = EASY): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${puzzle}></sudoku-board>`);
  await el.updateComplete;
  return el;
}

/** Presses on a cell the way a finger or mouse does. */
export async function tap(el: SudokuBoard, index: number): Promise<void> {
  const target = cell(el, index);
  const rect = target.getBoundingClientRect();
  const init = { bubbles: true, composed: true, clientX: rect.x + 2, clientY: rect.y + 2, pointerType: 'touch' };
  target.dispatchEvent(new PointerEvent('pointerdown', init));
  target.dispatchEvent(new PointerEvent('pointerup', init));
  await el.updateComplete;
}

export async function nextChange(el: SudokuBoard) {
  return oneEvent(el, 'sudoku-change');
}

/** Selects a cell by touch, then presses `key` on it. */
export async function type(el: SudokuBoard, index: number, key: string): Promise<void> {
  await tap(el, index);
  cell(el, index).focus();
  await sendKeys({ press: key });
  await el.updateComplete;
}

/**
 * Types the solution into the first `count` empty cells (all by default), as a player does: a tap, then the digit's
 * key (dispatched, which the board takes as typed: quicker than real key presses for a whole grid).
 */
export async function solveByKeys(el: SudokuBoard, count = Infinity): Promise<void> {
  const solution = solve(toGrid(el.givens)).solution!.join('');
  const blanks = [...el.value].flatMap((c, i) => (c === '.' ? [i] : [])).slice(0, count);
  for (const index of blanks) {
    await tap(el, index);
    const key = solution[index];
    cell(el, index).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

/** A 6×6 puzzle (boxes of 2 rows by 3 columns) and a 4×4 one (2×2 boxes), with their solutions. */
export const SIX = '....56...1...3..615...3..4......23..';
export const SIX_SOLUTION = '123456456123234561561234345612612345';
export const MINI = '....34....4..1..';
export const MINI_SOLUTION = '1234341223414123';

/** A board given `puzzle` (any size), with `extra` properties set, once it has rendered. */
export async function sized(puzzle: string, extra = {}): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${puzzle}></sudoku-board>`);
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}
