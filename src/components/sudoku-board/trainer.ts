/**
 * The technique trainer ("Practise a technique"): the list of techniques a player can practise
 * (common/technique-list.ts, which the popup shows too) as a modal dialog in the board's shadow root, and the note
 * that goes with a hint of the technique a game practises. Loaded the first time either is needed, with its English
 * words.
 */
// Lit's `html` comes from the host: imported here, Lit would go to a chunk of its own (see settings-panel.ts).
import { css, unsafeCSS, type CSSResult, type html as litHtml, type TemplateResult } from 'lit';
import type { EngineClient } from '../engine-client/client.ts';
import type { Level } from '../../engine/levels.ts';
import {
  helpLink,
  nameOf,
  pickedTechnique,
  TECHNIQUE_LIST_STYLE,
  techniqueList,
  techniqueListTemplate,
  type TrainerTechnique,
} from '../common/technique-list.ts';
import { enTrainer } from '../../words/en/board-trainer.ts';
import { offerWords } from '../../words/en/board-offer.ts';
import type { Strings } from '../../words/board-types.ts';
import type { Busy } from './generation.ts';

export type { TrainerTechnique };

/** What the trainer needs of its board: all of it public (the element's own API and Lit's). */
export interface TrainerHost {
  addStyles(styles: CSSResult): void;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
  focus(): void;
  generate(options: { technique: string; difficulty: Level }): Promise<unknown>;
}

/** The trainer dialog's look, adopted into the board with the trainer (a strict CSP refuses a `<style>`). */
const trainerStyles = css`
  .trainer {
    color: inherit;
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-box-line-color, var(--_box-line));
    border-radius: var(--sudoku-radius, 4px);
    padding: 1rem;
    inline-size: min(24rem, 90vw);
    max-block-size: 85vh;
  }
  .trainer form {
    display: grid;
    gap: 0.5rem;
  }
  .trainer h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  .trainer p {
    margin: 0;
  }
  .trainer .techniques {
    max-block-size: 55vh;
  }
  ${unsafeCSS(TECHNIQUE_LIST_STYLE)}
`;

/** The board's trainer: its dialog (open or not) and the note on hints of the practised technique. */
export class Trainer {
  private shown = false;
  /** Ends the wait of open() when the dialog closes. */
  private whenClosed?: () => void;

  constructor(
    private readonly host: TrainerHost,
    readonly list: readonly TrainerTechnique[],
  ) {
    host.addStyles(trainerStyles);
  }

  /**
   * Opens the dialog, a modal one: Esc or Close closes it, and so does picking a technique. Resolves once it has
   * closed (the board's clock stops meanwhile, as for Settings).
   */
  async open(): Promise<void> {
    this.shown = true;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.trainer')?.showModal();
    return new Promise((resolve) => (this.whenClosed = resolve));
  }

  /**
   * What the board shows of the trainer: the note after the message (when `practised`, the id of the technique the
   * hint on show is a step of, else false or undefined), the dialog while it is open, and while a practice puzzle
   * is made (`busy` with a technique), the progress naming the technique rather than the level.
   */
  render(
    html: typeof litHtml,
    s: Strings,
    practised: string | false | undefined,
    busy?: Busy | null,
  ): [note: TemplateResult | undefined, dialog: TemplateResult | undefined, making: string | undefined] {
    return [
      practised ? practiceNote(html, this.list, practised, s) : undefined,
      this.shown ? this.dialog(html, s) : undefined,
      busy ? this.making(s, busy) : undefined,
    ];
  }

  /** A practice puzzle's progress, naming its technique (over the grid, and said); undefined for another puzzle. */
  making(s: Strings, busy: Busy): string | undefined {
    const { technique } = busy;
    return technique && (s.trainer ?? enTrainer).making(techniqueName(this.list, technique, s), busy.attempts);
  }

  private dialog(html: typeof litHtml, s: Strings): TemplateResult {
    const words = s.trainer ?? enTrainer;
    const closed = (event: Event): void => {
      this.shown = false;
      this.whenClosed?.();
      this.host.requestUpdate();
      this.host.focus();
      const picked = pickedTechnique(this.list, event.target);
      // The technique decides the level; the difficulty only words the progress ("Making a hard puzzle…").
      if (picked) this.host.generate({ technique: picked.id, difficulty: picked.level }).catch(() => undefined);
    };
    return html`<dialog class="trainer" aria-labelledby="trainer-title" @close=${closed}>
      <form method="dialog">
        <h2 id="trainer-title">${offerWords(s).practise}</h2>
        <p>${words.intro}</p>
        ${techniqueListTemplate(html, this.list, s)}
        <button value="">${words.close}</button>
      </form>
    </dialog>`;
  }
}

/** The trainer for `host`, once the worker has said which techniques to offer. */
export async function loadTrainer(host: TrainerHost, client: EngineClient): Promise<Trainer> {
  return new Trainer(host, await techniqueList(client));
}

/** A technique's name in the board's language (its id when the list does not know it). */
function techniqueName(list: readonly TrainerTechnique[], id: string, s: Strings): string {
  const technique = list.find((t) => t.id === id);
  return technique ? nameOf(s, technique) : id;
}

/**
 * After a hint whose step is the technique the game practises: says so, with the technique's help link (none when
 * the list does not know it: a game saved by a build whose trainer offered it).
 */
function practiceNote(html: typeof litHtml, list: readonly TrainerTechnique[], id: string, s: Strings): TemplateResult {
  const technique = list.find((t) => t.id === id);
  const name = techniqueName(list, id, s);
  // The space before it as an expression: the build's minifier trims a template's leading whitespace.
  return html`${' '}<span class="practice"
      >${(s.trainer ?? enTrainer).practising(name)} ${technique ? helpLink(html, s, technique) : ''}</span
    >`;
}
