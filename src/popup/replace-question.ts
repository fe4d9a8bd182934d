import { html, nothing, type ReactiveElement, type TemplateResult } from 'lit';
// For its side effect: registering <sudoku-replace-bar>.
import './replace-bar.ts';
import type { PopupWords } from '../words/en/popup.ts';

/** An action that would replace the board's game: a new game, a pasted puzzle, a handed-over one. */
export interface ReplaceRequest {
  /** The bar's text, e.g. "Replace the game in progress?". */
  question: string;
  /** What the user asked for, done exactly as when there is nothing to lose. */
  replace: () => void | Promise<void>;
  /** Runs once the question is over: answered either way, or taken over by a newer request. */
  settle?: () => void;
}

interface OpenQuestion extends ReplaceRequest {
  /** Where the focus was when the question came, to go back to. */
  from: HTMLElement | null;
}

export interface ReplaceQuestionOptions {
  /** The board has a game in progress (game-in-progress.ts). */
  inProgress(): boolean;
  /** Focuses where the popup starts (the board, or the paste box when open): where the focus goes when the place it
   * came from is gone. */
  focusHome(): void;
  /** The popup's words, for the bar's buttons. */
  words: PopupWords;
}

/**
 * The popup's side of "Replace the game in progress?": runs a request at once when no game is in progress, else
 * holds it and shows `<sudoku-replace-bar>` (render it with `render()`), moving the focus to the bar and back after
 * the answer: to the button that asked when it is still on show, else home.
 */
export class ReplaceQuestion {
  private readonly host: ReactiveElement;
  private readonly options: ReplaceQuestionOptions;
  private asking: OpenQuestion | null = null;

  constructor(host: ReactiveElement, options: ReplaceQuestionOptions) {
    this.host = host;
    this.options = options;
  }

  /** The request waiting for an answer, if any. */
  get open(): ReplaceRequest | null {
    return this.asking;
  }

  /** Does what `request` asks at once when there is no game in progress; else asks first. A newer request takes the
   * place of a question still open. */
  request(request: ReplaceRequest): void {
    this.close();
    if (this.options.inProgress()) this.ask(request);
    else {
      request.settle?.();
      void request.replace();
    }
  }

  /** Shows the question without checking (the caller knows a game is in progress), with the focus on the bar. */
  ask(request: ReplaceRequest): void {
    this.close();
    this.asking = { ...request, from: deepActiveElement(this.host.shadowRoot) };
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.host.shadowRoot?.querySelector('sudoku-replace-bar')?.focus());
  }

  /** "Keep playing": nothing is replaced. */
  keep(): void {
    const question = this.close();
    if (question) void this.host.updateComplete.then(() => this.refocus(question.from));
  }

  /** "Replace it": the request is carried out. */
  async confirm(): Promise<void> {
    const question = this.close();
    if (!question) return;
    const done = question.replace();
    await this.host.updateComplete;
    this.refocus(question.from);
    await done;
  }

  /** The question and the backdrop that dims the rest of the popup (which the host makes inert while `open`). */
  render(): TemplateResult | typeof nothing {
    if (!this.asking) return nothing;
    return html`<div class="backdrop"></div>
      <sudoku-replace-bar
        .question=${this.asking.question}
        .words=${this.options.words}
        @replace-keep=${() => this.keep()}
        @replace-confirm=${() => this.confirm()}
      ></sudoku-replace-bar>`;
  }

  private close(): OpenQuestion | null {
    const question = this.asking;
    if (!question) return null;
    this.asking = null;
    this.host.requestUpdate();
    question.settle?.();
    return question;
  }

  private refocus(from: HTMLElement | null): void {
    if (from?.isConnected && from.checkVisibility()) from.focus();
    else this.options.focusHome();
  }
}

/** The focused element, inside shadow roots too (a button in the paste panel). */
function deepActiveElement(root: ShadowRoot | null): HTMLElement | null {
  let active = root?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
