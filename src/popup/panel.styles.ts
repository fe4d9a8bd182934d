import { css } from 'lit';

/** A panel over the popup (paste, statistics): a column on the popup's own background, hidden with `hidden`. */
export const panelStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    box-sizing: border-box;
    padding: 0.75rem;
    background: Canvas;
    color: CanvasText;
  }
  :host([hidden]) {
    display: none;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;
