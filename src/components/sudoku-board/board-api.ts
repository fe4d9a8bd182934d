/**
 * The board's methods, for the page (documented with the element: sudoku-board.component.ts). Each starts the board
 * if it has not started yet, and answers in the board's language where it says something.
 */
import type { Level } from '../../engine/levels.ts';
import { shareLink } from '../../engine/share-link.ts';
import type { Statistics } from '../../play/statistics/bookkeeping.ts';
import { BoardHost } from './board-host.ts';
import type { SudokuHintDetail } from './events.ts';
import type { LoadOptions, LoadResult } from './game-source.ts';
import type { GenerateRequestOptions } from './generation.ts';
import type { ScanOutcome } from './scan-check.ts';

export interface CheckResult {
  /** Player digits that differ from the solution (or, without a unique solution, clash with another digit). */
  wrong: number[];
  /** Every cell is filled. */
  complete: boolean;
}

export abstract class BoardApi extends BoardHost {
  // (Declared, with its docs, in sudoku-board.component.ts.)
  abstract shareBase?: string;

  constructor() {
    super();
    // A picture dropped or pasted on the board is scanned (any file dropped: one that is no picture is refused in
    // Scan's words). A drag of files is accepted, so that its drop comes here rather than the browser opening it.
    for (const type of ['dragover', 'drop', 'paste'])
      this.addEventListener(type, (event) => {
        const data = (event as DragEvent).dataTransfer ?? (event as ClipboardEvent).clipboardData;
        if (!data?.types.includes('Files')) return;
        event.preventDefault();
        if (data.files[0]) void this.scan(data.files[0]);
      });
  }

  // ---- public API --------------------------------------------------------------------------------------------

  /**
   * Makes a new puzzle in the worker (cancelling one in progress) and starts it. Resolves to the new givens.
   * `options`: `difficulty`, `seed`, `symmetry`, `size` (4, 6, 9 or 16; default the game's: see
   * GenerateRequestOptions); `daily: 'YYYY-MM-DD'` for that date's puzzle at the difficulty (the same everywhere);
   * `technique` (a catalogue id or name) for a puzzle that needs it and nothing harder (both 9×9); `variant`:
   * `classic`, `killer`, `jigsaw`, `x`, `windoku`, `anti-knight`, `anti-king`, `non-consecutive` or several joined by
   * `+` (`killer+x`), whose rules come with the game (drawn, judged and saved with it; made at the difficulty as the variant grader rates it,
   * see variant/variant-make.ts; the variant's code loads the first time one is played).
   */
  async generate(options: GenerateRequestOptions = {}): Promise<{ puzzle: string; level?: Level }> {
    return this.source.generate(options);
  }

  /**
   * Stops a generation in progress; the board keeps its game. Before a first game there is none: the board offers
   * "New puzzle" instead of a blank grid, and saves nothing.
   */
  cancelGeneration(): void {
    this.source.cancel();
  }

  /**
   * Starts `puzzle` (any format `parse` reads) as a new game, replacing the game on the board (the same puzzle again
   * restarts it) and cancelling a generation, with a `sudoku-change` event (reason 'new-game', `detail.source`).
   * `options`: its `solution` and `level` when the host knows them (else the board grades it in its worker), its
   * `source`, `reveal` to fill in the solution (a puzzle without one is refused), and `confirm`, asked just before the
   * game is replaced. Resolves to what it did; a puzzle refused (unreadable, no solution) leaves the game as it was
   * and fires no event: the host says why.
   */
  async load(puzzle: string, options: LoadOptions = {}): Promise<LoadResult> {
    return this.source.load(puzzle, options);
  }

  /**
   * Reads a Sudoku from a picture (a photo or screenshot: `picture`, else one the player picks, which needs a click
   * or tap: the camera on a phone, the file picker elsewhere) in the worker, and shows it in a dialog, "Check the
   * grid", with the cells the recognizer is unsure of marked, for the player to fix before Play starts it (as
   * `load`, with `source` 'scan'). A picture dropped or pasted on the board does the same. Resolves once the grid
   * is shown (`{ read: true, puzzle, uncertain }`), or to why there is none (`{ read: false, message }`, said on
   * the board too; '' when the player closed the picker).
   */
  async scan(picture?: Blob): Promise<ScanOutcome> {
    return (await import('./scan-check.ts')).scanOnBoard(this, picture);
  }

  /**
   * Fills in the solution (undoable); for a puzzle with several solutions, one of them. Resolves to the board's value;
   * null when the puzzle has no solution, when the board is readonly or its form disabled (as for clear() and undo()),
   * or when another puzzle replaced it before the solution came (the new one is left as it is).
   */
  async solve(): Promise<string | null> {
    this.source.start();
    if (this.frozen) return null;
    const answer = await this.findSolution();
    // Another puzzle came while the worker worked: the answer is not for it, and solving it was not asked for.
    if (answer.stale || !answer.solution) return null;
    this.reveal(answer.solution);
    return this.session.game.value;
  }

