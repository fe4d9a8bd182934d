import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { colOf, rowOf } from '../engine/grid.ts';
import { cellKey } from '../play/cell-keys.ts';
import { pastePanelStyles } from './paste-panel.styles.ts';
import { readClipboard } from './clipboard.ts';
import { pictureIn, scanPicture } from './scan-picture.ts';
import { en, type PopupWords } from '../words/en/popup.ts';

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

/** A puzzle read from a picture: shown as a grid for the user to check before playing or solving it. */
interface PictureGrid {
  /** 81 characters, digits and '.', as read and then fixed by the user. */
  puzzle: string;
  /** Cells the recognizer was unsure of, marked. */
  uncertain: ReadonlySet<number>;
}

/** 9 lines of 9, as the parser reads them and the box shows them. */
const asRows = (puzzle: string): string => puzzle.match(/.{9}/g)?.join('\n') ?? puzzle;

/**
 * Paste a puzzle in any format the parser knows, then Play it or Solve it. The text is read from the clipboard on
 * the user's click when the browser allows it; otherwise, or to edit, the user pastes or types into the box.
 * A picture pasted (Ctrl+V of a screenshot) or dropped on the panel is read by the recognizer, loaded on first use,
 * and shown as a grid with the cells it was unsure of marked: the user checks it, fixes any cell, then plays or
 * solves it as any pasted puzzle (nothing is loaded before they choose).
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
  static override styles = pastePanelStyles;

  /** The text in the box. */
  /** The popup's words, in its language. */
  @property({ attribute: false }) words: PopupWords = en;

  @property() text = '';

  /** A problem shown under the box (see `refuse()`); typing clears it. */
  @property() error = '';

  /** The popup is working on the last request (solving): the buttons wait. */
  @property({ type: Boolean }) busy = false;

  /** A neutral note under the box (e.g. the clipboard could not be read). */
  @state() private note = '';

  /** The puzzle read from a picture, shown as a grid instead of the box until the user types in the box. */
  @state() private picture: PictureGrid | null = null;

  /** A picture is being read: the buttons wait. */
  @state() private reading = false;

  /** The grid's one tab stop: the cell last focused (arrow keys move between cells). */
  @state() private activeCell = 0;

  constructor() {
    super();
    this.addEventListener('paste', (event) => this.onPaste(event));
    this.addEventListener('dragover', (event) => this.onDragOver(event));
    this.addEventListener('drop', (event) => this.onDrop(event));
  }

  @query('textarea') private box!: HTMLTextAreaElement;

  /**
   * Fills the box from the clipboard; call it from the user's click. When reading is refused the box gets the focus
   * and the note says to paste into it. Text the user already typed is kept unless the clipboard holds something.
   */
  async pasteFromClipboard(): Promise<void> {
    this.note = this.words.readingClipboard;
    const before = this.text;
    const read = await readClipboard(() => {
      this.note = this.words.waitingForClipboard;
      this.box.focus();
    });
    // The user typed or pasted while the browser waited: their text wins over a late answer.
    if (this.text !== before) return;
    if (read.ok && read.text.trim()) {
      this.setText(read.text);
      this.note = this.words.pasted;
    } else if (read.ok && read.picture) {
      await this.readPicture(read.picture);
      return;
    } else {
      const why = read.ok ? this.words.clipboardEmpty : read.reason;
      this.note = this.words.couldNotPaste(why);
    }
    await this.updateComplete;
    this.box.focus();
  }

  override focus(): void {
    void this.updateComplete.then(() => this.focusInput());
  }

  /** The box, or while a picture's grid is shown in its place, the grid's first cell. */
  private focusInput(): void {
    const cell = this.picture && this.renderRoot.querySelectorAll<HTMLInputElement>('.scan input')[this.activeCell];
    (cell ?? this.box).focus();
  }

  private setText(text: string): void {
    this.text = text;
    this.error = '';
    this.emit('paste-text', { text });
  }

  private onInput(event: Event): void {
    this.note = '';
    this.picture = null;
    this.setText((event.target as HTMLTextAreaElement).value);
  }

  private onPaste(event: ClipboardEvent): void {
    const file = pictureIn(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    void this.readPicture(file);
  }

  private onDragOver(event: DragEvent): void {
    // Accepting the drag is what lets a file be dropped here (instead of the browser opening it).
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }

  private onDrop(event: DragEvent): void {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    const file = pictureIn(event.dataTransfer);
    if (file) void this.readPicture(file);
    else void this.refuse(this.words.notAPicture);
  }

  /** Reads the Sudoku in a pasted or dropped picture and shows it as a grid to check. */
  private async readPicture(file: Blob): Promise<void> {
    this.reading = true;
    this.error = '';
    this.note = this.words.readingPicture;
    const reading = await scanPicture(file, this.words);
    this.reading = false;
    if (!reading.found) {
      this.note = '';
      void this.refuse(reading.message);
      return;
    }
    this.picture = { puzzle: reading.puzzle, uncertain: new Set(reading.uncertain) };
    this.activeCell = reading.uncertain[0] ?? 0;
    this.setText(asRows(reading.puzzle));
    this.note = this.words.readFromPicture(reading.uncertain.length);
    await this.updateComplete;
    this.renderRoot.querySelectorAll<HTMLInputElement>('.scan input')[this.activeCell]?.focus();
  }

  /** One cell of the picture's grid: a digit replaces it, Delete (or Backspace, 0, space, '.') clears it. */
  private onCellKey(event: KeyboardEvent, cell: number): void {
    const picture = this.picture;
    if (!picture) return;
    const action = cellKey(event.key, cell);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') {
      // The tab stop moves with the key, not only with the focus event (which a window without focus may not fire).
      this.activeCell = action.to;
      this.renderRoot.querySelectorAll<HTMLInputElement>('.scan input')[action.to]?.focus();
      return;
    }
    const digit = action.type === 'digit' ? action.digit : '.';
    const puzzle = picture.puzzle.slice(0, cell) + digit + picture.puzzle.slice(cell + 1);
    this.picture = { ...picture, puzzle };
    this.setText(asRows(puzzle));
  }

  private renderPicture(picture: PictureGrid) {
    const cells = Array.from(picture.puzzle, (ch, i) => {
      const digit = ch === '.' ? '' : ch;
      const doubt = picture.uncertain.has(i);
      const [row, column] = [rowOf(i) + 1, colOf(i) + 1];
      const label = this.words.pictureCell(row, column, digit, doubt);
      return html`<input
        class="r${row} c${column} ${doubt ? 'uncertain' : ''}"
        .value=${digit}
        maxlength="1"
        inputmode="numeric"
        autocomplete="off"
        aria-label=${label}
        tabindex=${i === this.activeCell ? 0 : -1}
        @focus=${() => (this.activeCell = i)}
        @keydown=${(event: KeyboardEvent) => this.onCellKey(event, i)}
        @input=${(event: Event) => ((event.target as HTMLInputElement).value = digit)}
      />`;
    });
    return html`<div class="scan" role="group" aria-label=${this.words.pictureGrid}>${cells}</div>
      <button type="button" class="link" @click=${() => (this.picture = null)}>${this.words.editAsText}</button>`;
  }

  /**
   * Shows why the text can't be played (e.g. the board's "The puzzle can't be read: line 5, column 5: …"); with a
   * position, the character there is selected so the user sees the one that was refused.
   */
  async refuse(message: string, at: { line?: number; column?: number } = {}): Promise<void> {
    this.error = message;
    await this.updateComplete;
    this.focusInput();
    if (!this.picture && at.line !== undefined && at.column !== undefined) this.selectAt(at.line, at.column);
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
      void this.refuse(this.words.pasteFirst);
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
      <h2 id="title">${this.words.pasteTitle}</h2>
      <label for="box">${this.words.pasteHelp}</label>
      ${this.picture ? this.renderPicture(this.picture) : nothing}
      <textarea
        ?hidden=${this.picture !== null}
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
        <button
          type="button"
          class="primary"
          ?disabled=${this.busy || this.reading}
          @click=${() => this.request('paste-play')}
        >
          ${this.words.play}
        </button>
        <button type="button" ?disabled=${this.busy || this.reading} @click=${() => this.request('paste-solve')}>
          ${this.words.solve}
        </button>
        <button type="button" @click=${() => this.emit('paste-close', null)}>${this.words.cancel}</button>
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
