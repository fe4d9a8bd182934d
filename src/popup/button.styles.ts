import { css } from 'lit';

/** The popup's own buttons (paste panel, replace bar): system colours, the accent for the main action. */
export const buttonStyles = css`
  button {
    font: inherit;
    min-block-size: 2.25rem;
    padding: 0.25rem 0.75rem;
    border: 1px solid GrayText;
    border-radius: 4px;
    background: ButtonFace;
    color: ButtonText;
    cursor: pointer;
  }
  button.primary {
    background: var(--popup-accent, #2563eb);
    border-color: var(--popup-accent, #2563eb);
    color: var(--popup-accent-fg, #fff);
  }
  button:focus-visible {
    outline: 2px solid var(--popup-accent, #2563eb);
    outline-offset: 1px;
  }
`;
