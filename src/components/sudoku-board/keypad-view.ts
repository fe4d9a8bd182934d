/**
 * The on-screen keypad as a Lit template: a button per digit with how many are left to place, then notes, fill
 * candidates, erase, undo, redo and hint. Each button sends the same action as its key, so keypad and keyboard do the same thing.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BoardView } from './board-view.ts';
import type { KeyAction } from './keyboard.ts';
import { colorButtonName, paletteLabel } from './labels.ts';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * `locked`: every button is disabled (readonly, a disabled form, a solved board), except Undo, which follows
 * `undoable`: a solved board can be taken back, as Ctrl+Z and undo() do. Digit-first, a digit is picked (pressed)
 * rather than typed.
 */
export function keypadTemplate(view: BoardView, act: (action: KeyAction) => void): TemplateResult {
  const { game, locked, undoable, notesMode, digitFirst, picked } = view;
  const remaining = game.remaining();
  const press = (action: KeyAction) => () => act(action);
  return html`
    <div part="keypad" class="keypad" role="group" aria-label="Keypad">
      <div class="digits">
        ${DIGITS.map(
          // The name comes from the text ("7, 3 left"), so it matches what is seen, as voice control needs.
          (d) =>
            html`<button
              type="button"
              class="key"
              ?disabled=${locked}
              aria-pressed=${digitFirst ? String(d === picked) : nothing}
              @click=${press(digitFirst ? { type: 'pick', digit: d } : { type: 'digit', digit: d, note: false })}
            >
              ${d}<small><span class="sr-only">, </span>${remaining[d]}<span class="sr-only"> left</span></small>
            </button>`,
        )}
      </div>
      <div class="actions">
        <button
          type="button"
          aria-pressed=${notesMode ? 'true' : 'false'}
          ?disabled=${locked}
          @click=${press({ type: 'toggle-notes' })}
        >
          Notes
        </button>
        <button type="button" ?disabled=${locked} @click=${press({ type: 'fill-notes' })}>Fill candidates</button>
        <button type="button" ?disabled=${locked} @click=${press({ type: 'erase' })}>Erase</button>
        <button type="button" ?disabled=${!undoable} @click=${press({ type: 'undo' })}>Undo</button>
        <button type="button" ?disabled=${locked || !game.history.canRedo} @click=${press({ type: 'redo' })}>
          Redo
        </button>
        <button type="button" ?disabled=${locked} @click=${press({ type: 'hint' })}>Hint</button>
      </div>
      <div class="palette" part="palette" role="group" aria-label=${paletteLabel}>
        ${[1, 2, 3, 4, 5, 6, 0].map(
          (c) =>
            html`<button
              type="button"
              class="color-${c}"
              aria-label=${colorButtonName(c)}
              aria-keyshortcuts="Alt+${c}"
              ?disabled=${locked}
              @click=${press({ type: 'color', color: c })}
            >
              ${c || '×'}
            </button>`,
        )}
      </div>
    </div>
  `;
}
