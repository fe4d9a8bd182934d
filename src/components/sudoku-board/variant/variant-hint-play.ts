/**
 * Hint on a variant game (loaded by hint-play.ts with the first one): a wrong digit is pointed out first, as in a
 * classic game; else the variant grader's next step, found in the worker (variant-hint.ts) on the player's digits
 * and the notes that hold each cell's solution, is shown at once, in one sentence in the board's language
 * (worded in the worker: variant-hint.ts), its cells highlighted and the
 * candidates it removes struck through. The next hint() on an unchanged board carries the step out, one undoable
 * move. There is no "where to look" tier: the variant grader names no unit to point at yet.
 */
import { digitBit } from '../../../engine/grid.ts';
import type { VariantStep } from '../../../engine/variant/index.ts';
import type { CellEdit } from '../../../play/game.ts';
import type { Words } from '../../../words/board-types.ts';
import type { SudokuHintDetail } from '../events.ts';
import type { HintBoard, HintShowing } from '../hint-play.ts';
import type { ShownVariantHint } from '../hints.ts';

/**
 * The board's `hint()` on a variant game; `hints` are hint-play.ts's own (passed in, not imported: an import back
 * would make hint-play.ts a shared chunk, and the element's first download pays for the indirection).
 */
export async function nextVariantHint(board: HintBoard, hints: HintShowing): Promise<SudokuHintDetail> {
  const { showHint, told } = hints;
  const shown = board.hintOnShow;
  if (shown && 'variantStep' in shown && shown.version === board.version && !board.session.locked)
    return applyVariantHint(board, shown, hints);
  const { game, solution } = board.session;
  const values = game.values.slice();
  const wrong = solution ? values.flatMap((digit, cell) => (digit && digit !== solution[cell] ? [cell] : [])) : [];
  if (wrong.length)
    return showHint(board, { kind: 'wrong-entry', cell: wrong[0], digit: values[wrong[0]], cells: wrong }, 2);
  if (values.every(Boolean)) return showHint(board, { kind: 'solved' }, 2);
  // A note without the cell's solution would lead the step astray: such a cell counts as not pencilled.
  const notes = game.notes.map((mask, cell) => (solution && !(mask & digitBit(solution[cell])) ? 0 : mask));
  const version = board.version;
  const rules = game.geometry.variant!;
  const found = await board.client.call('variantHint', [rules, values, notes, board.strings.lang]);
  if (version !== board.version) return nextVariantHint(board, hints);
  if (!found) return showHint(board, { kind: 'invalid', reason: 'no-solution' }, 2);
  return told(board, showVariantStep(board, found.step, found.text));
}

/** Shows `step`: its sentence, its cells and placements highlighted, its eliminations struck, its placement selected. */
function showVariantStep(board: HintBoard, step: VariantStep, sentence: string): SudokuHintDetail {
  board.session.play.helped = true;
  const cells = new Set([...step.cells, ...step.placements.map(({ cell }) => cell)]);
  const eliminations = new Map<number, number>();
  for (const { cell, digit } of step.eliminations)
    eliminations.set(cell, (eliminations.get(cell) ?? 0) | digitBit(digit));
  const detail: SudokuHintDetail = { kind: 'step', text: sentence, cells: [...cells], applied: false, tier: 2 };
  const shown: ShownVariantHint = { variantStep: step, detail, cells, eliminations, version: board.version };
  board.hintOnShow = shown;
  const focus = step.placements[0]?.cell;
  if (focus !== undefined) board.hintSelect(focus);
  board.say(() => sentence);
  return detail;
}

/**
 * Carries out the step on show, as one undoable move: its placements made (and taken from their peers' notes), its
 * eliminations struck from notes. A cell without notes holds every candidate its peers leave: those are pencilled in
 * less the eliminated digits, as a classic hint does, or the step would not stick and the next hint would be the same.
 */
function applyVariantHint(board: HintBoard, shown: ShownVariantHint, { told, applied }: HintShowing): SudokuHintDetail {
  const { game } = board.session;
  const { placements, eliminations } = shown.variantStep;
  const notes = game.notes.slice();
  for (const { cell, digit } of eliminations)
    if (!game.values[cell]) notes[cell] = (notes[cell] || game.candidates(cell)) & ~digitBit(digit);
  const placed = new Set(placements.map(({ cell }) => cell));
  for (const { cell, digit } of placements)
    for (const peer of game.geometry.peers[cell]) if (!placed.has(peer)) notes[peer] &= ~digitBit(digit);
  const edits: CellEdit[] = [
    ...placements.map(({ cell, digit }) => ({ cell, value: digit, notes: 0 })),
    ...notes.flatMap((mask, cell) =>
      !placed.has(cell) && !game.values[cell] && mask !== game.notes[cell] ? [{ cell, value: 0, notes: mask }] : [],
    ),
  ];
  const move = edits.length ? game.apply(edits) : null;
  const text: Words = () => shown.detail.text;
  board.announce((s) => applied(s, shown.detail.text));
  if (move) {
    for (const change of move) change.hint = true;
    board.afterMove('hint', move, false, text);
  }
  board.hintOnShow = null;
  return told(board, { ...shown.detail, applied: true, tier: 3 });
}
