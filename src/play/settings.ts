/**
 * The player's settings: each is also a property and attribute of the element (the page's default), and those the
 * player changes in the Settings panel are saved with the game under `persist` and win over the page's on the next
 * load. This module names them; persistence.ts checks a saved one, and the panel is settings-panel.ts.
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

const SETTING_KEYS: readonly string[] = [
  'checkAsYouGo',
  'mistakeLimit',
  'noPeerHighlight',
  'noDigitHighlight',
  'hideTimer',
  'inputMode',
  'autoCandidates',
  'colorPalette',
] satisfies SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => SETTING_KEYS.includes(key);
