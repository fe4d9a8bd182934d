/**
 * One cell of the grid as a Lit template: its digit or pencil marks, the classes and parts that say what it is
 * (given, entry, revealed, selected, peer, same digit, conflict, wrong, hint) and the words a screen reader says for it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { digitBit } from '../../engine/grid.ts';
import { noteColourOf, type Game } from '../../play/game.ts';
import type { HintMarks } from './hints.ts';
import type { Strings } from '../../words/board-types.ts';
import { cellLabel } from './labels.ts';

/** What every cell's template needs beyond the cell itself: the board's state, and what is derived once a render. */
export interface GridView {
  game: Game;
  /** The grid's side. */
  size: number;
  selected: number;
  /** The other selected cells. */
  alsoSelected: Set<number>;
  /** The digit in the selected cell (0 none): cells and notes with it are marked. */
  selectedValue: number;
  /** The selected cell's row, column and box. */
  peers: Set<number>;
  conflicts: Set<number>;
  wrong: Set<number>;
  /** Cells whose digit the board put there, a hint's or the solution's (revealed.ts; none before it loads). */
  revealed?: Set<number>;
  hint: HintMarks | null;
  locked: boolean;
  strings: Strings;
}

export function cellTemplate(cell: number, view: GridView): TemplateResult {
  const { game, selectedValue } = view;
  const value = game.values[cell];
  const notes = game.notes[cell];
  const given = game.isGiven(cell);
  const row = game.geometry.rowOf(cell);
  const col = game.geometry.colOf(cell);
  const focused = cell === view.selected;
  const selected = focused || view.alsoSelected.has(cell);
  const color = game.colors[cell];
  const conflict = view.conflicts.has(cell);
  const wrong = view.wrong.has(cell);
  const sameDigit = !selected && selectedValue !== 0 && value === selectedValue;
  const peer = !selected && view.peers.has(cell);
  const hint = view.hint?.cells.has(cell) ?? false;
  const revealed = !!view.revealed?.has(cell);
  const flags: Record<string, boolean> = {
    given,
    entry: !given && value !== 0,
    revealed,
    selected,
    peer,
    'same-digit': sameDigit,
    conflict,
    wrong,
    hint,
    [`color-${color}`]: color > 0,
  };
  const on = Object.keys(flags).filter((k) => flags[k]);
  const noteColors = game.noteColors[cell];
  const label = cellLabel(
    { row, col, value, notes, given, revealed, conflict, wrong, color, noteColors },
    view.strings,
  );
  return html`
    <div
      role="gridcell"
      class="cell r${row} c${col} ${on.join(' ')}"
      part="cell ${on.join(' ')}"
      data-cell=${cell}
      aria-colindex=${col + 1}
      aria-label=${label}
      aria-selected=${selected ? 'true' : 'false'}
      aria-readonly=${given || view.locked ? 'true' : 'false'}
      data-color=${color || nothing}
      tabindex=${focused ? 0 : -1}
    >
      ${
        value
          ? html`<span class="digit" aria-hidden="true">${value}</span>`
          : notes || view.hint?.eliminations.has(cell)
            ? notesTemplate(view.size, notes, view.hint?.eliminations.get(cell) ?? 0, selectedValue, noteColors)
            : nothing
      }
    </div>
  `;
}

/**
 * The pencil marks of an empty cell, in fixed positions (a place for each digit 1…size); `struck` holds the hint's
 * eliminations (digit bits), and `colours` the candidates' colours (Game.noteColors).
 */
function notesTemplate(
  size: number,
  notes: number,
  struck: number,
  selectedValue: number,
  colours: number,
): TemplateResult {
  return html`<span class="notes" aria-hidden="true">
    ${Array.from({ length: size }, (_, i) => i + 1).map((d) => {
      const bit = digitBit(d);
      if (!(notes & bit) && !(struck & bit)) return html`<span class="note"></span>`;
      const same = d === selectedValue;
      const colour = notes & bit ? noteColourOf(colours, d) : 0;
      // The digit is drawn by CSS from data-digit: the cell's label already says "notes 1 5 9", and text here
      // would make its visible name ("159") differ from the spoken one.
      return html`<span
        class="note ${same ? 'same-digit' : ''} ${struck & bit ? 'eliminate' : ''} ${colour ? `color-${colour}` : ''}"
        part="note${same ? ' same-digit' : ''}"
        data-digit=${d}
        data-color=${colour || nothing}
      ></span>`;
    })}
  </span>`;
}
