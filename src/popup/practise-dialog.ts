import { html, nothing, unsafeCSS, type ReactiveElement, type TemplateResult } from 'lit';
import { engineClient } from '../components/engine-client/client.ts';
import {
  TECHNIQUE_LIST_STYLE,
  pickedTechnique,
  techniqueList,
  techniqueListTemplate,
  type TrainerTechnique,
} from '../components/common/technique-list.ts';
import type { PopupLanguage } from './i18n/popup-language.ts';
import { offerWords } from '../words/en/board-offer.ts';

/** The list's look in the popup (the same as on the board). */
export const techniqueListStyles = unsafeCSS(TECHNIQUE_LIST_STYLE);

export interface PractiseDialogOptions {
  /** A technique was picked: make a puzzle for it (the host asks first if a game is in progress). */
  picked(technique: TrainerTechnique): void;
  /** The list could not be had from the engine: the host says why. */
  failed(error: unknown): void;
  /** The popup's language: the board's words in it name the levels and techniques. */
  language: PopupLanguage;
}

/**
 * The popup's "Practise a technique": the board's trainer list (trainer.ts: the techniques the engine offers, by
 * level, each with its help link) in a modal dialog of the popup's own, in the popup's language. Render it with
 * `render()`; `open()` asks the engine worker for the list the first time.
 */
export class PractiseDialog {
  private list: readonly TrainerTechnique[] | null = null;
  private shown = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly options: PractiseDialogOptions,
  ) {}

  async open(): Promise<void> {
    try {
      this.list ??= await techniqueList(engineClient());
    } catch (error) {
      this.options.failed(error);
      return;
    }
    this.shown = true;
    this.host.requestUpdate();
    await this.host.updateComplete;
    // The popup may have closed while the worker answered: a dialog out of the document cannot be shown.
    const dialog = this.host.shadowRoot?.querySelector<HTMLDialogElement>('dialog.practise');
    if (dialog?.isConnected && !dialog.open) dialog.showModal();
  }

  render(): TemplateResult | typeof nothing {
    const list = this.list;
    if (!this.shown || !list) return nothing;
    const closed = (event: Event): void => {
      this.shown = false;
      this.host.requestUpdate();
      const picked = pickedTechnique(list, event.target);
      if (picked) this.options.picked(picked);
    };
    const { board, trainer } = this.options.language;
    return html`<dialog class="practise" aria-labelledby="practise-title" @close=${closed}>
      <form method="dialog">
        <h2 id="practise-title">${offerWords(board).practise}</h2>
        <p>${trainer.intro}</p>
        ${techniqueListTemplate(html, list, board)}
        <button value="">${trainer.close}</button>
      </form>
    </dialog>`;
  }
}
