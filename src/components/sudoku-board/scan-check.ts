/**
 * The board's Scan: a photo or screenshot of a Sudoku (picked, photographed with the phone's camera, dropped or
 * pasted on the board) read in the engine's worker, then shown in a modal dialog, "Check the grid", with the cells
 * the recognizer is unsure of marked. The player compares it with the picture, fixes any cell, and plays it (the
 * board's `load`, so a grid with no solution is refused with the board's own words and the dialog stays open to fix
 * it). Loaded the first time a picture comes, with its styles and English words; nothing is played unchecked.
 */
import { css, html, render, type CSSResult, type TemplateResult } from 'lit';
import { cellKey } from '../../play/cell-keys.ts';
import type { Strings } from '../../words/board-types.ts';
import { scanWords } from '../../words/en/board-scan.ts';
import { pictureProblem } from '../common/picture-problem.ts';
import type { EngineClient } from '../engine-client/client.ts';
import type { Said } from '../../words/board-types.ts';
import type { LoadOptions, LoadResult } from './game-source.ts';

/** What Scan needs of its board: all of it public (the element's own API and Lit's). */
export interface ScanHost {
  addStyles(styles: CSSResult): void;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly strings: Strings;
  readonly frozen: boolean;
  focus(): void;
  say(text: Said): void;
  load(puzzle: string, options?: LoadOptions): Promise<LoadResult>;
}

/** What `scan()` resolves to: the grid read (shown to check), or why none was (said on the board too; '' if the player closed the picker). */
export type ScanOutcome = { read: true; puzzle: string; uncertain: number[] } | { read: false; message: string };

const scanStyles = css`
  .scan-check {
    color: inherit;
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-box-line-color, var(--_box-line));
    border-radius: var(--sudoku-radius, 4px);
    padding: 1rem;
    inline-size: min(26rem, 94vw);
    max-block-size: 94vh;
    box-sizing: border-box;
  }
  .scan-check form {
    display: grid;
    gap: 0.6rem;
  }
  .scan-check h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  .scan-check p {
    margin: 0;
  }
  .picture-grid {
    display: grid;
    grid-template-columns: repeat(9, 1fr);
    inline-size: min(100%, 62vh);
    justify-self: center;
    border: 2px solid var(--sudoku-box-line-color, var(--_box-line));
  }
  .picture-grid input {
    box-sizing: border-box;
    inline-size: 100%;
    aspect-ratio: 1;
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 1px solid var(--sudoku-line-color, var(--_line));
    border-radius: 0;
    text-align: center;
    font: inherit;
    font-size: 1.15rem;
    color: var(--sudoku-given-color, var(--_given));
    background: var(--sudoku-bg, var(--_bg));
  }
  .picture-grid input.c3,
  .picture-grid input.c6 {
    border-inline-end: 2px solid var(--sudoku-box-line-color, var(--_box-line));
  }
  .picture-grid input.r3,
  .picture-grid input.r6 {
    border-block-end: 2px solid var(--sudoku-box-line-color, var(--_box-line));
  }
  .picture-grid input.uncertain {
    background: var(--sudoku-uncertain-bg, light-dark(#fef3c7, #4a3a10));
    outline: 2px dashed var(--sudoku-uncertain-color, light-dark(#b45309, #fbbf24));
    outline-offset: -4px;
  }
  .picture-grid input:focus-visible {
    outline: 3px solid var(--sudoku-accent, var(--_accent));
    outline-offset: -3px;
  }
  .scan-check .problem:empty {
    display: none;
  }
  .scan-check .problem {
    color: var(--sudoku-conflict-color, var(--_conflict));
  }
  .scan-check .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  @media (forced-colors: active) {
    .picture-grid input.uncertain {
      outline-color: Highlight;
      background: Canvas;
    }
  }
`;

