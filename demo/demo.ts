// The demo page as a site owner would host it. Until <sudoku-board> lands it shows the engine's own text layout.
import { format, generate, type Generated } from '../src/engine/index.ts';

const output = document.querySelector<HTMLPreElement>('#puzzle')!;
let current: Generated;

function show(grid: number[]): void {
  output.textContent = format(grid, 'pretty');
}

function newPuzzle(): void {
  current = generate();
  show(current.puzzle);
}

document.querySelector('#new')!.addEventListener('click', newPuzzle);
document.querySelector('#solve')!.addEventListener('click', () => show(current.solution));
newPuzzle();
