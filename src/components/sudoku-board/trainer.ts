/**
 * The technique trainer ("Practise a technique"): the list of techniques a player can practise, each with its help
 * link, as a modal dialog in the board's shadow root (the popup shows the same list in its own), and the note that
 * goes with a hint of the technique a game practises. Loaded the first time either is needed, with its English words;
 * the list itself comes from the engine worker (`EngineClient.techniques()`), so the grader stays out of the page.
 */
// Lit's `html` comes from the host: imported here, Lit would go to a chunk of its own (see settings-panel.ts).
import { css, unsafeCSS, type CSSResult, type html as litHtml, type TemplateResult } from 'lit';
import type { EngineClient } from '../../engine/client.ts';
import type { TrainerTechnique } from '../../engine/generate/trainer-catalogue.ts';
import { LEVELS, type Level } from '../../engine/levels.ts';
import { enTrainer } from './i18n/en-trainer.ts';
import type { Strings } from './i18n/strings.ts';

export type { TrainerTechnique };

let asked: Promise<TrainerTechnique[]> | null = null;

/** The techniques to offer, asked of the worker once a page (a failure is asked again next time). */
export function techniqueList(client: EngineClient): Promise<TrainerTechnique[]> {
  asked ??= client.techniques().catch((error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}

/** A technique's name in the board's language (the catalogue's English one where the language has none). */
const nameOf = (s: Strings, t: TrainerTechnique): string => s.techniques?.[t.id] ?? t.name;

/** A help link: opened in a new tab, so the game stays where it is. */
const helpLink = (html: typeof litHtml, s: Strings, t: TrainerTechnique): TemplateResult => {
  const words = s.trainer ?? enTrainer;
  return html`<a href=${t.help} target="_blank" rel="noopener" aria-label=${words.howNamed(nameOf(s, t))}
    >${words.howItWorks}</a
  >`;
};

/**
 * Every technique of `list` under its level's heading, each a button that picks it and its help link. The buttons
 * submit: in a `<form method="dialog">` the one pressed closes the dialog with its id as the `returnValue`.
 */
export function techniqueListTemplate(
  html: typeof litHtml,
  list: readonly TrainerTechnique[],
  s: Strings,
): TemplateResult {
  const levels = LEVELS.filter((level) => list.some((t) => t.level === level));
  return html`<div class="techniques">
    ${levels.map(
      (level) =>
        html`<h3>${s.levels[level][0].toUpperCase() + s.levels[level].slice(1)}</h3>
          <ul>
            ${list
              .filter((t) => t.level === level)
              .map(
                (t) =>
                  html`<li>
                    <button value=${t.id}>${nameOf(s, t)}</button>
                    ${helpLink(html, s, t)}
                  </li>`,
              )}
          </ul>`,
    )}
  </div>`;
}

/** The list's look, for the board's dialog and the popup's. */
export const TECHNIQUE_LIST_STYLE = `
  .techniques { overflow-y: auto; }
  .techniques h3 { margin: 0.75rem 0 0.25rem; font-size: 1rem; }
  .techniques ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
  .techniques li { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; }
  .techniques li button { flex: 1; text-align: start; padding-inline: 0.6rem; }
  .techniques a { color: inherit; font-size: 0.85rem; white-space: nowrap; }
`;

/** The technique a closed dialog's `returnValue` names, or null (closed with Esc or Close). */
export const pickedTechnique = (
  list: readonly TrainerTechnique[],
  dialog: EventTarget | null,
): TrainerTechnique | null => list.find((t) => t.id === (dialog as HTMLDialogElement | null)?.returnValue) ?? null;

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

  constructor(
    private readonly host: TrainerHost,
    readonly list: readonly TrainerTechnique[],
  ) {
    host.addStyles(trainerStyles);
  }

  /** Opens the dialog, a modal one: Esc or Close closes it, and so does picking a technique. */
  async open(): Promise<void> {
    this.shown = true;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.trainer')?.showModal();
  }

  /**
   * What the board shows of the trainer: the note after the message (when `practised`, the id of the technique the
   * hint on show is a step of, else false or undefined), and the dialog while it is open.
   */
  render(
    html: typeof litHtml,
    s: Strings,
    practised: string | false | undefined,
  ): [note: TemplateResult | undefined, dialog: TemplateResult | undefined] {
    return [
      practised ? practiceNote(html, this.list, practised, s) : undefined,
      this.shown ? this.dialog(html, s) : undefined,
    ];
  }

  private dialog(html: typeof litHtml, s: Strings): TemplateResult {
    const words = s.trainer ?? enTrainer;
    const closed = (event: Event): void => {
      this.shown = false;
      this.host.requestUpdate();
      this.host.focus();
      const picked = pickedTechnique(this.list, event.target);
      // The technique decides the level; the difficulty only words the progress ("Making a hard puzzle…").
      if (picked) this.host.generate({ technique: picked.id, difficulty: picked.level }).catch(() => undefined);
    };
    return html`<dialog class="trainer" aria-labelledby="trainer-title" @close=${closed}>
      <form method="dialog">
        <h2 id="trainer-title">${s.practise}</h2>
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

/**
 * After a hint whose step is the technique the game practises: says so, with the technique's help link (none when
 * the list does not know it: a game saved by a build whose trainer offered it).
 */
function practiceNote(html: typeof litHtml, list: readonly TrainerTechnique[], id: string, s: Strings): TemplateResult {
  const technique = list.find((t) => t.id === id);
  const name = technique ? nameOf(s, technique) : id;
  // The space before it as an expression: the build's minifier trims a template's leading whitespace.
  return html`${' '}<span class="practice"
      >${(s.trainer ?? enTrainer).practising(name)} ${technique ? helpLink(html, s, technique) : ''}</span
    >`;
}
