// Shared fixtures for the <sudoku-board> tests (not a test file itself: web-test-runner only runs *.test.ts).
import { fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/index.ts';
import type { SudokuBoard } from '../../src/components/index.ts';

/** Project Euler 96, grid 1 (easy50.txt line 1): one solution, solvable by singles. */
export const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

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
