import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { buttonStyles } from './button.styles.ts';
import { readClipboard } from './clipboard.ts';

/** What the panel asks of the popup: play or solve the text in the box. The board reads it (one parser, one set of
 * messages) and the popup hands back its refusal through `refuse()`. */
export interface PasteRequestDetail {
  text: string;
}

export interface PastePanelEventMap {
  'paste-text': CustomEvent<{ text: string }>;
  'paste-play': CustomEvent<PasteRequestDetail>;
  'paste-solve': CustomEvent<PasteRequestDetail>;
  'paste-close': CustomEvent<null>;
}

/**
 * Paste a puzzle in any format the parser knows, then Play it or Solve it. The text is read from the clipboard on
 * the user's click when the browser allows it; otherwise, or to edit, the user pastes or types into the box.
 * Why a text is no puzzle is shown under the box as the board words it (what and where), with the character the
 * parser refused selected.
 *
 * @fires paste-text - The text changed (so the popup can keep the draft); `detail: { text }`.
 * @fires paste-play - Play the puzzle; `detail: { text }`.
 * @fires paste-solve - Show the puzzle's solution; `detail: { text }`.
 * @fires paste-close - The user closed the panel.
 */
@customElement('sudoku-paste-panel')
export class SudokuPastePanel extends LitElement {
  static override styles = [
    buttonStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
        box-sizing: border-box;
        padding: 0.75rem;
        background: Canvas;
        color: CanvasText;
      }
      :host([hidden]) {
        display: none;
      }
      h2 {
        margin: 0;
        font-size: 1rem;
      }
      label {
        font-size: 0.9rem;
      }
      textarea {
        flex: 1;
        min-block-size: 8rem;
        resize: none;
        font:
          0.9rem/1.35 ui-monospace,
          'Cascadia Mono',
          Menlo,
          monospace;
        padding: 0.4rem;
        border: 1px solid GrayText;
        border-radius: 4px;
        background: Field;
        color: FieldText;
      }
      textarea[aria-invalid='true'] {
        border-color: var(--popup-error, #b91c1c);
      }
      .note {
        margin: 0;
        font-size: 0.85rem;
        min-block-size: 2.3em;
      }
      .error {
        color: var(--popup-error, #b91c1c);
      }
      .buttons {
        display: flex;
        gap: 0.5rem;
      }
      .buttons button {
        flex: 1;
      }
      button:disabled {
        opacity: 0.6;
        cursor: default;
      }
      textarea:focus-visible {
        outline: 2px solid var(--popup-accent, #2563eb);
        outline-offset: 1px;
      }
      @media (prefers-color-scheme: dark) {
        :host {
          --popup-error: #fca5a5;
        }
      }
    `,
  ];

  /** The text in the box. */
  @property() text = '';

  /** A problem shown under the box (see `refuse()`); typing clears it. */
  @property() error = '';

  /** The popup is working on the last request (solving): the buttons wait. */
  @property({ type: Boolean }) busy = false;

  /** A neutral note under the box (e.g. the clipboard could not be read). */
  @state() private note = '';

  @query('textarea') private box!: HTMLTextAreaElement;

  /**
   * Fills the box from the clipboard; call it from the user's click. When reading is refused the box gets the focus
   * and the note says to paste into it. Text the user already typed is kept unless the clipboard holds something.
   */
  async pasteFromClipboard(): Promise<void> {
    this.note = 'Reading the clipboard…';
    const before = this.text;
    const read = await readClipboard(() => {
      this.note = "Waiting for the clipboard: answer the browser's Paste prompt, or paste into the box with Ctrl+V.";
      this.box.focus();
    });
    // The user typed or pasted while the browser waited: their text wins over a late answer.
    if (this.text !== before) return;
    if (read.ok && read.text.trim()) {
      this.setText(read.text);
      this.note = 'Pasted from the clipboard.';
    } else {
      const why = read.ok ? 'the clipboard holds no text' : read.reason;
      this.note = `Could not paste (${why}): paste into the box with Ctrl+V, or type the puzzle.`;
    }
    await this.updateComplete;
    this.box.focus();
  }

  override focus(): void {
    void this.updateComplete.then(() => this.box.focus());
  }

  private setText(text: string): void {
    this.text = text;
    this.error = '';
    this.emit('paste-text', { text });
  }

  private onInput(event: Event): void {
    this.note = '';
    this.setText((event.target as HTMLTextAreaElement).value);
  }

  /**
   * Shows why the text can't be played (e.g. the board's "The puzzle can't be read: line 5, column 5: …"); with a
   * position, the character there is selected so the user sees the one that was refused.
   */
  async refuse(message: string, at: { line?: number; column?: number } = {}): Promise<void> {
    this.error = message;
    await this.updateComplete;
    this.box.focus();
    if (at.line !== undefined && at.column !== undefined) this.selectAt(at.line, at.column);
  }

  /** Selects the character at a 1-based line and column, so the user sees the one the parser refused. */
  private selectAt(line: number, column: number): void {
    const lines = this.text.split('\n');
    if (line > lines.length) return;
    const start = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column - 1;
    this.box.setSelectionRange(start, start + 1);
  }

  private request(type: 'paste-play' | 'paste-solve'): void {
    if (this.text.trim() === '') {
      void this.refuse('Paste or type a puzzle first.');
      return;
    }
    this.error = '';
    this.emit(type, { text: this.text });
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.emit('paste-close', null);
    }
  }

  private emit<K extends keyof PastePanelEventMap>(type: K, detail: PastePanelEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  override render() {
    const invalid = this.error !== '';
    return html`
      <h2 id="title">Paste a puzzle</h2>
      <label for="box">81 characters, 9 rows of 9, a grid with box lines, or a SudokuWiki link.</label>
      <textarea
        id="box"
        spellcheck="false"
        autocomplete="off"
        placeholder="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby="note"
        .value=${this.text}
        @input=${this.onInput}
        @keydown=${this.onKeyDown}
      ></textarea>
      <p id="note" class="note ${invalid ? 'error' : ''}" role=${invalid ? 'alert' : 'status'}>
        ${invalid ? this.error : this.note || nothing}
      </p>
      <div class="buttons">
        <button type="button" class="primary" ?disabled=${this.busy} @click=${() => this.request('paste-play')}>
          Play
        </button>
        <button type="button" ?disabled=${this.busy} @click=${() => this.request('paste-solve')}>Solve</button>
        <button type="button" @click=${() => this.emit('paste-close', null)}>Cancel</button>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-paste-panel': SudokuPastePanel;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PastePanelEventMap {}
}
