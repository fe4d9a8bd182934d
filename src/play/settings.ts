/**
 * The player's settings, one row each: the key (the element's property, its attribute in kebab case, and the
 * panel's word for it: a key of the panel's words), the default (whose type is the setting's type), what a value
 * must be beyond its type (`max` for a number, from 0; `choices` for a string), and so the Settings panel's control:
 * a checkbox for a boolean (on when the setting is, or when it is not for a setting that hides something, `shown`),
 * a choice of limits for a number (off, 3, and the one set), a choice of the `choices` for a string (each named by
 * its own word).
 * Those the player changes in the panel are saved with the game under `persist` and win over the page's on the next
 * load. The element's properties, the `Settings` type, the check of a page's or a saved record's value
 * (`validSetting`) and the panel (settings-panel.ts) are read off this table; the element's JSDoc documents each, and
 * test/unit/settings-table.test.ts holds the two together.
 *
 * Adding a setting: a row here, its property (with its JSDoc) on the element, its word in each language's panel words.
 */

/** The input modes: select a cell, then a digit; or pick a digit, then tap cells. */
export const INPUT_MODES = ['cell-first', 'digit-first'] as const;
export type InputMode = (typeof INPUT_MODES)[number];

/** How hints name cells: in words ("row 3, column 6") or in the r3c6 notation experts read. */
export const CELL_NAMES = ['words', 'rc'] as const;
export type CellNames = (typeof CELL_NAMES)[number];

interface SettingRow {
  default: boolean | number | string;
  /** A number's largest value (the smallest is 0, and it is whole). */
  max?: number;
  /** A string's values. */
  choices?: readonly string[];
  /** A boolean whose checkbox is on when it is off: the setting hides something ("Show the timer" for hideTimer). */
  shown?: true;
}

/** Every setting, in the panel's order. */
export const SETTINGS = {
  checkAsYouGo: { default: false },
  // A larger limit is no limit anyone plays to.
  mistakeLimit: { default: 0, max: 99 },
  noPeerHighlight: { default: false, shown: true },
  noDigitHighlight: { default: false, shown: true },
  hideTimer: { default: false, shown: true },
  inputMode: { default: 'cell-first' as InputMode, choices: INPUT_MODES },
  autoCandidates: { default: false },
  colorPalette: { default: false },
  cellNames: { default: 'words' as CellNames, choices: CELL_NAMES },
} satisfies Record<string, SettingRow>;

export type SettingKey = keyof typeof SETTINGS;

type Widen<T> = T extends boolean ? boolean : T extends number ? number : T;

/** A value of each setting. */
export type Settings = { [K in SettingKey]: Widen<(typeof SETTINGS)[K]['default']> };

/** The settings' keys, in the panel's order. */
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => SETTING_KEYS.includes(key as SettingKey);

/** `value` is one the setting `key` can hold: of its type, and within its `max` or `choices`. */
export function validSetting(key: SettingKey, value: unknown): boolean {
  const row: SettingRow = SETTINGS[key];
  if (typeof value !== typeof row.default) return false;
  if (row.choices) return row.choices.includes(value as string);
  return typeof value !== 'number' || (Number.isInteger(value) && value >= 0 && value <= row.max!);
}

/**
 * The element's reactive property declarations of the settings: each reflected to its attribute, a boolean one
 * present or absent, a number one parsed (Lit's `type`), a string one as it is.
 */
export const settingProperties = (): Record<SettingKey, object> =>
  Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const value = SETTINGS[key].default;
      const type = typeof value === 'boolean' ? Boolean : typeof value === 'number' ? Number : String;
      return [key, { attribute: attributeOf(key), reflect: true, type }];
    }),
  ) as Record<SettingKey, object>;

/** A setting's attribute: its key in kebab case (noPeerHighlight: no-peer-highlight). */
export const attributeOf = (key: SettingKey): string => key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