interface Reading {
  /** 81 characters, digits and '.', as read and then fixed by the player. */
  puzzle: string;
  uncertain: ReadonlySet<number>;
  /** Why Play refused the grid as it is (the board's words), or ''. */
  problem: string;
}

/**
 * The board's `scan()`: its Scan (one per board, made with the first picture) reads `picture`. Here rather than in
 * the board's class, with the dialog drawn by Scan itself, so that the board's first download carries one line for it.
 */
export function scanOnBoard(board: ScanHost & { client: EngineClient }, picture?: Blob): Promise<ScanOutcome> {
  let check = checks.get(board);
  if (!check) checks.set(board, (check = new ScanCheck(board, board.client)));
  return check.scan(picture);
}

const checks = new WeakMap<ScanHost, ScanCheck>();

export class ScanCheck {
  #reading: Reading | null = null;
  /** Where the dialog is drawn: a box of its own in the board's shadow root, which the board's renders leave alone. */
  readonly #box = document.createElement('div');
  /** The grid's one tab stop: the cell last focused (the arrow keys move between cells). */
  #active = 0;

  constructor(
    private readonly host: ScanHost,
    private readonly client: EngineClient,
  ) {
    host.addStyles(scanStyles);
    host.renderRoot.append(this.#box);
  }

  /** Draws the dialog as the reading now is (nothing once it is closed). */
  #draw(): void {
    render(this.render(this.host.strings), this.#box);
  }

  /**
   * Reads the Sudoku in `picture` (else in one the player picks: the camera on a phone, the file picker elsewhere),
   * and shows it to check. Resolves once it is shown, or to why there is none.
   */
  async scan(picture?: Blob): Promise<ScanOutcome> {
    const { host } = this;
    // A readonly or disabled board plays only what its page gives it.
    if (host.frozen) return { read: false, message: '' };
    const file = picture ?? (await this.#pick());
    if (typeof file === 'string') {
      if (file) host.say(file);
      return { read: false, message: file };
    }
    host.say((s) => scanWords(s).readingPicture);
    let message: Said;
    try {
      const reading = await this.client.scan(file);
      if (reading.found) {
        host.say('');
        this.#show(reading.puzzle, reading.uncertain);
        return { read: true, puzzle: reading.puzzle, uncertain: reading.uncertain };
      }
      const { problem } = reading;
      // A file of another kind (a text, a PDF) dropped on the board is no picture, not a picture in a format unread.
      const other = problem?.why === 'format' && !/^(image\/|$)/.test(file.type);
      message = (s) =>
        other ? scanWords(s).notAPicture : problem ? pictureProblem(scanWords(s), problem) : scanWords(s).noSudoku;
    } catch (error) {
      message = (s) => scanWords(s).cantReadPicture(String((error as Error)?.message ?? error));
    }
    host.say(message);
    return { read: false, message: message(host.strings) };
  }

  /**
   * The picture the player picks: a file input's, opened from the caller's click (browsers open a picker only then).
   * `capture` opens the camera on a phone; elsewhere it is ignored and the picker opens.
   */
  #pick(): Promise<Blob | string> {
    const words = scanWords(this.host.strings);
    if (navigator.userActivation && !navigator.userActivation.isActive) return Promise.resolve(words.needsClick);
    const input = document.createElement('input');
    Object.assign(input, { type: 'file', accept: 'image/*', hidden: true });
    input.setAttribute('capture', 'environment');
    this.host.renderRoot.append(input);
    return new Promise((resolve) => {
      const done = (): void => {
        input.remove();
        resolve(input.files?.[0] ?? '');
      };
      input.addEventListener('change', done, { once: true });
      input.addEventListener('cancel', done, { once: true });
      input.click();
    });
  }

  #show(puzzle: string, uncertain: number[]): void {
    this.#reading = { puzzle, uncertain: new Set(uncertain), problem: '' };
    // The first cell to check; kept apart, as opening the dialog focuses its first cell (and makes that the active one).
    const first = (this.#active = uncertain[0] ?? 0);
    this.#draw();
    const dialog = this.#box.querySelector('dialog');
    if (!dialog?.open) dialog?.showModal();
    this.#cell(first)?.focus();
  }

  #cell(cell: number): HTMLInputElement | undefined {
    return this.#box.querySelectorAll('input')[cell];
  }

