/**
 * The player's settings: each is also a property and attribute of the element (the page's default), and those the
 * player changes in the Settings panel are saved with the game under `persist` and win over the page's on the next
 * load. This module says what a setting may hold, so a saved one can be checked; the panel is settings-panel.ts.
 */

export interface Settings {
  checkAsYouGo: boolean;
  /** Mistakes that end the game; 0: no limit. */
  mistakeLimit: number;
  noPeerHighlight: boolean;
  noDigitHighlight: boolean;
  hideTimer: boolean;
  inputMode: 'cell-first' | 'digit-first';
  autoCandidates: boolean;
  colorPalette: boolean;
}

export type SettingKey = keyof Settings;

/** Largest mistake limit a page or a save may set (a larger one is no limit anyone plays to). */
export const MAX_MISTAKE_LIMIT = 99;

const isBoolean = (v: unknown): boolean => typeof v === 'boolean';

/** What each setting may hold. */
const VALID: Record<SettingKey, (v: unknown) => boolean> = {
  checkAsYouGo: isBoolean,
  mistakeLimit: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_MISTAKE_LIMIT,
  noPeerHighlight: isBoolean,
  noDigitHighlight: isBoolean,
  hideTimer: isBoolean,
  inputMode: (v) => v === 'cell-first' || v === 'digit-first',
  autoCandidates: isBoolean,
  colorPalette: isBoolean,
};

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(VALID, key);

/**
 * The settings of a saved record that can be used. A setting with a value it can't hold is left out and named in
 * `dropped`; one this build does not know (a newer build's) is passed over in silence.
 */
export function readSettings(raw: unknown, dropped: string[]): Partial<Settings> | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    dropped.push('the settings');
    return undefined;
  }
  const settings: Partial<Record<SettingKey, unknown>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isSettingKey(key)) continue;
    if (VALID[key](value)) settings[key] = value;
    else dropped.push(`the setting ${key}`);
  }
  return settings as Partial<Settings>;
}
