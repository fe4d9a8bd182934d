/**
 * The whole board as a Lit template: status line, grid, the progress of a generation, the message line, the keypad
 * and the live region. State in, template out: the element owns the state and the handlers.
 */
import { html, nothing, type TemplateResult } from 'lit';

import { isLevel, type Level } from '../../engine/levels.ts';
import { cellTemplate, type GridView } from './cell-view.ts';
import { Game } from '../../play/game.ts';
import type { Busy } from './generation.ts';
import type { HintOnShow } from './hints.ts';
import type { KeyAction } from './keyboard.ts';
import type { Strings } from '../../words/board-types.ts';

export interface BoardView {
  game: Game;
  /** The grid's side (PlaySession.size): the one number the view's rows and columns are drawn from. */
  size: number;
  selected: number;
  /** The other selected cells. */
  alsoSelected: Set<number>;
  wrong: Set<number>;
  /** Cells whose digit the board put down (revealed.ts, once loaded). */
  revealed?: Set<number>;
  hint: HintOnShow | null;
  /** Nothing can be changed: readonly, a disabled form or a solved board. */
  locked: boolean;
  /** The game is over (solved or revealed): no Pause. */
  done: boolean;
  /**
   * A new game is offered in the keypad's place: the game is over (or New game was pressed over one in play), the
   * board may change (not readonly, no disabled form), and no puzzle is being made.
   */
  offerNew: boolean;
  /** Paused: the grid shows nothing, and Resume is over it. */
  paused: boolean;
  hideTimer: boolean;
  notesMode: boolean;
  /** Digit-first input: the keypad's digits are picked (aria-pressed), not typed. */
  digitFirst: boolean;
  /** The digit picked on the keypad, 0 none: its cells and notes are marked. */
  picked: number;
  noPeerHighlight: boolean;
  noDigitHighlight: boolean;
  /** "Mistakes 1/3" under a mistake limit, else empty. */
  mistakes: string;
  /** The mistake limit stopped the game: what it says over the grid, with Continue and New puzzle; else empty. */
  stopped: string;
  /** The colour palette under the keypad (colouring.ts, with the `color-palette` setting). */
  palette: TemplateResult | typeof nothing;
  /** The Settings panel when open (a modal dialog, outside the board's key handling). */
  settingsPanel: TemplateResult | typeof nothing;
  /** The technique trainer when open (a modal dialog, trainer.ts). */
  trainer?: TemplateResult | typeof nothing;
  /** Over the grid while a practice puzzle is made: the trainer's words naming the technique (else the level's). */
  practiceMaking?: string;
  /** After the message: the trainer's note on a hint of the technique the game practises. */
  practiceNote?: TemplateResult | typeof nothing;
  /** Undo would take something back (a solved board included). */
  undoable: boolean;
  difficulty: string;
  clock: string;
  /** The solved animation is playing. */
  celebrate: boolean;
  busy: Busy | null;
  /** A game is on the board: false before the first puzzle came (cancelled, failed, unreadable). */
  hasGame: boolean;
  message: string;
  announcement: string;
  /**
   * What offers a new game (new-puzzle-offer.ts: New puzzle with its level, Daily puzzle, Practise), loaded the first
   * time the board offers one (no game, a finished or stopped game), else null.
   */
  offer: typeof import('./new-puzzle-offer.ts') | null;
  /** The keypad (keypad-view.ts, loaded with the `keypad` attribute) when it is shown, else null. */
  keypad: typeof import('./keypad-view.ts') | null;
  /** The words of the board's language. */
  strings: Strings;
  /** The game is a daily puzzle: the status line says so. */
  daily: boolean;
  /** The statistics of the game's level, in a finished game's offer (statistics/statistics.ts, once loaded). */
  statistics: TemplateResult | null;
}

export interface BoardActions {
  /** On the whole board, not only the grid: after a keypad press the focus is on a button, and play must go on. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Pointer down on the grid: selects the cell under it; held still, it becomes a long press (a note). */
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  /** Pointer up, cancelled or gone: no long press. */
  onPointerEnd: () => void;
  /** A click on a cell selects it (assistive tech may send only clicks); digit-first, it writes the picked digit. */
  onCellClick: (event: MouseEvent) => void;
  /** Right-click on a cell: a note, never the browser's menu. */
  onContextMenu: (event: MouseEvent) => void;
  cancelGeneration: () => void;
  pause: () => void;
  resume: () => void;
  /** Makes a new puzzle at `level` (the board's difficulty when none). */
  newPuzzle: (level?: Level) => void;
  /** Starts today's daily puzzle at `level`. */
  dailyPuzzle: (level: Level) => void;
  /** Play on after the mistake limit stopped the game. */
  continueGame: () => void;
  /** Opens the offer of a new game over the game in play (New game), or closes it (Keep playing). */
  offer: () => void;
  openSettings: () => void;
  /** Opens the technique trainer ("Practise a technique"). */
  practise: () => void;
  /** What a keypad button does: the same as its key. */
  act: (action: KeyAction) => void;
}

