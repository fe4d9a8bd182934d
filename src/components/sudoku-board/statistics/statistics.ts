/**
 * The board's statistics at work, loaded the first time they are needed (a game ends, `statistics()`, a finished
 * game's offer) so the element's own bundle stays small (their English words with them). Under `persist` they are
 * kept under `<persist>:statistics` in the board's storage, beside its game; without it, for the page's lifetime.
 * The stored statistics are read again before every change, so boards on one key (tabs, a popup) add to them
 * rather than write over each other. Statistics that can't be read are kept under `<persist>:statistics:unreadable`,
 * start again from zero, and the player is told. When they can't be kept aside either (the storage is full: a
 * record of megabytes), they are left where they are, never written over, and this page counts in memory.
 * A variant's games are counted apart, per variant (play/statistics/variant-tallies.ts, under
 * `<persist>:statistics:variants`, kept the same way), and a variant game's table shows its variant's.
 */
// Lit's `html` and the board's time format come from the board: imported here, they would go to chunks of their own
// loaded with the board (see settings-panel.ts).
import { css, type CSSResult, type html as litHtml, type TemplateResult } from 'lit';
import { isLevel, type Level } from '../../../engine/levels.ts';
import { enStatistics } from '../../../words/en/board-statistics.ts';
import type { Strings } from '../../../words/board-types.ts';
import type { GameStorage, SavedGame } from '../../../play/saved-record.ts';
import {
  emptyTally,
  readTally,
  recordGame,
  statisticsKey,
  variantStatisticsKey,
  summarise,
  type EndedGame,
  type Outcome,
  type Statistics,
  type Tally,
} from '../../../play/statistics/bookkeeping.ts';
import { localDate } from '../../../play/statistics/today.ts';
// The variants' bookkeeping (their names, reading their record) comes with the first variant game counted or shown,
// or with statistics stored for one: a classic player's game end never downloads it.
import type { VariantTallies } from '../../../play/statistics/variant-tallies.ts';
import type { VariantRules } from '../../../engine/variant/index.ts';

type VariantBooks = typeof import('../../../play/statistics/variant-tallies.ts');

/** Where statistics are kept: the classic ones, and the variants' (each variant's apart, in one record). */
type Slot = 'classic' | 'variants';

/** What the keeper needs of the board: its public `persist` and `storage`, and to be drawn again. */
export interface StatisticsBoard {
  addStyles(styles: CSSResult): void;
  persist?: string;
  storage?: GameStorage;
  requestUpdate(): void;
  /** The game on the board: a variant's table is its variant's. */
  session?: { game: { geometry: { variant?: VariantRules } } };
}

