/**
 * The on-screen keypad as a Lit template, and its styles: a button per digit with how many are left to place, then
 * notes, fill candidates, erase, undo, redo and hint. Each button sends the same action as its key, so keypad and
 * keyboard do the same thing. Loaded only by boards with `keypad` (their first render waits for it), so boards
 * without one never download it.
 */
import { digitSymbol } from './variant/sixteen.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { BoardView } from './board-view.ts';
import type { KeyAction } from './keyboard.ts';

/**
 * "Fill candidates" whole for its name, with all but the first word hidden where the board is narrow (play.styles.ts
 * shows them again on a wide board): the name still begins with what is seen, as voice control needs.
 */
function fillLabel(label: string): TemplateResult {
  const space = label.indexOf(' ');
  if (space < 0) return html`${label}`;
  return html`${label.slice(0, space)}<span class="sr-only">${label.slice(space)}</span>`;
}

/**
 * `locked`: every button is disabled (readonly, a disabled form, a solved board), except Undo, which follows
 * `undoable`: a solved board can be taken back, as Ctrl+Z and undo() do. Digit-first, a digit is picked (pressed)
 * rather than typed.
 */
export function keypadTemplate(view: BoardView, act: (action: KeyAction) => void): TemplateResult {
  const { game, locked, undoable, notesMode, digitFirst, picked, strings: s } = view;
  const remaining = game.remaining();
  const press = (action: KeyAction) => () => act(action);
  return html`
    <div part="keypad" class="keypad" role="group" aria-label=${s.keypad}>
      <div class="digits">
        ${remaining.slice(1).map(
          // The name comes from the text ("7, 3 left"), so it matches what is seen, as voice control needs.
          (_, i) => {
            const d = i + 1;
            const [before, after] = s.left(remaining[d]);
            return html`<button
              type="button"
              class="key"
              ?disabled=${locked}
              aria-pressed=${digitFirst ? String(d === picked) : nothing}
              @click=${press(digitFirst ? { type: 'pick', digit: d } : { type: 'digit', digit: d, note: false })}
            >
              ${digitSymbol(d)}<small
                ><span class="sr-only">, ${before}</span>${remaining[d]}<span class="sr-only">${after}</span></small
              >
            </button>`;
          },
        )}
      </div>
      <div class="actions">
        <button
          type="button"
          aria-pressed=${notesMode ? 'true' : 'false'}
          ?disabled=${locked}
          @click=${press({ type: 'toggle-notes' })}
        >
          ${s.notes}
        </button>
        <!-- Named "Fill candidates" (in the board's language) always; a narrow board shows its first word. -->
        <button type="button" ?disabled=${locked} @click=${press({ type: 'fill-notes' })}>
          ${fillLabel(s.fillCandidates)}
        </button>
        <button type="button" ?disabled=${locked} @click=${press({ type: 'erase' })}>${s.erase}</button>
        <button type="button" ?disabled=${!undoable} @click=${press({ type: 'undo' })}>${s.undo}</button>
        <button type="button" ?disabled=${locked || !game.history.canRedo} @click=${press({ type: 'redo' })}>
          ${s.redo}
        </button>
        <button type="button" ?disabled=${locked} @click=${press({ type: 'hint' })}>${s.hint}</button>
      </div>
      ${view.palette}
    </div>
  `;
}

/** Adopted into the board's shadow root with the keypad (the board's own styles keep the layout's keypad area). */
export const keypadStyles = css`
  /*
   * Where the board's box is wider than tall, the keypad goes beside the grid, and the grid is as tall as the board
   * may be. "Wider than tall": the host is 6rem wider than the window is high, where the grid beside 23rem of
   * controls is larger than the grid above them. On a landscape screen the host may grow to that width (a site's
   * --sudoku-max-width still wins), so a laptop's page gives it the room.
   */
  @media (orientation: landscape) {
    :host {
      max-inline-size: var(--sudoku-max-width, max(40rem, 100dvh + 23rem));
    }
  }
  @container (min-width: calc(100dvh + 6rem)) {
    .board {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-rows: auto auto minmax(0, 1fr);
      grid-template-areas: 'frame status' 'frame keypad' 'frame message';
      column-gap: 1rem;
      align-items: start;
    }
    /* Beside the grid, the message line gives way when the status line wraps or the palette is shown. */
    .board > .message {
      block-size: 100%;
      min-block-size: 0;
    }
    .fit {
      inline-size: min(100cqi - 23rem, var(--sudoku-height, 100dvh - 1rem - var(--_above, 0px)));
    }
  }

  /* Right under the grid (the message line is under the keypad). */
  .keypad {
    grid-area: keypad;
    display: grid;
    gap: 0.35rem;
    margin-block-start: 0.5rem;
    container-type: inline-size;
  }
  /*
   * Nine digit keys in a row, as the best phone apps have them, while each is at least 36px wide (and 44px tall, as
   * every control): far above WCAG 2.5.8's 24px, and one row is one reach of the thumb. On a phone the gaps narrow to
   * 2px so nine fit a 360px screen. Narrower than that (a column beside the grid), two rows of 5 and 4.
   */
  .digits {
    display: grid;
    grid-template-columns: repeat(9, minmax(0, 1fr));
    gap: 0.25rem;
  }
  @container (max-width: 439px) {
    .digits {
      gap: 2px;
    }
  }
  @container (max-width: 339px) {
    .digits {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
  }
  /* One row of actions on a wide board; two rows of three on a narrow one, so longer words (Rückgängig) fit. */
  .actions {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(44px, 1fr));
    gap: 0.25rem;
  }
  @container (max-width: 439px) {
    .actions {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  /* German's words (Rückgängig, Wiederholen, Kandidaten) need two rows up to a wider board than the others' do
     (sudoku-board-layout.test.ts checks every language's words fit at every width). */
  @container (max-width: 559px) {
    :host(:lang(de)) .actions {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  .key {
    min-inline-size: 36px;
    display: grid;
    justify-items: center;
    font-size: clamp(1rem, 100cqi / 9 * 0.42, 1.7rem);
    font-weight: 600;
    line-height: 1.1;
  }
  /* How many are left: never below 12px, as the notes, so it reads at a glance on a phone. */
  .key small {
    font-size: max(12px, 0.6em);
    font-weight: 400;
  }
  .actions button {
    font-size: 0.85rem;
    /* A word longer than its button (German's "Kandidaten" in a row of six) breaks, hyphenated where the browser
       can, rather than being cut off. */
    hyphens: auto;
    overflow-wrap: anywhere;
  }

  /* Fill candidates reads "Fill" where the board is narrow (its name stays whole), and the actions' words are
     smaller (12 px, as the notes) until six fit in a row: German's "Rückgängig" and "Kandidaten" are long. */
  @container (max-inline-size: 36rem) {
    .actions button {
      font-size: 0.75rem;
    }
  }
  @container (min-inline-size: 33rem) {
    .actions .sr-only {
      position: static;
      inline-size: auto;
      block-size: auto;
      clip-path: none;
      /* Its words go on a second line where the button is narrower than the name. */
      white-space: normal;
    }
  }
`;
