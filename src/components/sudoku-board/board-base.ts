/**
 * What every part of the board stands on: the play session it renders, the state the template shows beside it (the
 * message line, the live region, the clock's text), the board's language and the styles of parts loaded later,
 * saying things and telling the page (events), the selection's focus, and colouring. The game's course is
 * board-core.ts's.
 */
import { CLASSIC } from '../../engine/grid.ts';
import { adoptStyles, LitElement, type CSSResult, type PropertyDeclarations } from 'lit';
import { engineClient, type EngineClient } from '../engine-client/client.ts';
import type { Geometry } from '../../engine/geometry.ts';
import type { Game, Move } from '../../play/game.ts';
import { PlaySession } from '../../play/session.ts';
import type { StatisticsKeeper } from './statistics/statistics.ts';
import { boardEvent, type ChangeReason, type SudokuBoardEventMap, type SudokuErrorCode } from './events.ts';
import { FormAssociated } from './form-associated.ts';
import type { HintOnShow } from './hints.ts';
import { Language } from './i18n/language.ts';
import type { Said, Strings, Words } from '../../words/board-types.ts';
import { nextAnnouncement } from './messages.ts';
import { PlayClock } from './play-clock.ts';

/**
 * Every cell of `game`'s grid, row by row: what a new game changes. A new array each time: a listener may keep or
 * change it.
 */
export const allCells = (game: Game): number[] => game.givens.map((_, cell) => cell);

export const inWords = (text: Said): Words => (typeof text === 'string' ? () => text : text);

export abstract class BoardBase extends FormAssociated(LitElement) {
  // Declared here rather than with decorators, which would add their helper to the element's startup bundle.
  static override properties: PropertyDeclarations = {
    wrong: { state: true, attribute: false },
    shownHint: { state: true, attribute: false },
    message: { state: true, attribute: false },
    announcement: { state: true, attribute: false },
    clock: { state: true, attribute: false },
    celebrate: { state: true, attribute: false },
    offering: { state: true, attribute: false },
  };

  // The element's properties (declared, with their docs, in sudoku-board.component.ts).
  abstract readonly: boolean;
  abstract autoCandidates: boolean;
  /** Saves the game under `persist` (BoardCore); `change`: for a change of the board. @internal */
  abstract save(change?: boolean): void;
  /** Pauses a game in play (BoardCore): the page was hidden while the clock ran. @internal */
  abstract pauseGame(): void;

  /**
   * The game in play, its selection, input modes, mistakes and rules (src/play/session.ts): the board renders it,
   * and its controllers read it. @internal
   */
  readonly session: PlaySession = new PlaySession(this);

  /** Nothing may change: the board is readonly or its form disabled. @internal */
  get frozen(): boolean {
    return this.readonly || this.formDisabled;
  }

  protected wrong = new Set<number>();
  protected shownHint: HintOnShow | null = null;
  /** The message line, in whatever language the board speaks when it is shown. */
  protected message: Words = () => '';
  protected announcement = '';
  protected clock = '0:00';
  protected celebrate = false;
  /** The player opened the offer of a new game (New game, in the status line) over a game in play. */
  protected offering = false;
  /** The game's clock: it runs while the session is being played. */
  protected readonly playClock: PlayClock = new PlayClock(this);

  /** Shows the clock's time (play-clock.ts), every second. @internal */
  showClock(text: string): void {
    this.clock = text;
  }
  /** The engine's client (its worker, or the page's engine). @internal */
  client: EngineClient = engineClient();
  /** The page's language for this board (i18n/language.ts). */
  protected readonly language = new Language(this);

  /** The hint on show (null: none), as hint-play.ts reads and sets it. @internal */
  get hintOnShow(): HintOnShow | null {
    return this.shownHint;
  }
  /** @internal */
  set hintOnShow(hint: HintOnShow | null) {
    this.shownHint = hint;
  }

  /** What the board says, in its language. @internal */
  get strings(): Strings {
    return this.language.strings;
  }

