import { css } from 'lit';

/** `.sr-only`: text for screen readers only (live regions, keypad counts), kept in the accessibility tree but unseen. */
export const srOnlyStyles = css`
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
