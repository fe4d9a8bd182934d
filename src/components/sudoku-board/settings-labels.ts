/** The words of the Settings panel (settings-panel.ts), loaded with it. */
export const panelText = {
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
  autoCandidates: 'Auto-candidates',
  done: 'Done',
} as const;
