/** The paste panel's look (paste-panel.ts): the popup's buttons and panels, the text box, the picture's grid. */
import { css } from 'lit';
import { buttonStyles } from './button.styles.ts';
import { panelStyles } from './panel.styles.ts';

export const pastePanelStyles = [
  buttonStyles,
  panelStyles,
  css`
    label {
      font-size: 0.9rem;
    }
    textarea {
      flex: 1;
      min-block-size: 8rem;
      resize: none;
      font:
        0.9rem/1.35 ui-monospace,
        'Cascadia Mono',
        Menlo,
        monospace;
      padding: 0.4rem;
      border: 1px solid GrayText;
      border-radius: 4px;
      background: Field;
      color: FieldText;
    }
    textarea[aria-invalid='true'] {
      border-color: var(--popup-error, #b91c1c);
    }
    .note {
      margin: 0;
      font-size: 0.85rem;
      min-block-size: 2.3em;
    }
    .error {
      color: var(--popup-error, #b91c1c);
    }
    .buttons {
      display: flex;
      gap: 0.5rem;
    }
    .buttons button {
      flex: 1;
    }
    button:disabled {
      opacity: 0.6;
      cursor: default;
    }
    textarea:focus-visible {
      outline: 2px solid var(--popup-accent, #2563eb);
      outline-offset: 1px;
    }
    .scan {
      display: grid;
      grid-template-columns: repeat(9, 1fr);
      align-self: center;
      inline-size: min(100%, 18rem);
      border: 2px solid CanvasText;
    }
    .scan input {
      box-sizing: border-box;
      inline-size: 100%;
      aspect-ratio: 1;
      padding: 0;
      border: none;
      border-inline-end: 1px solid GrayText;
      border-block-end: 1px solid GrayText;
      background: Field;
      color: FieldText;
      font:
        600 1rem/1 system-ui,
        sans-serif;
      text-align: center;
      caret-color: transparent;
    }
    .scan input.c3,
    .scan input.c6 {
      border-inline-end: 2px solid CanvasText;
    }
    .scan input.r3,
    .scan input.r6 {
      border-block-end: 2px solid CanvasText;
    }
    .scan input.uncertain {
      background: var(--popup-doubt, #fef3c7);
      outline: 2px dashed var(--popup-doubt-line, #b45309);
      outline-offset: -3px;
    }
    .scan input:focus-visible {
      outline: 3px solid var(--popup-accent, #2563eb);
      outline-offset: -3px;
    }
    button.link {
      align-self: center;
      border: none;
      background: none;
      text-decoration: underline;
      font-size: 0.85rem;
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --popup-error: #fca5a5;
        --popup-doubt: #78350f;
        --popup-doubt-line: #fbbf24;
      }
    }
  `,
];
