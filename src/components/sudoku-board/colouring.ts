/**
 * Cell colours for colouring techniques, loaded on first use (a colour key, the palette shown, or a game that has
 * colours) so the element's own bundle stays small: the colouring move, the palette under the keypad, and the
 * colours' styles. Lit's `html` comes from the board, as settings-panel.ts's does.
 */
import { css, type html as litHtml, type TemplateResult } from 'lit';
import { digitBit } from '../../engine/grid.ts';
import { noteColourOf, type CellState, type Game, type Move } from '../../play/game.ts';
import type { Strings } from '../../words/board-types.ts';
import { enPalette } from '../../words/en/board-palette.ts';
import type { KeyAction } from './keyboard.ts';

/** What a colouring move reads and writes of a cell: its colour now, and the cell's state with another. */
interface Colouring {
  colourOf(cell: number): number;
  withColour(cell: number, colour: number): Partial<CellState>;
}

/**
 * Gives `cells` `color`, or takes it off (0) when they all have it already, as one undoable move; null when nothing
 * changes.
 */
function toggleColour(game: Game, cells: readonly number[], color: number, colouring: Colouring): Move | null {
  const { colourOf, withColour } = colouring;
  const to = cells.every((cell) => colourOf(cell) === color) ? 0 : color;
  const move: Move = cells
    .filter((cell) => colourOf(cell) !== to)
    .map((cell) => {
      const now = { value: game.values[cell], notes: game.notes[cell] };
      return {
        cell,
        before: { ...now, ...withColour(cell, colourOf(cell)) },
        after: { ...now, ...withColour(cell, to) },
      };
    });
  return move.length ? game.commit(move) : null;
}

/** Gives `cells` (givens excepted) `color` (0 none), or takes it off when they all have it already. */
export function paint(game: Game, cells: readonly number[], color: number): Move | null {
  return toggleColour(
    game,
    cells.filter((cell) => !game.isGiven(cell)),
    color,
    { colourOf: (cell) => game.colors[cell], withColour: (_, colour) => ({ color: colour }) },
  );
}

/**
 * Gives candidate `digit` of `cells` (those holding it as a note) `color` (0 none), or takes it off when they all have
 * it already.
 */
export function paintNote(game: Game, cells: readonly number[], digit: number, color: number): Move | null {
  const shift = 3 * (digit - 1);
  return toggleColour(
    game,
    cells.filter((cell) => !game.values[cell] && game.notes[cell] & digitBit(digit)),
    color,
    {
      colourOf: (cell) => noteColourOf(game.noteColors[cell], digit),
      withColour: (cell, colour) => ({ noteColors: (game.noteColors[cell] & ~(7 << shift)) | (colour << shift) }),
    },
  );
}

/** The keypad's palette: six colours and none, each the same action as its key (Alt+1–6, Alt+0). */
export function paletteTemplate(
  html: typeof litHtml,
  s: Strings,
  locked: boolean,
  act: (action: KeyAction) => void,
): TemplateResult {
  const words = s.palette ?? enPalette;
  return html`<div class="palette" part="palette" role="group" aria-label=${words.colours}>
    ${[1, 2, 3, 4, 5, 6, 0].map(
      (c) =>
        html`<button
          type="button"
          class="color-${c}"
          aria-label=${words.colourButton(c)}
          aria-keyshortcuts="Alt+${c}"
          ?disabled=${locked}
          @click=${() => act({ type: 'color', color: c })}
        >
          ${c || '×'}
        </button>`,
    )}
  </div>`;
}

/**
 * The colours' styles, adopted into the board's shadow root when colouring loads (a constructed sheet, as the
 * board's own styles are, so a page's CSP without 'unsafe-inline' styles keeps them). Light enough under every digit
 * and note (4.5:1 at least), told apart by hue, and named in each cell's label; a small number in a band along the
 * cell's edge, clear of its notes, says which, for eyes that do not tell the hues apart. `light-dark()` pairs, as the board's own colours, with the same
 * fallback to `prefers-color-scheme`.
 */
export const colourStyles = css`
  :host {
    --_color-1: light-dark(#fef08a, #713f12);
    --_color-2: light-dark(#bbf7d0, #14532d);
    --_color-3: light-dark(#fbcfe8, #831843);
    --_color-4: light-dark(#ddd6fe, #4c1d95);
    --_color-5: light-dark(#fed7aa, #7c2d12);
    --_color-6: light-dark(#a5f3fc, #164e63);
  }
  @supports not (color: light-dark(#000, #fff)) {
    :host {
      --_color-1: #fef08a;
      --_color-2: #bbf7d0;
      --_color-3: #fbcfe8;
      --_color-4: #ddd6fe;
      --_color-5: #fed7aa;
      --_color-6: #a5f3fc;
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        --_color-1: #713f12;
        --_color-2: #14532d;
        --_color-3: #831843;
        --_color-4: #4c1d95;
        --_color-5: #7c2d12;
        --_color-6: #164e63;
      }
    }
  }
  .color-1 {
    --_color: var(--sudoku-color-1, var(--_color-1));
  }
  .color-2 {
    --_color: var(--sudoku-color-2, var(--_color-2));
  }
  .color-3 {
    --_color: var(--sudoku-color-3, var(--_color-3));
  }
  .color-4 {
    --_color: var(--sudoku-color-4, var(--_color-4));
  }
  .color-5 {
    --_color: var(--sudoku-color-5, var(--_color-5));
  }
  .color-6 {
    --_color: var(--sudoku-color-6, var(--_color-6));
  }
  .cell[data-color]:not(.selected),
  .palette button:not(.color-0) {
    background: var(--_color);
  }
  /* A coloured candidate: a disc of its colour behind the digit. */
  .note[data-color] {
    background: var(--_color);
    border-radius: 50%;
  }
  /* The colour's number sits in a band along the cell's inline-start edge, a fifth of the cell, which the notes leave
     free (they keep their 3×3 places in the rest): it never covers one. hint-drawing.ts's COLOUR_BAND is that fifth,
     for the rings a hint draws around candidates. */
  .cell[data-color]::after {
    content: attr(data-color);
    position: absolute;
    inset-block-end: 0.1em;
    inset-inline-start: 0;
    inline-size: 20%;
    font-size: calc(100cqi / 9 * 0.2);
    line-height: 1;
    text-align: center;
    /* Upright and light even in a revealed digit's cell. */
    font-style: normal;
    font-weight: 400;
    color: var(--sudoku-muted-color, var(--_muted));
  }
  .cell[data-color] .notes {
    box-sizing: border-box;
    padding-inline-start: 20%;
  }
  .palette {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0.25rem;
  }
`;