  /**
   * The next logical step, in three tiers on the same board: the first call says where to look (a unit or a cell,
   * highlighted), the second shows the step (its technique, cells and eliminations) and draws it over the grid (the
   * unit or pattern: a fish's base and cover sets, a wing's pivot and pincers, a rectangle's corners, almost locked
   * sets, colours, each role in its own colour and outline with a legend in words under the grid; the givens that
   * rule out a single's other cells; the candidates to place ringed and those to remove struck; a chain's strong
   * links solid and weak ones dashed), which the live region says in words; the third applies it. Where no logical
   * step is left (the grader's trial), the board says the position needs trial and error and offers a cell with its
   * two (or fewest) candidates to try, never the digit that leads to the solution, and applies nothing. Cells are
   * named in words (`cell-names`). Each is shown and announced, and fires `sudoku-hint` with its `tier`; a change of
   * the board starts again at 1.
   */
  async hint(): Promise<SudokuHintDetail> {
    this.source.start();
    // The hint code brings its styles (hint.styles.ts, and its drawing's: hint-overlay.ts).
    this.hints ??= await import('./hint-play.ts').then((hints) => (this.addStyles(hints.hintStyles), hints));
    return this.hints.nextHint(this);
  }

  /**
   * Takes back the last change; before the first move of a game that replaced one in play (a new game, another
   * `puzzle`, `load()`, a form reset), brings that game back. Resolves to false when there is nothing to undo.
   */
  async undo(): Promise<boolean> {
    if (this.frozen) return false;
    const move = this.session.game.undo();
    if (!move) return this.bringBackReplaced();
    this.unsolve();
    this.afterMove('undo', move);
    return true;
  }

  /** Puts back the last change undone. Resolves to false when there is nothing to redo. */
  async redo(): Promise<boolean> {
    if (this.session.locked) return false;
    const move = this.session.game.redo();
    if (!move) return false;
    this.afterMove('redo', move, this.session.game.isRevealed(move));
    return true;
  }

  /**
   * Pauses a game in play, as the Pause button and the page being hidden do: the clock stops, and the grid shows
   * nothing (and says nothing) until `resume()`. A finished game, or none, has nothing to pause.
   */
  pause(): void {
    this.pauseGame();
  }

  /** Shows the grid again and restarts the clock, as the Resume button does. */
  resume(): void {
    this.resumeGame();
  }

  /** Removes all the player's digits and notes (undoable). */
  async clear(): Promise<void> {
    if (this.frozen) return;
    this.unsolve();
    const move = this.session.game.clearAll();
    if (move) this.afterMove('clear', move);
  }

  /** Marks the player's wrong digits (each until its cell changes) and says how many there are. */
  async check(): Promise<CheckResult> {
    this.source.start();
    const answer = await this.findSolution();
    // Another puzzle came while the worker worked: check the board as it is now, against its own solution.
    if (answer.stale) return this.check();
    const wrong = this.session.game.wrongEntries(answer.unique ? answer.solution : null);
    this.wrong = new Set(wrong);
    const complete = this.session.game.isFull();
    // Without a solution the error has said so: "no mistakes so far" would contradict it (clashes are still marked).
    if (answer.solution) this.say((s) => s.check(wrong.length, complete));
    return { wrong, complete };
  }

  /** Pencils every candidate into every empty cell (undoable). */
  async fillNotes(): Promise<void> {
    if (this.session.locked) return;
    const move = this.session.game.fillNotes();
    if (move) this.afterMove('auto-notes', move);
  }

  /**
   * A link that carries this puzzle (`<base>#sudoku=<81 characters>`, 36 for a 6×6 puzzle, 16 for 4×4), which
   * `parse` reads back, so a board given it as its `puzzle` plays the same puzzle, and so does a board without a
   * `puzzle` on a page opened at that link (with the board as shared, when the link carries progress; a saved game of
   * that puzzle resumes instead), or on a page that shows the board already when such a link is followed there (the
   * address's hash changes: the shared game replaces the one in play, and Undo brings that back). The board then
   * takes the link out of the address (`history.replaceState`), so a reload resumes the player's own game. `base`: the page that opens it (default: `share-base`, else this page,
   * `location.href` without its hash). With `{ progress: true }` it also carries the board's digits and the player's notes (the
   * engine's `readShareUrl` reads them). A variant game's link carries its rules too (`#sudoku=variant:…`, the
   * variant text form: src/engine/variant-share/variant-share-link.ts), once the game's drawing has come (`updateComplete`).
   */
  shareUrl(base?: string, options: { progress?: boolean } = {}): string {
    // Its fragment is dropped by the writer (shareLink).
    const page = base ?? this.shareBase ?? location.href;
    const { givens, values, notes, geometry } = this.session.game;
    // A variant's link carries its rules (its geometry writes it once its drawing came); classic ones, the givens.
    return (geometry.shareLink ?? shareLink)(page, givens, options.progress && values, options.progress && notes);
  }

  /**
   * The player's statistics, per level: games `played`, `solved`, `solvedWithoutHelp` (no hint, nothing revealed),
   * `bestMs` and `averageMs` of the solved ones, `recentMs` (the latest 20 times), and the `currentStreak` and
   * `longestStreak` of days with a solved daily (`lastDaily` its date), as of `today` (the player's local date); and
   * `variants`: each variant's, per level, by its name (`killer`, `killer+x`, `jigsaw 6×6`), counted apart from the
   * classic ones (kept under `<persist>:statistics:variants`). A
   * game counts as played once the player made a move in it and it ended: solved, revealed, or replaced by another.
   * Kept under `<persist>:statistics` with `persist`, else for the page's lifetime. Stored statistics that can't be
   * read start again from zero, with a `statistics` sudoku-error and a message.
   */
  async statistics(): Promise<Statistics> {
    return (await this.statistics$()).statistics();
  }
}