export function boardTemplate(view: BoardView, actions: BoardActions): TemplateResult {
  const { game, selected, locked, paused, size, strings: s } = view;
  const { geometry } = game;
  const lines = Array.from({ length: size }, (_, i) => i);
  const grid: GridView = {
    // Paused, the cells show (and say) nothing of the game.
    game: paused
      ? new Game(
          game.givens.map(() => 0),
          undefined,
          undefined,
          undefined,
          undefined,
          geometry,
        )
      : game,
    size,
    selected,
    alsoSelected: view.alsoSelected,
    selectedValue: view.picked || (view.noDigitHighlight ? 0 : game.values[selected]),
    peers: new Set(view.noPeerHighlight ? [] : geometry.peers[selected]),
    conflicts: paused ? new Set() : game.conflicts(),
    wrong: paused ? new Set() : view.wrong,
    revealed: paused ? undefined : view.revealed,
    hint: paused ? null : view.hint,
    locked,
    strings: s,
  };
  const busy = view.busy?.shown;
  const { offer } = view;
  /** New puzzle (and Practise, Daily puzzle, then `more`), once its module is here. */
  const newPuzzle = (more: unknown): unknown =>
    offer?.newPuzzleTemplate(view, actions, [offer.dailyButton(s, actions.dailyPuzzle), more]);
  return html`
    <div part="board" class="board" data-size=${size === 9 ? nothing : size} @keydown=${actions.onKeyDown}>
      <div part="status" class="status">
        <span class="level">${levelName(s, view.difficulty)}</span>
        ${view.daily ? html`<span class="daily">${s.daily}</span>` : nothing}
        ${view.notesMode ? html`<span class="mode">${s.notes}</span>` : nothing}
        ${view.mistakes ? html`<span class="mistakes">${view.mistakes}</span>` : nothing}
        ${view.hideTimer ? nothing : html`<span class="timer" role="timer" aria-label=${s.time(view.clock)}>${view.clock}</span>`}
        ${view.hasGame && !view.done && !paused && !view.stopped ? html`${locked ? nothing : html`<button type="button" class="new-game" part="new-game" aria-expanded=${view.offerNew} @click=${actions.offer}>${s.newGameButton}</button>`}<button type="button" class="pause" @click=${actions.pause}>${s.pause}</button>` : nothing}
        <button type="button" class="settings-button" aria-haspopup="dialog" @click=${actions.openSettings}>
          ${s.settings}
        </button>
      </div>
      <div class="fit">
        <div class="frame">
          <div
            part="grid"
            class="grid ${view.celebrate ? 'celebrate' : ''}"
            role="grid"
            aria-label="Sudoku"
            aria-rowcount=${size}
            aria-colcount=${size}
            aria-multiselectable="true"
            aria-readonly=${locked ? 'true' : 'false'}
            aria-busy=${busy ? 'true' : 'false'}
            ?inert=${paused}
            @pointerdown=${actions.onPointerDown}
            @pointermove=${actions.onPointerMove}
            @pointerup=${actions.onPointerEnd}
            @pointercancel=${actions.onPointerEnd}
            @pointerleave=${actions.onPointerEnd}
            @click=${actions.onCellClick}
            @contextmenu=${actions.onContextMenu}
          >
            ${lines.map(
              (row) => html`
                <div class="row" role="row" aria-rowindex=${row + 1}>
                  ${lines.map((col) => cellTemplate(row * size + col, grid))}
                </div>
              `,
            )}
          </div>
          ${paused ? nothing : view.hint?.drawn?.(s)} ${busy ? busyTemplate(view, actions.cancelGeneration) : nothing}
          ${
            paused
              ? html`<div class="idle paused">
                  <div>${s.paused}</div>
                  <button type="button" @click=${actions.resume}>${s.resume}</button>
                </div>`
              : nothing
          }
          ${view.hasGame || view.busy ? nothing : offer?.noGame(s, newPuzzle(nothing))}
          ${view.stopped && !paused ? offer?.stoppedGame(view.stopped, s, actions, newPuzzle(nothing)) : nothing}
        </div>
      </div>
      ${view.offerNew ? newPuzzle(view.done ? view.statistics : offer?.inPlay(s, actions)) : nothing}
      ${view.keypad ? view.keypad.keypadTemplate(view, actions.act) : nothing}
      <!-- Under the keypad: a hint or a message coming or going never moves a key from under a finger. -->
      <p part="message" class="message">${view.message}${view.practiceNote}</p>
      <div class="sr-only" role="status" aria-live="polite">${view.announcement}</div>
    </div>
    ${view.settingsPanel} ${view.trainer}
  `;
}

/** The level in the board's language (a `difficulty` that is no level is shown as it is, briefly, until refused). */
const levelName = (s: Strings, level: string): string => (isLevel(level) ? s.levels[level] : level);

/** Over the grid while a generation takes long: what is being made, the attempts so far, and a way out. */
function busyTemplate(view: BoardView, cancel: () => void): TemplateResult {
  const attempts = view.busy?.attempts ?? 0;
  return html`<div class="busy">
    <div class="spinner" aria-hidden="true"></div>
    <div>
      ${view.practiceMaking ?? view.strings.making((view.busy?.difficulty ?? view.difficulty) as Level, attempts)}
    </div>
    <button type="button" @click=${cancel}>${view.strings.cancel}</button>
  </div>`;
}
