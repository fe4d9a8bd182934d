/**
 * The list of techniques a player can practise, each with its help link: the board's trainer dialog
 * (sudoku-board/trainer.ts) and the popup's practise dialog show the same list. The list comes from the engine worker
 * (`EngineClient.techniques()`), so the grader stays out of the page.
 */
// Lit's `html` comes from the host: imported here, Lit would go to a chunk of its own (see settings-panel.ts).
import type { html as litHtml, TemplateResult } from 'lit';
import type { EngineClient } from '../engine-client/client.ts';
import type { TrainerTechnique } from '../../engine/generate/index.ts';
import { LEVELS } from '../../engine/levels.ts';
import { enTrainer } from '../../words/en/board-trainer.ts';
import type { Strings } from '../../words/board-types.ts';

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
export const nameOf = (s: Strings, t: TrainerTechnique): string => s.steps?.names[t.id] ?? t.name;

/** A help link: opened in a new tab, so the game stays where it is. */
export const helpLink = (html: typeof litHtml, s: Strings, t: TrainerTechnique): TemplateResult => {
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
