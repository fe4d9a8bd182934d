/**
 * The Settings panel: a modal dialog in the board's shadow root (Esc or Done closes it), loaded the first time it
 * opens so the board's own bundle stays small (its English words with it). Each control changes one setting at once (settings.ts).
 */
// Lit's `html` comes from the board: imported here, Lit would go to a chunk of its own, loaded with the board anyway
// but compressed apart from it (0.5 KB more gzipped, measured).
import { css, type CSSResult, type html as litHtml, type TemplateResult } from 'lit';
import { enPanel } from './i18n/en-panel.ts';
import type { PanelStrings } from './i18n/strings.ts';
import type { SettingKey, Settings } from '../../play/settings.ts';

export interface PanelActions {
  change: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  /** The dialog closed (Esc, Done). */
  closed: () => void;
}

/** A checkbox for a yes/no setting; `inverted`: it shows the opposite of the setting (on = not hidden). */
function toggle(
  html: typeof litHtml,
  settings: Settings,
  words: PanelStrings,
  on: PanelActions,
  key: SettingKey & keyof PanelStrings,
  inverted = false,
): TemplateResult {
  const change = (event: Event): void =>
    on.change(key, ((event.target as HTMLInputElement).checked !== inverted) as never);
  return html`<label class="option"
    ><input type="checkbox" .checked=${!!settings[key] !== inverted} @change=${change} /> ${words[key]}</label
  >`;
}

/** The panel's look, adopted into each board the first time it opens (a strict CSP refuses a `<style>`). */
const panelStyles = css`
  .settings {
    color: inherit;
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-box-line-color, var(--_box-line));
    border-radius: var(--sudoku-radius, 4px);
    padding: 1rem;
    min-inline-size: min(18rem, 90vw);
  }
  .settings h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  .settings form {
    display: grid;
    gap: 0.5rem;
  }
  .settings .option {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-block-size: 2.75rem;
  }
  .settings input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  .settings select {
    font: inherit;
    min-block-size: 2.5rem;
    margin-inline-start: auto;
  }
`;
const styled = new WeakSet<object>();

export function settingsTemplate(
  html: typeof litHtml,
  /** The board: its settings, and where the panel's styles go. */
  settings: Settings & { addStyles(styles: CSSResult): void },
  /** The board's language's words; English's are this module's (en-panel.ts). */
  language: PanelStrings | undefined,
  on: PanelActions,
): TemplateResult {
  if (!styled.has(settings)) {
    styled.add(settings);
    settings.addStyles(panelStyles);
  }
  const words = language ?? enPanel;
  const limits = [...new Set([0, 3, settings.mistakeLimit])];
  const pick = (key: SettingKey, read: (value: string) => Settings[SettingKey]) => (event: Event) =>
    on.change(key, read((event.target as HTMLSelectElement).value) as never);
  // `input` is composed: a page listening for the board's own input events must not hear the panel's.
  return html`<dialog
    class="settings"
    aria-labelledby="settings-title"
    @close=${on.closed}
    @input=${(e: Event) => e.stopPropagation()}
  >
    <form method="dialog">
      <h2 id="settings-title">${words.title}</h2>
      ${toggle(html, settings, words, on, 'checkAsYouGo')}
      <label class="option"
        >${words.mistakeLimit}
        <select @change=${pick('mistakeLimit', Number)}>
          ${limits.map((n) => html`<option value=${n} ?selected=${n === settings.mistakeLimit}>${n || words.off}</option>`)}
        </select></label
      >
      ${toggle(html, settings, words, on, 'noPeerHighlight', true)}
      ${toggle(html, settings, words, on, 'noDigitHighlight', true)}
      ${toggle(html, settings, words, on, 'hideTimer', true)}
      <label class="option"
        >${words.inputMode}
        <select @change=${pick('inputMode', (v) => v as Settings['inputMode'])}>
          ${(['cell-first', 'digit-first'] as const).map(
            (mode) => html`<option value=${mode} ?selected=${mode === settings.inputMode}>${words[mode]}</option>`,
          )}
        </select></label
      >
      ${toggle(html, settings, words, on, 'autoCandidates')} ${toggle(html, settings, words, on, 'colorPalette')}
      <button type="submit">${words.done}</button>
    </form>
  </dialog>`;
}
