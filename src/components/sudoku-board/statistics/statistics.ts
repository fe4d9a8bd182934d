/**
 * The board's statistics at work, loaded the first time they are needed (a game ends, `statistics()`, a finished
 * game's offer) so the element's own bundle stays small (their English words with them). Under `persist` they are
 * kept under `<persist>:statistics` in the board's storage, beside its game; without it, for the page's lifetime.
 * The stored statistics are read again before every change, so boards on one key (tabs, a popup) add to them
 * rather than write over each other. Statistics that can't be read are kept under `<persist>:statistics:unreadable`,
 * start again from zero, and the player is told. When they can't be kept aside either (the storage is full: a
 * record of megabytes), they are left where they are, never written over, and this page counts in memory.
 */
// Lit's `html` and the board's time format come from the board: imported here, they would go to chunks of their own
// loaded with the board (see settings-panel.ts).
import { css, type CSSResult, type html as litHtml, type TemplateResult } from 'lit';
import { isLevel, type Level } from '../../../engine/levels.ts';
import { enStatistics } from '../../../words/en/board-statistics.ts';
import type { Strings } from '../../../words/board-types.ts';
import type { GameStorage, SavedGame } from '../../../play/saved-record.ts';
import {
  readTally,
  recordGame,
  statisticsKey,
  summarise,
  type EndedGame,
  type Outcome,
  type Statistics,
  type Tally,
} from '../../../play/statistics/bookkeeping.ts';
import { localDate } from '../../../play/statistics/today.ts';

/** What the keeper needs of the board: its public `persist` and `storage`, and to be drawn again. */
export interface StatisticsBoard {
  addStyles(styles: CSSResult): void;
  persist?: string;
  storage?: GameStorage;
  requestUpdate(): void;
}

/** The finished game's table, adopted into the board with the statistics (a strict CSP refuses a `<style>`). */
const tableStyles = css`
  .statistics {
    flex-basis: 100%;
    overflow-x: auto;
  }
  .statistics table {
    margin-inline: auto;
    border-collapse: collapse;
    /* 14 px or more: the finished game's figures are read, not glanced at. */
    font-size: max(14px, 0.875rem);
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .statistics caption {
    font-weight: 600;
  }
  .statistics th {
    font-weight: normal;
    color: var(--sudoku-muted-color, var(--_muted));
    padding-inline: 0.1rem;
  }
  .statistics td {
    font-size: max(14px, 1rem);
  }
`;

export class StatisticsKeeper {
  /** The player's local date, `YYYY-MM-DD`: the daily puzzle's today. */
  readonly today = localDate;
  /** Without `persist`: the statistics as they would be stored, for the page's lifetime. */
  private memory: string | null = null;
  /** The statistics as last read or written, for the table in a finished game's offer. */
  latest: Statistics | null = null;
  /** The stored statistics could be neither read nor kept aside: they stay as they are, and `memory` is used. */
  private leftAlone = false;

  constructor(
    private readonly board: StatisticsBoard,
    /** The stored statistics could not be read and start again: the board says so, in these words. */
    private readonly reset: (words: (s: Strings) => string) => void,
  ) {
    board.addStyles(tableStyles);
    // Read at once: a finished game's offer shows them, and unreadable ones are reported when first needed.
    this.read();
  }

  /**
   * Counts the game of `record` as ended (`outcome`), if the player made a move in it that is still on the board
   * (not taken back): the solution revealed is none of theirs (see bookkeeping.ts for what counts).
   */
  ended(record: SavedGame, outcome: Outcome): void {
    const { moves, position, reveals = [], id, daily, helped, difficulty, elapsedMs } = record;
    const moved = moves.some((_, i) => i < position && !reveals.includes(i));
    // A variant's game has no level of its own yet (its difficulty is the one asked for): statistics per variant
    // come later, and it is not counted with the classic games of that level meanwhile.
    if (!moved || !id || !isLevel(difficulty) || record.variant) return;
    const ended: EndedGame = { id, daily, helped: !!helped, level: difficulty, outcome, timeMs: elapsedMs };
    this.write(recordGame(this.read(), ended, this.today()));
  }

  /** The statistics now, per level. */
  statistics(): Statistics {
    this.read();
    return this.latest!;
  }

  /** The stored statistics; unreadable ones are kept aside, replaced by empty ones, and reported. */
  private read(): Tally {
    const key = this.key();
    const text = key === null ? this.memory : this.load(key);
    const { tally, problem } = readTally(text);
    if (problem !== null) {
      // The only copy of what the player had must not be written over unless a copy of it was kept.
      if (key !== null && !this.put(`${key}:unreadable`, text!)) {
        this.leftAlone = true;
        this.memory = null;
      }
      this.write(tally);
      this.reset((s) => (s.statistics ?? enStatistics).reset);
    }
    this.show(tally);
    return tally;
  }

  private write(tally: Tally): void {
    const key = this.key();
    const text = JSON.stringify(tally);
    // A storage that refuses (full, disabled): the game's own save reports it; the statistics live on in memory.
    if (key === null || !this.put(key, text)) this.memory = text;
    this.show(tally);
  }

  private show(tally: Tally): void {
    this.latest = summarise(tally, this.today());
    this.board.requestUpdate();
  }

  private key(): string | null {
    return this.board.persist && !this.leftAlone ? statisticsKey(this.board.persist) : null;
  }

  // The board's storage (localStorage by default) may throw, merely touched, in a sandboxed frame.
  private load(key: string): string | null {
    try {
      return (this.board.storage ?? localStorage).getItem(key);
    } catch {
      return this.memory;
    }
  }

  private put(key: string, text: string): boolean {
    try {
      (this.board.storage ?? localStorage).setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The table of `level`'s statistics in a finished game's offer: one row of headings, one of values. Null until
   * the statistics have been read.
   */
  table(html: typeof litHtml, strings: Strings, level: Level, time: (ms: number) => string): TemplateResult | null {
    const stats = this.latest?.levels[level];
    if (!stats) return null;
    const words = strings.statistics ?? enStatistics;
    const clock = (ms: number | null): string => (ms === null ? '–' : time(ms));
    const columns: [string, string | number][] = [
      [words.played, stats.played],
      [words.solved, stats.solved],
      [words.withoutHelp, stats.solvedWithoutHelp],
      [words.best, clock(stats.bestMs)],
      [words.average, clock(stats.averageMs)],
      [words.streak, stats.currentStreak],
      [words.longest, stats.longestStreak],
    ];
    const title = words.title(strings.levels[level]);
    // Scrolls sideways where the board is narrow: reachable by keyboard, and named, as a region.
    return html`<div class="statistics" tabindex="0" role="region" aria-label=${title}>
      <table>
        <caption>
          ${title}
        </caption>
        <tr>
          ${columns.map(([heading]) => html`<th scope="col">${heading}</th>`)}
        </tr>
        <tr>
          ${columns.map(([, value]) => html`<td>${value}</td>`)}
        </tr>
      </table>
    </div>`;
  }
}