  /** Also waits for the page's language to load, so a board is in its language once it has updated. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let loading = this.language.loading; loading;) {
      await loading;
      done = await super.getUpdateComplete();
      // Another language asked for meanwhile is waited for too; the same one again would be a loop.
      loading = this.language.loading === loading ? null : this.language.loading;
    }
    // A colour asked for before colouring.ts came: it is on the board once the board has updated.
    if (this.#colouringLoad && !this.colouring) {
      await this.#colouringLoad;
      done = await super.getUpdateComplete();
    }
    // A grid of another size is drawn with its styles (size-styles.ts), forced colours with theirs, once the board
    // has updated.
    const stylesLoad = this.#stylesLoad;
    if (stylesLoad) {
      await stylesLoad;
      if (this.#stylesLoad === stylesLoad) this.#stylesLoad = undefined;
    }
    return done;
  }

  /** Styles of parts loaded later (the keypad, colouring), adopted after the board's own. */
  readonly #laterStyles: CSSResult[] = [];

  /**
   * Adopts a loaded part's styles into the shadow root, as constructed sheets (what a strict CSP allows): the
   * keypad, colouring, and the dialogs and tables of the lazy parts, which call it themselves.
   * @internal
   */
  addStyles(styles: CSSResult): void {
    // Not in a page yet (a method called early): once the board has rendered.
    if (!this.renderRoot) return void this.updateComplete.then(() => this.addStyles(styles));
    this.#laterStyles.push(styles);
    const { elementStyles } = this.constructor as typeof LitElement;
    adoptStyles(this.renderRoot as ShadowRoot, [...elementStyles, ...this.#laterStyles]);
  }

  /** A part of the board is on its way (a language, colouring; the saved-game reader: BoardCore): getUpdateComplete waits. */
  protected get partsLoading(): boolean {
    return !!this.language.loading || (!!this.#colouringLoad && !this.colouring) || !!this.#stylesLoad;
  }

  /** Styles on their way (a smaller grid's, forced colours', legacy colours'); undefined when none are. */
  #stylesLoad?: Promise<void>;

  /** Adopts the styles `load` brings once they are here, after any on their way; the board's update waits for them. */
  protected loadStyles(load: Promise<CSSResult>): void {
    // Not loaded (offline, a failed deploy): the board's own styles draw it, still playable.
    this.#stylesLoad = Promise.all([this.#stylesLoad, load]).then(
      ([, styles]) => this.addStyles(styles),
      () => undefined,
    );
  }

  /**
   * A game on `geometry`'s grid is coming: for a grid other than 9×9 (whose styles are the board's own) the styles
   * of its rows, columns, box lines, notes and keypad load (size-styles.ts, in the smaller grids' one chunk:
   * small-grids.ts), once a size; a variant's (any size) with its drawing (variant/variant-view.ts).
   */
  protected takeGeometry(geometry: Geometry): void {
    if (this.#styled.has(geometry)) return;
    this.#styled.add(geometry);
    this.loadStyles(import('./small-grids.ts').then(({ sizeStyles }) => sizeStyles(geometry, this)));
  }
  /**
   * Geometries styled: 9×9's (the board's own styles), one a size for the other classic grids (boxGeometry keeps one
   * a shape), and each variant game's own.
   */
  readonly #styled = new Set<Geometry>([CLASSIC]);

  protected emitChange(reason: ChangeReason, cells: number[], source?: string): void {
    const detail = { value: this.session.game.value, reason, cells };
    this.emit('sudoku-change', source === undefined ? detail : { ...detail, source });
  }

  /** Tells the page: fires `type` with `detail`. @internal */
  emit<K extends keyof SudokuBoardEventMap>(type: K, detail: SudokuBoardEventMap[K]['detail']): void {
    this.dispatchEvent(boardEvent(type, detail));
  }

  /** Says what went wrong, and tells the page (`detail.message` in the board's language at the time). @internal */
  fail(code: SudokuErrorCode, message: Said): void {
    this.say(message);
    this.emit('sudoku-error', { code, message: inWords(message)(this.strings) });
  }

  /**
   * Said after the next message, with it: a notice that message would otherwise replace at once (the engine's switch
   * to the page, made while a call waits, whose answer is said next).
   */
  protected sayAfter?: Words;

  /** Shows a message under the board (in the board's language, should it change) and reads it to screen readers. @internal */
  say(text: Said): void {
    const after = this.sayAfter;
    this.sayAfter = undefined;
    this.announce((this.message = after ? (s) => `${inWords(text)(s)} ${after(s)}` : inWords(text)));
  }

  /** Reads `text` to screen readers only; with a notice waiting (sayAfter), shows it with that notice instead. @internal */
  announce(text: Said): void {
    if (this.sayAfter) return this.say(text);
    this.announcement = nextAnnouncement(this.announcement, inWords(text)(this.strings));
  }

  // ---- input ------------------------------------------------------------------------------------------------

  /** Selects `cell` alone; `focus`: the focus goes to it once rendered. */
  protected select(cell: number, focus: boolean): void {
    this.session.select(cell);
    if (focus) this.focusCell(cell);
  }

  /** The focus goes to `cell` once rendered. @internal */
  focusCell(cell: number): void {
    void this.updateComplete.then(() => this.cellElement(cell)?.focus());
  }

  /** Colouring (colouring.ts), loaded on first use: a colour key or button, the palette shown, a game with colours. */
  protected colouring?: typeof import('./colouring.ts');
  #colouringLoad?: Promise<typeof import('./colouring.ts')>;

  protected loadColouring(): Promise<typeof import('./colouring.ts')> {
    this.#colouringLoad ??= import('./colouring.ts').then((module) => {
      this.colouring = module;
      this.addStyles(module.colourStyles);
      this.requestUpdate();
      return module;
    });
    return this.#colouringLoad;
  }

  /**
   * The statistics (statistics/statistics.ts), loaded the first time they are needed: a game ends, a finished
   * game's offer, `statistics()`.
   */
  protected statistician?: StatisticsKeeper;
  #statisticianLoad?: Promise<StatisticsKeeper>;

  protected statistics$(): Promise<StatisticsKeeper> {
    return (this.#statisticianLoad ??= import('./statistics/statistics.ts').then(
      ({ StatisticsKeeper }) =>
        (this.statistician = new StatisticsKeeper(this, (words) => this.fail('statistics', words))),
    ));
  }

