import { LitElement, css, html, nothing, svg, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LevelStatistics, Statistics } from '../play/statistics/bookkeeping.ts';
import { formatTime } from '../play/format-time.ts';
import { LEVELS, type Level } from '../engine/levels.ts';
import type { VariantName } from '../engine/variant/index.ts';
import { buttonStyles } from './button.styles.ts';
import { panelStyles } from './panel.styles.ts';
import { sparklinePoints } from './sparkline.ts';
import { levelLabel, popupLanguage, type PopupLanguage } from './i18n/popup-language.ts';
import type { PopupWords } from '../words/en/popup.ts';
import { offerWords } from '../words/en/board-offer.ts';

const SPARK_WIDTH = 60;
const SPARK_HEIGHT = 16;

/**
 * The player's statistics in the popup, over it like the paste panel: a row per level (games played, solved,
 * solved without help, best and average time, the daily streak now and at its longest) and a sparkline of the
 * latest solved times. The popup hands it the board's `statistics()`; Close or Escape closes it. Once a variant game
 * has been counted, a select above the table shows classic games or one variant's (counted apart by the board).
 *
 * @fires stats-close - The user closed the panel.
 */
@customElement('sudoku-stats-panel')
export class SudokuStatsPanel extends LitElement {
  static override styles = [
    buttonStyles,
    panelStyles,
    css`
      table {
        border-collapse: collapse;
        font-size: 0.85rem;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        padding: 0.3rem 0.25rem;
        text-align: end;
        border-block-end: 1px solid color-mix(in srgb, GrayText 45%, transparent);
      }
      th[scope='row'],
      thead th:first-child {
        text-align: start;
      }
      thead th {
        font-weight: 600;
        font-size: 0.75rem;
        vertical-align: bottom;
      }
      polyline {
        fill: none;
        stroke: var(--popup-accent, #2563eb);
        stroke-width: 1.5;
        stroke-linejoin: round;
      }
      label {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        font-size: 0.85rem;
      }
      .note {
        margin: 0;
        font-size: 0.8rem;
      }
      .buttons {
        margin-block-start: auto;
        display: flex;
        justify-content: flex-end;
      }
    `,
  ];

  /** The popup's language: its words, and the board's for the levels and the columns. */
  @property({ attribute: false }) language: PopupLanguage = popupLanguage('en');

  /** What the board's `statistics()` gave; null while it is read. */
  @property({ attribute: false }) statistics: Statistics | null = null;

  /** Whose statistics the table shows: '' classic games, else a variant's name as the board counts it (`killer 6×6`). */
  @property({ attribute: false }) shown = '';

  override focus(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button')?.focus();
  }

  private close(): void {
    this.dispatchEvent(new CustomEvent('stats-close', { bubbles: true, composed: true }));
  }

  override render(): TemplateResult {
    const variants = Object.keys(this.statistics?.variants ?? {}).sort();
    const shown = variants.includes(this.shown) ? this.shown : '';
    const levels = shown ? this.statistics?.variants?.[shown] : this.statistics?.levels;
    const { words, statistics: s, board } = this.language;
    return html`
      <h2 id="stats-title">${words.statistics}</h2>
      ${
        variants.length
          ? html`<label
              >${words.statisticsOf}
              <select @change=${(e: Event) => (this.shown = (e.target as HTMLSelectElement).value)}>
                <option value="" ?selected=${shown === ''}>${words.variantNames.classic}</option>
                ${variants.map(
                  (name) => html`<option value=${name} ?selected=${shown === name}>${this.variantLabel(name)}</option>`,
                )}
              </select></label
            >`
          : nothing
      }
      <table aria-labelledby="stats-title">
        <thead>
          <tr>
            <th scope="col">${offerWords(board).level}</th>
            <th scope="col">${s.played}</th>
            <th scope="col">${s.solved}</th>
            <th scope="col">${s.withoutHelp}</th>
            <th scope="col">${s.best}</th>
            <th scope="col">${s.average}</th>
            <th scope="col">${s.streak}</th>
            <th scope="col">${s.longest}</th>
            <th scope="col">${words.recent}</th>
          </tr>
        </thead>
        <tbody>
          ${levels ? LEVELS.map((level) => this.renderRow(level, levels[level])) : nothing}
        </tbody>
      </table>
      <p class="note">${words.statisticsNote}</p>
      <div class="buttons">
        <button type="button" @click=${this.close}>${words.close}</button>
      </div>
    `;
  }

  /** A variant's name as the board counts it (`killer+x`, `jigsaw 6×6`) in the popup's words: "Killer + X-Sudoku". */
  private variantLabel(name: string): string {
    const [rules, size] = name.split(' ');
    const names = this.language.words.variantNames;
    const isName = (part: string): part is VariantName => Object.hasOwn(names, part);
    const words = rules.split('+').map((part) => (isName(part) ? names[part] : part));
    return size ? `${words.join(' + ')} ${size}` : words.join(' + ');
  }

  private renderRow(level: Level, stats: LevelStatistics): TemplateResult {
    const time = (ms: number | null): string => (ms === null ? '–' : formatTime(ms));
    return html`<tr>
      <th scope="row">${levelLabel(this.language, level)}</th>
      <td>${stats.played}</td>
      <td>${stats.solved}</td>
      <td>${stats.solvedWithoutHelp}</td>
      <td>${time(stats.bestMs)}</td>
      <td>${time(stats.averageMs)}</td>
      <td>${stats.currentStreak}</td>
      <td>${stats.longestStreak}</td>
      <td>${sparkline(stats.recentMs, this.language.words)}</td>
    </tr>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    this.removeEventListener('keydown', this.onKeyDown);
    super.disconnectedCallback();
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    this.close();
  };
}

/** The latest solved times as a line (faster is higher), named by its times for screen readers; none for one. */
function sparkline(times: number[], words: PopupWords): TemplateResult | typeof nothing {
  const points = sparklinePoints(times, SPARK_WIDTH, SPARK_HEIGHT);
  if (!points) return nothing;
  return html`<svg
    width=${SPARK_WIDTH}
    height=${SPARK_HEIGHT}
    viewBox="0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}"
    role="img"
    aria-label=${words.latestTimes(times.map(formatTime).join(', '))}
  >
    ${svg`<polyline points=${points}></polyline>`}
  </svg>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-stats-panel': SudokuStatsPanel;
  }
}