  #set(cell: number, digit: string): void {
    const reading = this.#reading;
    if (!reading) return;
    this.#reading = { ...reading, puzzle: reading.puzzle.slice(0, cell) + digit + reading.puzzle.slice(cell + 1) };
    this.#draw();
  }

  /** A digit replaces the cell, an eraser (Delete, Backspace, 0, space, '.') clears it, the arrows move. */
  #onKey(event: KeyboardEvent, cell: number): void {
    const action = cellKey(event.key, cell);
    if (!action) return;
    event.preventDefault();
    if (action.type !== 'move') return this.#set(cell, action.type === 'digit' ? action.digit : '.');
    // The tab stop moves with the key, not only with the focus event (which a window without focus may not fire).
    this.#active = action.to;
    this.#draw();
    this.#cell(action.to)?.focus();
  }

  /**
   * What a phone's keyboard typed (it sends no usable key, only the input's new value): its last digit 1–9 replaces
   * the cell, an empty value clears it, anything else leaves it as it was.
   */
  #onInput(event: Event, cell: number): void {
    const input = event.target as HTMLInputElement;
    const typed = /[1-9](?!.*[1-9])/.exec(input.value)?.[0];
    const digit = typed ?? (input.value === '' ? '.' : this.#reading?.puzzle[cell]);
    input.value = !digit || digit === '.' ? '' : digit;
    if (digit) this.#set(cell, digit);
  }

  async #play(event: Event): Promise<void> {
    event.preventDefault();
    const reading = this.#reading;
    if (!reading) return;
    const result = await this.host.load(reading.puzzle, { source: 'scan' });
    if (!result.loaded) {
      this.#reading = { ...reading, problem: result.message };
      this.#draw();
      return;
    }
    this.#box.querySelector('dialog')?.close();
  }

  #closed(): void {
    this.#reading = null;
    this.#draw();
    this.host.focus();
  }

  /** The dialog while a reading is shown, else nothing. */
  render(s: Strings): TemplateResult | undefined {
    const reading = this.#reading;
    if (!reading) return undefined;
    const words = scanWords(s);
    const cells = Array.from(reading.puzzle, (ch, i) => {
      const digit = ch === '.' ? '' : ch;
      const doubt = reading.uncertain.has(i);
      // (Arithmetic, not the engine's rowOf and colOf: those would be exports of the board's first download.)
      const [row, column] = [Math.floor(i / 9) + 1, (i % 9) + 1];
      return html`<input
        class="r${row} c${column} ${doubt ? 'uncertain' : ''}"
        .value=${digit}
        inputmode="numeric"
        autocomplete="off"
        aria-label=${words.pictureCell(row, column, digit, doubt)}
        tabindex=${i === this.#active ? 0 : -1}
        @focus=${() => (this.#active = i)}
        @keydown=${(event: KeyboardEvent) => this.#onKey(event, i)}
        @input=${(event: Event) => this.#onInput(event, i)}
      />`;
    });
    return html`<dialog class="scan-check" aria-labelledby="scan-title" @close=${() => this.#closed()}>
      <form method="dialog">
        <h2 id="scan-title">${words.checkTitle}</h2>
        <p>${words.checkNote(reading.uncertain.size)}</p>
        <div class="picture-grid" role="group" aria-label=${words.pictureGrid}>${cells}</div>
        <p class="problem" role="alert">${reading.problem}</p>
        <div class="actions">
          <button class="play" @click=${(event: Event) => void this.#play(event)}>${words.play}</button>
          <button value="">${s.cancel}</button>
        </div>
      </form>
    </dialog>`;
  }
}