  /**
   * Gives the selected cells colour `color` (0 none), or takes it off when they all have it: one undoable move. In
   * notes mode the colour is for a candidate instead, and waits for its digit (paintNote). @internal
   */
  paint(color: number): void {
    if (this.session.notesMode) {
      if (!this.session.chooseNoteColour(color)) return;
      void this.loadColouring();
      return this.say((s) => s.noteColourNext(color));
    }
    void this.#colourMove((colouring, game, cells) => colouring.paint(game, cells, color));
  }

  /**
   * The digit after a colour chosen in notes mode: that candidate of the selected cells takes it. False: none chosen.
   * @internal
   */
  paintNote(digit: number): boolean {
    const color = this.session.takeNoteColour();
    if (color === null) return false;
    this.message = () => ''; // the prompt ("Colour 3 for a candidate: type its digit.") is answered
    void this.#colourMove((colouring, game, cells) => colouring.paintNote(game, cells, digit, color));
    return true;
  }

  /** Another action than a digit forgets a colour chosen in notes mode, and its prompt with it. @internal */
  forgetNoteColour(): void {
    if (this.session.takeNoteColour() !== null) this.message = () => '';
  }

  async #colourMove(
    make: (colouring: typeof import('./colouring.ts'), game: Game, cells: number[]) => Move | null,
  ): Promise<void> {
    // The cells selected now: the first colour waits for colouring.ts, and the player may select others meanwhile.
    const { game } = this.session;
    const cells = this.session.selection.filter((cell) => !game.isGiven(cell));
    const colouring = this.colouring ?? (await this.loadColouring());
    if (this.session.locked || game !== this.session.game || !make(colouring, game, cells)) return;
    this.requestUpdate();
    this.emitChange('color', cells);
    this.save();
  }

  protected cellElement(cell: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
  }
}
