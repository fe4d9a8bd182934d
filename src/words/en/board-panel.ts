/**
 * The Settings panel's words in English: loaded with the panel (settings-panel.ts), not with the element, since most
 * players never open it. Other languages carry theirs in their catalogue (`panel`).
 */
import type { PanelStrings } from '../board-types.ts';

export const enPanel: PanelStrings = {
  title: 'Settings',
  checkAsYouGo: 'Check as you go',
  mistakeLimit: 'Mistake limit',
  off: 'Off',
  noPeerHighlight: 'Highlight row, column and box',
  noDigitHighlight: 'Highlight the same digit',
  hideTimer: 'Show the timer',
  inputMode: 'Input',
  'cell-first': 'Cell, then digit',
  'digit-first': 'Digit, then cells',
  cellNames: 'Cell names in hints',
  words: 'Row 3, column 6',
  rc: 'r3c6 (notation)',
  autoCandidates: 'Auto-candidates',
  colorPalette: 'Colour palette',
  done: 'Done',
};
