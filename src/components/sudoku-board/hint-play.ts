/**
 * A hint played on the board: shown (where to look, then the step), then applied. Loaded with the first hint, with
 * hints.ts (what a hint highlights and the edits that carry it out); the board hands over its session and the few
 * things a hint does to it (HintBoard), so this stays out of the element's first download.
 */
import { css, html } from 'lit';
import { hintStyles as cellStyles } from './hint.styles.ts';
import type { EngineClient } from '../engine-client/client.ts';
import type { HintResult } from '../../engine/grade/index.ts';
import type { Game, Move } from '../../play/game.ts';
import type { PlaySession } from '../../play/session.ts';
import type { CellNames } from '../../play/settings.ts';
import type { SudokuHintDetail } from './events.ts';
import { hintEdits, hintFocus, hintToShow, shownWords, type HintOnShow, type ShownHint } from './hints.ts';
import type { Said, Strings, Words } from '../../words/board-types.ts';
import { hintWords } from '../../words/en/board-hints.ts';
import { drawStep } from './hint-drawing.ts';
import { isOpenTrial, withoutAnswer } from './hint-trial.ts';
import { drawingStyles, hintLegend, hintOverlay } from './hint-overlay.ts';
import { drawingWords } from './hint-said.ts';
import { showRevealed, type RevealingBoard } from './revealed.ts';

/** The hint's styles: its cells and struck candidates (hint.styles.ts), and its drawing (hint-overlay.ts). */
export const hintStyles = css`
  ${cellStyles}${drawingStyles}
`;

export interface HintBoard extends RevealingBoard {
  readonly session: PlaySession;
  /** The engine that finds the step (the board's worker). */
  readonly client: EngineClient;
  /** The board's change count: a hint shown is stale once it moves on. */
  readonly version: number;
  /** The words of the board's language now. */
  readonly strings: Strings;
  /** The hint on show (null: none). */
  hintOnShow: HintOnShow | null;
  /** How hints name cells (the `cellNames` setting). */
  readonly cellNames: CellNames;
  /** Selects the cell a hint points at; the focus follows when it was on the grid. */
  hintSelect(cell: number): void;
  say(words: Words): void;
  announce(text: Said): void;
  /** The hint's move was made: `message` stays in sight until the next move. */
  afterMove(reason: 'hint', move: Move, revealed: boolean, message: Words): void;
  /** Tells the page (`sudoku-hint`). */
  emit(type: 'sudoku-hint', detail: SudokuHintDetail): void;
  /** A hint of the technique the game practises is on show: its message gets the trainer's note (trainer.ts). */
  practised(): void;
}

/** What a variant game's hint (variant/variant-hint-play.ts) shares with the classic one. */
export interface HintShowing {
  showHint: typeof showHint;
  told: typeof told;
  /** "Applied: …" in the board's words. */
  applied: (s: Strings, text: string) => string;
}

const applied = (s: Strings, text: string): string => hintWords(s).applied(text);

/** Tells the page of a hint, after noting one whose step is the technique the game practises. */
function told(board: HintBoard, detail: SudokuHintDetail): SudokuHintDetail {
  const { practice } = board.session;
  if (practice && detail.step?.technique === practice) board.practised();
  board.emit('sudoku-hint', detail);
  return detail;
}

/**
 * The board's `hint()`: the hint on show goes on to its next tier (the step, then applied) while the board is
 * unchanged; otherwise the engine finds the next step on the board as it is (asked again if the board moved
 * meanwhile), and where to look is shown.
 */
export async function nextHint(board: HintBoard): Promise<SudokuHintDetail> {
  // A variant's rules are not the classic grader's: the variant grader's step (loaded with the first one).
  if (board.session.game.geometry.variant)
    return (await import('./variant/variant-hint-play.ts')).nextVariantHint(board, { showHint, told, applied });
  const shown = board.hintOnShow;
  if (shown && 'result' in shown && shown.version === board.version && !board.session.locked)
    // A trial has nothing to apply (that would place the answer): its tier 2 stays.
    return shown.tier === 1 || (shown.result.kind === 'step' && isOpenTrial(shown.result.step))
      ? showHint(board, shown.result, 2)
      : applyHint(board, shown);
  const version = board.version;
  const result = withoutAnswer(await askHint(board.client, board.session.game), board.session.game);
  return version === board.version ? showHint(board, result, 1) : nextHint(board);
}

/** Asks the engine for the next step on `game` as it is now: its digits, notes and givens, on its grid's size. */
const askHint = (client: EngineClient, game: Game): Promise<HintResult> =>
  client.hint(game.values.slice(), game.notes.slice(), game.givens, game.geometry.size);

/** Shows `result` at `tier` (1: where to look; 2: the step), selects its cell, says it, and tells the page. */
export function showHint(board: HintBoard, result: HintResult, tier: 1 | 2): SudokuHintDetail {
  board.session.play.helped = true;
  // Applied, its digits are marked as revealed.
  showRevealed(board);
  const shown = hintToShow(result, board.version, tier, board.session.game.geometry);
  // The page hears the sentence the player sees, in the board's language (the step itself is data).
  const words = shownWords(shown, board.cellNames);
  shown.detail.text = words(board.strings);
  const said = drawn(board, shown);
  board.hintOnShow = shown;
  // Where to look selects its cell, not a cell of its unit (that would give the answer away).
  const focus = shown.tier === 1 ? (shown.cells.size === 1 ? [...shown.cells][0] : undefined) : hintFocus(result);
  if (focus !== undefined) board.hintSelect(focus);
  board.say(words);
  // Screen readers hear what the drawing shows, after the sentence; the message line shows the sentence alone.
  if (said) board.announce((s) => `${words(s)} ${said(s)}`);
  return told(board, shown.detail);
}

/**
 * Draws tier 2 of a step over the grid (hint-drawing.ts, hint-overlay.ts): the drawing goes on `shown`, and what it
 * says in words is returned for the live region (undefined: nothing drawn).
 */
function drawn(board: HintBoard, shown: ShownHint): Words | undefined {
  const step = shown.detail.step;
  if (shown.tier !== 2 || !step) return undefined;
  const { game } = board.session;
  const drawing = drawStep(step, shown.geometry, game.values);
  const grid = hintOverlay(drawing, shown.geometry, game.notes, game.colors);
  shown.drawn = (s) => html`${grid}${hintLegend(drawing, s)}`;
  return (s) => drawingWords(drawing, shown.geometry, s);
}

/** Carries out the hint on show, as one undoable move (tier 3), and tells the page. */
export function applyHint(board: HintBoard, shown: ShownHint): SudokuHintDetail {
  const { game } = board.session;
  const move = game.apply(hintEdits(shown.result, game));
  const detail = {
    ...hintToShow(shown.result, shown.version, 2, shown.geometry).detail,
    applied: true,
    tier: 3 as const,
  };
  const text = shownWords({ result: shown.result, geometry: shown.geometry }, board.cellNames);
  detail.text = text(board.strings);
  board.announce((s) => hintWords(s).applied(text(s)));
  // The sentence stays in sight until the next move (a solve it completes says so instead).
  if (move) {
    // Its digits are the board's: drawn and named as revealed (play/revealed-cells.ts), in saved games too.
    for (const change of move) change.hint = true;
    board.afterMove('hint', move, false, text);
  }
  board.hintOnShow = null;
  return told(board, detail);
}
