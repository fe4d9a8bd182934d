/**
 * The Settings panel: a modal dialog in the board's shadow root (Esc or Done closes it), loaded the first time it
 * opens so the board's own bundle stays small (its English words with it). One control a setting, as the settings
 * table (src/play/settings.ts) says, in its order; each changes its setting at once.
 */
// Lit's `html` comes from the board: imported here, Lit would go to a chunk of its own, loaded with the board anyway
// but compressed apart from it (0.5 KB more gzipped, measured).
import { css, type CSSResult, type html as litHtml, type TemplateResult } from 'lit';
import { enPanel } from './i18n/en-panel.ts';
import type { PanelStrings } from './i18n/strings.ts';
import { SETTINGS, SETTING_KEYS, type SettingKey, type Settings } from '../../play/settings.ts';

export interface PanelActions {
  change: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  /** The dialog closed (Esc, Done). */
  closed: () => void;
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
  const change =
    <K extends SettingKey>(key: K, read: (control: HTMLInputElement) => Settings[K]) =>
    (event: Event) =>
      on.change(key, read(event.target as HTMLInputElement));
  /** Each setting's control, as its row in the table says (settings.ts). */
  const control = (key: SettingKey): TemplateResult => {
    const { shown, choices } = SETTINGS[key] as { shown?: true; choices?: readonly string[] };
    const value = settings[key];
    if (typeof value === 'boolean') {
      // `shown`: the box is on when the setting (which hides something) is off.
      const inverted = !!shown;
      const flip = (box: HTMLInputElement) => (box.checked !== inverted) as never;
      return html`<label class="option"
        ><input type="checkbox" .checked=${!!value !== inverted} @change=${change(key, flip)} /> ${words[key]}</label
      >`;
    }
    const options = choices ?? [...new Set([0, 3, settings.mistakeLimit])];
    const read = (select: HTMLInputElement) => (choices ? select.value : Number(select.value)) as never;
    const named = (option: string | number) =>
      typeof option === 'number' ? option || words.off : words[option as keyof PanelStrings];
    return html`<label class="option"
      >${words[key]}
      <select @change=${change(key, read)}>
        ${options.map((option) => html`<option value=${option} ?selected=${option === value}>${named(option)}</option>`)}
      </select></label
    >`;
  };
  // `input` is composed: a page listening for the board's own input events must not hear the panel's.
  return html`<dialog
    class="settings"
    aria-labelledby="settings-title"
    @close=${on.closed}
    @input=${(e: Event) => e.stopPropagation()}
  >
    <form method="dialog">
      <h2 id="settings-title">${words.title}</h2>
      ${SETTING_KEYS.map(control)}
      <button type="submit">${words.done}</button>
    </form>
  </dialog>`;
}