/** A variant's name as a caption shows it: `Killer + X`, `Classic 16×16`. */
const shownName = (name: string): string =>
  name
    .replace(/(^|\+)([a-z])/g, (_, before: string, first: string) => `${before}${first.toUpperCase()}`)
    .replace(/\+/g, ' + ');

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
  private readonly memory: Record<Slot, string | null> = { classic: null, variants: null };
  /** The statistics as last read or written, for the table in a finished game's offer. */
  latest: Statistics | null = null;
  /** Each variant's, as last read or written (a variant game's table). */
  private latestVariants: VariantTallies | null = null;
  /** Stored statistics that could be neither read nor kept aside: they stay as they are, and `memory` is used. */
  private readonly leftAlone = new Set<Slot>();
  /** The variants' bookkeeping, once loaded. */
  private books?: VariantBooks;
  private booksLoad?: Promise<VariantBooks>;
  /** The variant games being counted (their bookkeeping loads first): `statistics()` waits for them. */
  private counting: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly board: StatisticsBoard,
    /** The stored statistics could not be read and start again: the board says so, in these words. */
    private readonly reset: (words: (s: Strings) => string) => void,
  ) {
    board.addStyles(tableStyles);
    // Read at once: a finished game's offer shows them, and unreadable ones are reported when first needed.
    this.read();
    if (this.stored('variants') !== null) void this.variantBooks().catch(() => undefined);
  }

  /**
   * Counts the game of `record` as ended (`outcome`), if the player made a move in it that is still on the board
   * (not taken back): the solution revealed is none of theirs (see bookkeeping.ts for what counts). A variant's
   * game counts with its variant's, at the level it was asked for (the board shows no level of its own for it).
   */
  ended(record: SavedGame, outcome: Outcome): void {
    const { moves, position, reveals = [], id, daily, helped, difficulty, elapsedMs, variant } = record;
    const moved = moves.some((_, i) => i < position && !reveals.includes(i));
    if (!moved || !id || !isLevel(difficulty)) return;
    const ended: EndedGame = { id, daily, helped: !!helped, level: difficulty, outcome, timeMs: elapsedMs };
    if (!variant) return this.write(recordGame(this.read(), ended, this.today()));
    const count = (books: VariantBooks): void => {
      const tallies = this.readVariants();
      const name = books.variantStatisticsName(variant);
      tallies.variants[name] = recordGame(tallies.variants[name] ?? emptyTally(), ended, this.today());
      this.writeStored('variants', tallies);
      this.latestVariants = tallies;
      this.board.requestUpdate();
    };
    // Not loaded (offline, a failed deploy): this game is not counted; the board plays on.
    this.counting = this.counting.then(() => this.variantBooks().then(count, () => undefined));
  }

  /** The statistics now, per level, and each variant's per level (`variants`, by name). */
  async statistics(): Promise<Statistics> {
    await this.counting;
    this.read();
    const classic = this.latest!;
    if (!this.books && this.stored('variants') === null) return { ...classic, variants: {} };
    const books = await this.variantBooks();
    return { ...classic, variants: books.summariseVariants(this.readVariants(), this.today()) };
  }

  /** The variants' bookkeeping, loaded once; their stored record is read with it (reported if unreadable). */
  private variantBooks(): Promise<VariantBooks> {
    return (this.booksLoad ??= import('../../../play/statistics/variant-tallies.ts').then((books) => {
      this.books = books;
      this.readVariants();
      this.board.requestUpdate();
      return books;
    }));
  }

  /** What is stored in `slot` (null: nothing). */
  private stored(slot: Slot): string | null {
    const key = this.key(slot);
    return key === null ? this.memory[slot] : this.load(key, slot);
  }

  /** The stored statistics; unreadable ones are kept aside, replaced by empty ones, and reported. */
  private read(): Tally {
    const tally = this.readStored('classic', readTally);
    this.show(tally);
    return tally;
  }

  /** The variants' stored record (their bookkeeping is loaded: variantBooks). */
  private readVariants(): VariantTallies {
    return (this.latestVariants = this.readStored('variants', this.books!.readVariantTallies));
  }

  private readStored<T>(slot: Slot, parse: (text: string | null) => { tally: T; problem: string | null }): T {
    const key = this.key(slot);
    const text = this.stored(slot);
    const { tally, problem } = parse(text);
    if (problem !== null) {
      // The only copy of what the player had must not be written over unless a copy of it was kept.
      if (key !== null && !this.put(`${key}:unreadable`, text!)) {
        this.leftAlone.add(slot);
        this.memory[slot] = null;
      }
      this.writeStored(slot, tally);
      this.reset((s) => (s.statistics ?? enStatistics).reset);
    }
    return tally;
  }

  private write(tally: Tally): void {
    this.writeStored('classic', tally);
    this.show(tally);
  }

  private writeStored(slot: Slot, tally: unknown): void {
    const key = this.key(slot);
    const text = JSON.stringify(tally);
    // A storage that refuses (full, disabled): the game's own save reports it; the statistics live on in memory.
    if (key === null || !this.put(key, text)) this.memory[slot] = text;
  }

  private show(tally: Tally): void {
    this.latest = summarise(tally, this.today());
    this.board.requestUpdate();
  }

  private key(slot: Slot): string | null {
    const { persist } = this.board;
    if (!persist || this.leftAlone.has(slot)) return null;
    return slot === 'classic' ? statisticsKey(persist) : variantStatisticsKey(persist);
  }

  // The board's storage (localStorage by default) may throw, merely touched, in a sandboxed frame.
  private load(key: string, slot: Slot): string | null {
    try {
      return (this.board.storage ?? localStorage).getItem(key);
    } catch {
      return this.memory[slot];
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
    const words = strings.statistics ?? enStatistics;
    const variant = this.board.session?.game.geometry.variant;
    // A variant game's table is its variant's (empty until one of its games counts), once its bookkeeping came.
    if (variant && !this.books) {
      void this.variantBooks().catch(() => undefined);
      return null;
    }
    const books = this.books;
    const name = variant && books?.variantStatisticsName(variant);
    const stats =
      name && books
        ? books.summariseVariants(
            { version: 1, variants: { [name]: this.latestVariants?.variants[name] ?? emptyTally() } },
            this.today(),
          )[name][level]
        : this.latest?.levels[level];
    if (!stats) return null;
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
    const title = name
      ? words.variantTitle(shownName(name), strings.levels[level])
      : words.title(strings.levels[level]);
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
