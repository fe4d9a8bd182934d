import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { buttonStyles } from './button.styles.ts';
import { en, type PopupWords } from '../words/en/popup.ts';

/**
 * The question the popup asks before a new puzzle replaces a game in progress: "Replace the game in progress?" with
 * "Keep playing" and "Replace it". Inline rather than `window.confirm`, which a popup (it closes on blur) handles
 * poorly.
 *
 * A modal `alertdialog` named by its question: while it shows, the popup makes everything else inert and dims it
 * (sudoku-popup.ts), because the bar lies over the bottom of the popup and a control it covers must never take the
 * focus unseen (WCAG 2.4.11). "Keep playing" comes first and takes the focus: a repeated or held Enter from the button
 * that asked must not replace the game unread.
 *
 * @fires replace-keep - Keep the game in progress (also Escape).
 * @fires replace-confirm - Go ahead and replace it.
 */
@customElement('sudoku-replace-bar')
export class SudokuReplaceBar extends LitElement {
  static override styles = [
    buttonStyles,
    css`
      :host {
        display: block;
        box-sizing: border-box;
        padding: 8px 10px;
        border: 2px solid var(--popup-accent, #2563eb);
        border-radius: 6px;
        background: Canvas;
        color: CanvasText;
        box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
      }
      [role='alertdialog'] {
        display: flex;
        align-items: center;
        gap: 8px;
      }
      p {
        flex: 1;
        margin: 0;
        font-weight: 600;
      }
      button {
        flex: none;
        min-block-size: 2.125rem;
      }
      button.primary {
        font-weight: 600;
      }
      button:hover {
        border-color: var(--popup-accent, #2563eb);
      }
    `,
  ];

  /** The question, e.g. "Replace the game in progress?". */
  @property() question = en.replaceGame;

  /** The popup's words (the buttons'), in its language. */
  @property({ attribute: false }) words: PopupWords = en;

  @query('button') private first!: HTMLButtonElement;

  /** Focuses the first button, "Keep playing". */
  override focus(): void {
    void this.updateComplete.then(() => this.first.focus());
  }

  private emit(type: 'replace-keep' | 'replace-confirm'): void {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.emit('replace-keep');
  }

  override render() {
    return html`<div role="alertdialog" aria-modal="true" aria-labelledby="question" @keydown=${this.onKeyDown}>
      <p id="question">${this.question}</p>
      <button type="button" @click=${() => this.emit('replace-keep')}>${this.words.keepPlaying}</button>
      <button type="button" class="primary" @click=${() => this.emit('replace-confirm')}>
        ${this.words.replaceIt}
      </button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-replace-bar': SudokuReplaceBar;
  }
  interface HTMLElementEventMap {
    'replace-keep': CustomEvent<undefined>;
    'replace-confirm': CustomEvent<undefined>;
  }
}
