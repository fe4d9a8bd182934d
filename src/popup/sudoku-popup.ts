import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { format } from '../engine/format.ts';
import { generate } from '../engine/generate.ts';

/**
 * The extension popup. For now a shell: the product name and a freshly generated puzzle as an 81-character line,
 * which proves the engine runs inside the extension page.
 */
@customElement('sudoku-popup')
export class SudokuPopup extends LitElement {
  static override styles = css`
    :host {
      display: block;
      min-width: 22rem;
      padding: 1rem;
      font:
        14px/1.4 system-ui,
        sans-serif;
      color-scheme: light dark;
    }
    h1 {
      margin: 0 0 0.5rem;
      font-size: 1.25rem;
    }
    output {
      display: block;
      font-family: ui-monospace, monospace;
      word-break: break-all;
      margin-bottom: 0.75rem;
    }
  `;

  @state() private line = '';

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.line) this.newPuzzle();
  }

  private newPuzzle(): void {
    this.line = format(generate().puzzle, 'line');
  }

  override render() {
    return html`
      <h1>Sudoku</h1>
      <output aria-label="Puzzle, 81 characters, dot for blank">${this.line}</output>
      <button type="button" @click=${this.newPuzzle}>New puzzle</button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-popup': SudokuPopup;
  }
}
