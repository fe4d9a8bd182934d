// The demo page as a site owner would wire it: the element, its methods, its events, and a form.
import '../src/components/index.ts';
import type { SudokuBoard } from '../src/components/index.ts';

const board = document.querySelector<SudokuBoard>('#board')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const difficulty = document.querySelector<HTMLSelectElement>('#difficulty')!;

function note(text: string): void {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
  while (log.children.length > 30) log.lastElementChild!.remove();
}

const on = (id: string, action: () => Promise<unknown>) =>
  document.querySelector(`#${id}`)!.addEventListener('click', () => {
    action().catch((error: unknown) => note(`${id}: ${String(error)}`));
  });

const replace = document.querySelector<HTMLDialogElement>('#replace')!;

/** Resolves true when the game may go: at once when none is in progress, else on "Replace it" (as the popup asks). */
function mayReplace(): Promise<boolean> {
  if (!board.inProgress) return Promise.resolve(true);
  replace.returnValue = '';
  replace.showModal();
  return new Promise((resolve) =>
    replace.addEventListener('close', () => resolve(replace.returnValue === 'replace'), { once: true }),
  );
}

on('new', async () => {
  if (await mayReplace()) await board.generate({ difficulty: difficulty.value as SudokuBoard['difficulty'] });
});
on('hint', () => board.hint());
on('check', async () => note(`check: ${JSON.stringify(await board.check())}`));
on('solve', () => board.solve());
on('clear', () => board.clear());

document.querySelector<HTMLInputElement>('#theme')!.addEventListener('change', (event) => {
  document.body.classList.toggle('warm', (event.target as HTMLInputElement).checked);
});

board.addEventListener('sudoku-change', (e) =>
  note(`sudoku-change: ${e.detail.reason} ${e.detail.cells.length} cell(s)`),
);
board.addEventListener('sudoku-hint', (e) =>
  note(`sudoku-hint${e.detail.applied ? ' (applied)' : ''}: ${e.detail.text}`),
);
board.addEventListener('sudoku-solved', (e) => note(`sudoku-solved in ${Math.round(e.detail.timeMs / 1000)} s`));
board.addEventListener('sudoku-error', (e) => note(`sudoku-error: ${e.detail.message}`));

document.querySelector<HTMLFormElement>('#form')!.addEventListener('submit', (event) => {
  event.preventDefault();
  const value = new FormData(event.target as HTMLFormElement).get('board');
  document.querySelector('#submitted')!.textContent = `board=${String(value)}`;
});
