// What a board shows, cell by cell, before any technology draws it: givens, a player's entries (right ones, and a
// wrong one in conflict), pencil marks, the selection and its highlights. The truth follows one rule, the reader's:
// every digit written in a cell is a digit (a player's entries too, a wrong one included); pencil marks are blank.
import type { RatedPuzzle } from '../../test/data/puzzles.ts';
import { boxOf, candidates, colOf, rowOf } from './puzzles.ts';
import type { Rng } from './random.ts';

export type CellKind = 'given' | 'entry' | 'conflict';
export type Shade = 'none' | 'selected' | 'peer' | 'same' | 'conflict';
export type MarkStyle = 'grid3' | 'corner' | 'centre';

export interface BoardCell {
  /** The digit or letter written in the cell, '' for none. */
  text: string;
  kind: CellKind;
  /** Pencil marks, only in a cell with no text. */
  marks: number[];
  shade: Shade;
}

export interface Cage {
  cells: number[];
  sum: number;
}

export interface BoardModel {
  cells: BoardCell[];
  markStyle: MarkStyle;
  cages: Cage[];
  /** 81 chars, '.' blank; null when the picture holds no classic Sudoku to read. */
  truth: string | null;
  /** How the board was filled, for the manifest. */
  notes: Record<string, string | number | boolean>;
}

const blankCells = (): BoardCell[] =>
  Array.from({ length: 81 }, () => ({ text: '', kind: 'given' as CellKind, marks: [], shade: 'none' as Shade }));

function addSelection(rng: Rng, cells: BoardCell[], notes: BoardModel['notes']): void {
  if (!rng.chance(0.55)) return;
  const chosen = rng.int(0, 80);
  const peers = rng.chance(0.6);
  const digit = cells[chosen].text;
  const same = digit !== '' && rng.chance(0.6);
  cells.forEach((cell, i) => {
    if (cell.shade === 'conflict') return;
    const isPeer = rowOf(i) === rowOf(chosen) || colOf(i) === colOf(chosen) || boxOf(i) === boxOf(chosen);
    if (same && cell.text === digit) cell.shade = 'same';
    else if (peers && isPeer) cell.shade = 'peer';
  });
  cells[chosen].shade = 'selected';
  Object.assign(notes, { selected: chosen, peerHighlight: peers, sameDigitHighlight: same });
}

function addMarks(rng: Rng, cells: BoardCell[], notes: BoardModel['notes']): void {
  if (!rng.chance(0.35)) return;
  const shown = cells.map((cell) => Number(cell.text) || 0);
  const share = rng.range(0.2, 0.9);
  let marked = 0;
  cells.forEach((cell, i) => {
    if (cell.text || !rng.chance(share)) return;
    const all = candidates(shown, i);
    const keep = rng.chance(0.5) ? all : all.filter(() => rng.chance(0.6));
    cell.marks = (keep.length ? keep : all).slice(0, 9);
    if (cell.marks.length) marked++;
  });
  notes.pencilMarkedCells = marked;
}

/** A classic Sudoku as a player sees it mid-game (or untouched). */
export function sudokuModel(rng: Rng, puzzle: RatedPuzzle): BoardModel {
  const cells = blankCells();
  const notes: BoardModel['notes'] = {};
  for (let i = 0; i < 81; i++) if (puzzle.puzzle[i] !== '.') cells[i].text = puzzle.puzzle[i];
  const blanks = cells.flatMap((cell, i) => (cell.text ? [] : [i]));
  if (rng.chance(0.4)) {
    const share = rng.range(0.08, 0.5);
    const filled = blanks.filter(() => rng.chance(share));
    for (const i of filled) Object.assign(cells[i], { text: puzzle.solution[i], kind: 'entry' });
    notes.entries = filled.length;
  }
  if (rng.chance(0.25)) {
    const open = rng.shuffle(cells.flatMap((cell, i) => (cell.text ? [] : [i])));
    const count = rng.int(1, 2);
    const redBackground = rng.chance(0.5);
    for (const i of open.slice(0, count)) {
      // A digit already in the row: a visible conflict, and a wrong one.
      const inRow = cells.filter((_, j) => rowOf(j) === rowOf(i) && cells[j].text).map((cell) => cell.text);
      const wrong = inRow.find((d) => d !== puzzle.solution[i]);
      if (!wrong) continue;
      Object.assign(cells[i], { text: wrong, kind: 'conflict', shade: redBackground ? 'conflict' : 'none' });
    }
    notes.conflicts = count;
    notes.conflictBackground = redBackground;
  }
  addMarks(rng, cells, notes);
  addSelection(rng, cells, notes);
  const truth = cells.map((cell) => cell.text || '.').join('');
  return { cells, markStyle: rng.pick(['grid3', 'corner', 'centre'] as const), cages: [], truth, notes };
}

/** Letters A–I in a Sudoku's layout: no digits to read. */
export function wordokuModel(rng: Rng, puzzle: RatedPuzzle): BoardModel {
  const letters = rng.shuffle([...'ABCDEFGHI']);
  const model = sudokuModel(rng, puzzle);
  for (const cell of model.cells) {
    if (cell.text) cell.text = letters[Number(cell.text) - 1];
    cell.marks = [];
  }
  return { ...model, truth: null, notes: { ...model.notes, letters: letters.join('') } };
}

/** A Sudoku grid with `keep` givens (0: empty): too few for a puzzle, so no Sudoku to hand over. */
export function sparseModel(rng: Rng, puzzle: RatedPuzzle, keep: number): BoardModel {
  const cells = blankCells();
  const givens = rng.shuffle(cells.flatMap((_, i) => (puzzle.puzzle[i] !== '.' ? [i] : [])));
  for (const i of givens.slice(0, keep)) cells[i].text = puzzle.puzzle[i];
  addSelection(rng, cells, {});
  return { cells, markStyle: 'grid3', cages: [], truth: null, notes: { givens: keep } };
}

/** A Killer Sudoku with cage sums only, no givens: nothing of a classic Sudoku to read. */
export function killerModel(rng: Rng, puzzle: RatedPuzzle): BoardModel {
  const owner = new Array<number>(81).fill(-1);
  const cages: Cage[] = [];
  for (let start = 0; start < 81; start++) {
    if (owner[start] >= 0) continue;
    const cage = [start];
    owner[start] = cages.length;
    const size = rng.int(1, 5);
    while (cage.length < size) {
      const digits = new Set(cage.map((i) => puzzle.solution[i]));
      const next = rng.shuffle(
        cage.flatMap((i) => [i - 9, i + 9, colOf(i) > 0 ? i - 1 : -1, colOf(i) < 8 ? i + 1 : -1]),
      );
      const free = next.find((j) => j >= 0 && j < 81 && owner[j] < 0 && !digits.has(puzzle.solution[j]));
      if (free === undefined) break;
      owner[free] = cages.length;
      cage.push(free);
    }
    cages.push({ cells: cage, sum: cage.reduce((s, i) => s + Number(puzzle.solution[i]), 0) });
  }
  return { cells: blankCells(), markStyle: 'grid3', cages, truth: null, notes: { cages: cages.length } };
}
