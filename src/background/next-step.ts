/**
 * The overlay's "Next step": one step of the grader from where the overlay's board stands, applied, so the next
 * request goes on from there. The candidates travel with the board (`notes`), because a step that only removes
 * candidates changes nothing the grid shows, and the same step would otherwise be found again.
 */
import { drawStep } from '../components/sudoku-board/hint-drawing.ts';
import { CandidateGrid, nextStep } from '../engine/grade/index.ts';
import { CLASSIC } from '../engine/geometry.ts';
import { gridToLine, lineToGrid } from '../engine/grid.ts';
import type { StepAnswer } from '../content/overlay-model.ts';
import { STEP_WORDS } from '../words/all.ts';
import { withCellNames } from '../words/cells.ts';
import { describeHint } from '../words/describe.ts';
import { EXTENSION_WORDS } from '../words/extension-words.ts';
import type { HintResult, Lang } from '../words/catalogue-types.ts';

const isNotes = (notes: unknown): notes is number[] =>
  Array.isArray(notes) && notes.length === 81 && notes.every((n) => Number.isInteger(n) && n >= 0 && n <= 0x1ff);

/** The sentence with a full stop; step sentences come without one. */
const withEnd = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** `lang`: the browser's UI language (ui-lang.ts), in which the overlay says the step (English when not given). */
export function takeStep(givensLine: string, boardLine: string, notes: unknown, lang: Lang = 'en'): StepAnswer {
  const words = STEP_WORDS[lang];
  // Cells in plain words, "row 3, column 6", as the board's hints name them by default.
  const sentence = (hint: HintResult): string =>
    withEnd(withCellNames(words.cellInWords, () => describeHint(hint, words)));
  const givens = lineToGrid(givensLine);
  const board = lineToGrid(boardLine);
  const stay = (text: string): StepAnswer => ({
    text,
    cells: [],
    placed: [],
    eliminated: [],
    board: boardLine,
    notes: isNotes(notes) ? notes : [],
    done: true,
  });
  if (!givens || !board) return stay(EXTENSION_WORDS[lang].noStepGrid);
  const kept = isNotes(notes) ? notes : undefined;
  const hint = nextStep(board, kept, givens);
  if (hint.kind !== 'step') return stay(sentence(hint));
  const { step } = hint;
  const candidates = CandidateGrid.fromGrid(board);
  if (kept) for (let c = 0; c < 81; c++) if (kept[c]) candidates.setCandidates(c, candidates.cands[c] & kept[c]);
  for (const { cell, digit } of step.eliminations) candidates.eliminate(cell, digit);
  for (const { cell, digit } of step.placements) candidates.place(cell, digit);
  return {
    text: sentence(hint),
    cells: step.cells,
    placed: step.placements.map((p) => p.cell),
    eliminated: [...new Set(step.eliminations.map((e) => e.cell))],
    board: gridToLine(candidates.toGrid()),
    notes: Array.from(candidates.cands),
    done: candidates.isSolved(),
    // Drawn on the board as it was before the step (a single's causes are the digits that were there).
    drawing: drawStep(step, CLASSIC, board),
  };
}
