/**
 * Hint on a variant game (loaded by hint-play.ts with the first one): a wrong digit is pointed out first, as in a
 * classic game; else the variant grader's next step, found in the worker (variant-hint.ts) on the player's digits
 * and the notes that hold each cell's solution, is shown at once, in one sentence in the board's language
 * (describeVariantStep with words/<lang>/variant-steps.ts, loaded with it), its cells highlighted and the
 * candidates it removes struck through. The next hint() on an unchanged board carries the step out, one undoable
 * move. There is no "where to look" tier: the variant grader names no unit to point at yet.
 */
import { digitBit } from '../../../engine/grid.ts';
import type { VariantStep } from '../../../engine/variant/index.ts';
import type { CellEdit } from '../../../play/game.ts';
import type { Words } from '../../../words/board-types.ts';
import { hintWords } from '../../../words/en/board-hints.ts';
import { describeVariantStep, type VariantStepLanguage } from '../../../words/variant-describe.ts';
import type { SudokuHintDetail } from '../events.ts';
import { showHint, told, type HintBoard } from '../hint-play.ts';
import type { ShownVariantHint } from '../hints.ts';

/** Each language's variant step words, loaded the first time a hint speaks it. */
const STEP_WORDS: Record<string, () => Promise<{ default: VariantStepLanguage }>> = {
  en: () => import('../../../words/en/variant-steps.ts'),
  de: () => import('../../../words/de/variant-steps.ts'),
  es: () => import('../../../words/es/variant-steps.ts'),
  fr: () => import('../../../words/fr/variant-steps.ts'),
};

/** The step words of `lang` (`de-AT` → German); English for a language without its own. */
const stepWords = async (lang: string): Promise<VariantStepLanguage> =>
  (await (STEP_WORDS[lang.slice(0, 2).toLowerCase()] ?? STEP_WORDS.en)()).default;

/** The board's `hint()` on a variant game. */
export async function nextVariantHint(board: HintBoard): Promise<SudokuHintDetail> {
  const shown = board.hintOnShow;
  if (shown && 'variantStep' in shown && shown.version === board.version && !board.session.locked)
    return applyVariantHint(board, shown);
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
  const [step, language] = await Promise.all([
    board.client.call('variantHint', [rules, values, notes]),
    stepWords(board.strings.lang),
  ]);
  if (version !== board.version) return nextVariantHint(board);
  if (!step) return showHint(board, { kind: 'invalid', reason: 'no-solution' }, 2);
  return showVariantStep(board, step, language);
}

/** Shows `step`: its sentence, its cells and placements highlighted, its eliminations struck, its placement selected. */
function showVariantStep(board: HintBoard, step: VariantStep, language: VariantStepLanguage): SudokuHintDetail {
  board.session.play.helped = true;
  const { size } = board.session.game.geometry;
  const said = describeVariantStep(step, language, size);
  const sentence = said.endsWith('.') ? said : `${said}.`;
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
  return told(board, detail);
}

/** Carries out the step on show, as one undoable move: its placements made, its eliminations struck from notes. */
function applyVariantHint(board: HintBoard, shown: ShownVariantHint): SudokuHintDetail {
  const { game } = board.session;
  const { placements, eliminations } = shown.variantStep;
  const notes = game.notes.slice();
  for (const { cell, digit } of eliminations) notes[cell] &= ~digitBit(digit);
  const placed = new Set(placements.map(({ cell }) => cell));
  const edits: CellEdit[] = [
    ...placements.map(({ cell, digit }) => ({ cell, value: digit, notes: 0 })),
    ...[...new Set(eliminations.map(({ cell }) => cell))]
      .filter((cell) => !placed.has(cell) && notes[cell] !== game.notes[cell])
      .map((cell) => ({ cell, value: 0, notes: notes[cell] })),
  ];
  const move = edits.length ? game.apply(edits) : null;
  const text: Words = () => shown.detail.text;
  board.announce((s) => hintWords(s).applied(shown.detail.text));
  if (move) {
    for (const change of move) change.hint = true;
    board.afterMove('hint', move, false, text);
  }
  board.hintOnShow = null;
  return told(board, { ...shown.detail, applied: true, tier: 3 });
}
