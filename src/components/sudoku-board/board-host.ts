/**
 * The board between its public face (sudoku-board.component.ts, board-api.ts) and its game (board-core.ts): where
 * the game comes from (GameSource), the element's lifecycle (connect, updates, the keypad's module), forms, the
 * player's settings and their panel, the trainer, and rendering: the template's state and handlers.
 */
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { Level } from '../../engine/levels.ts';
import { formatTime } from '../../play/format-time.ts';
import type { Game } from '../../play/game.ts';
import { isSettingKey, validSetting, type SettingKey, type Settings } from '../../play/settings.ts';
import { BoardCore } from './board-core.ts';
import type { ChangeReason } from './events.ts';
import type { Move } from '../../play/game.ts';
import { boardActions } from './board-input.ts';
import { boardTemplate, type BoardActions, type BoardView } from './board-view.ts';
import { formState, readFormState } from './form-state.ts';
import { GameSource } from './game-source.ts';
import type { Busy, GenerateRequestOptions } from './generation.ts';
import type { SavedGame } from '../../play/saved-record.ts';
import type { Said } from '../../words/board-types.ts';
import type { Trainer } from './trainer.ts';

export abstract class BoardHost extends BoardCore {
  static override properties: PropertyDeclarations = {
    panel: { state: true, attribute: false },
    panelOpen: { state: true, attribute: false },
  };

  // The element's properties (declared, with their docs, in sudoku-board.component.ts).
  abstract puzzle: string | null | undefined;
  abstract value: string;
  abstract override readonly givens: string;
  abstract keypad: boolean;
  abstract hideTimer: boolean;
  abstract override inputMode: 'cell-first' | 'digit-first';
  abstract colorPalette: boolean;
  abstract noPeerHighlight: boolean;
  abstract noDigitHighlight: boolean;
  // Its methods (board-api.ts) the template's buttons call.
  abstract generate(options?: GenerateRequestOptions): Promise<{ puzzle: string; level?: Level }>;
  abstract cancelGeneration(): void;
  abstract hint(): Promise<unknown>;
  abstract undo(): Promise<boolean>;
  abstract redo(): Promise<boolean>;
  abstract fillNotes(): Promise<void>;

  /** The Settings panel (settings-panel.ts, loaded on first use), while it is open. */
  private panel: typeof import('./settings-panel.ts') | null = null;
  private panelOpen = false;
  /** The settings the player changed in the panel: saved with the game, and winning over the page's next time. */
  #chosen = new Set<SettingKey>();

  /** Which game the board shows and where it comes from: start-up, generations, calls before start-up. */
  protected readonly source: GameSource = new GameSource(this);

  /** The game saved under `persist`, if any (GameSource): its settings are taken. @internal */
  savedGame(): SavedGame | null {
    const saved = this.keeper?.read() ?? null;
    // The player's settings hold whichever game starts (a `puzzle` other than the saved one too).
    if (saved?.settings) this.takeSettings(saved.settings);
    return saved;
  }

  /** The level of the game on the board (GameSource, load()); null: not known yet, none is shown. @internal */
  setLevel(level: Level | null): void {
    this.ungraded = !level;
    if (level) this.difficulty = level;
    this.requestUpdate();
  }

  /** What is being made, as the progress says it (GameSource): a practice puzzle names its technique. @internal */
  makingWords(busy: Busy): Said {
    return (s) => this.#trainer?.making(s, busy) ?? s.making(busy.difficulty, 0);
  }

  /** Says that the engine's workers stopped answering and the page's engine took over (client.ts). */
  // Said with the answer of the call that was waiting (answered next, on the page), which would replace it at once.
  /** The styles only some browsers or modes need (legacy colours, forced colours) are asked for once. */
  #conditionalStyles = false;
  readonly #onSilentWorkers = (): void => void (this.sayAfter = (s) => s.engineOnPage);

  /**
   * A board that starts in the window's first screen (under a heading, say) fits in what is left of it: its height
   * takes off --_above, the page above it, so all of it is in view without scrolling. Further down the page it has
   * the window's whole height, once scrolled to.
   */
  readonly #fitBelow = (): void => {
    const top = this.getBoundingClientRect().top + scrollY;
    this.renderRoot
      .querySelector<HTMLElement>('.board')
      ?.style.setProperty('--_above', top < innerHeight * 0.4 ? top + 'px' : '0px');
  };

  protected override firstUpdated(): void {
    this.#fitBelow();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('resize', this.#fitBelow);
    if (!this.#conditionalStyles) {
      this.#conditionalStyles = true;
      // A browser without light-dark() (before 2024) gets the board's colours as plain ones.
      if (!CSS.supports('color', 'light-dark(#000,#fff)'))
        this.loadStyles(import('./legacy-colours.styles.ts').then((m) => m.legacyColours));
      // Forced colours (Windows high contrast) get their system colours and outlines, now or when they come on.
      const forced = matchMedia('(forced-colors: active)');
      const forcedColours = (): void => {
        if (forced.matches) this.loadStyles(import('./forced-colours.styles.ts').then((m) => m.forcedColours));
        else forced.addEventListener('change', forcedColours, { once: true });
      };
      forcedColours();
    }
    if (this.source.started) this.playClock.resume();
    // The engine's workers stopped answering and the page's engine took over (client.ts): the player hears why the
    // board answered late, and that it may pause now and then.
    this.client.silenceListeners.add(this.#onSilentWorkers);
  }

  override disconnectedCallback(): void {
    removeEventListener('resize', this.#fitBelow);
    this.client.silenceListeners.delete(this.#onSilentWorkers);
    // The clock has paused (PlayClock.hostDisconnected): the save keeps the time played so far.
    super.disconnectedCallback();
    this.save();
  }

  /**
   * Also waits for a `puzzle` in a layout that needs the full parser (loaded on first use): once `updateComplete`
   * resolves, the board shows the game it starts with, whatever the layout.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    // One part arriving can start another (a saved game read after its reader came brings colours, which load
    // colouring.ts): go on until none is on its way. Not until no update is pending: a generation's progress asks
    // for one at every attempt.
    while (this.source.pending || this.partsLoading) {
      // The offer's module is waited for here (the parts below wait for their own).
      await (this.source.pending ?? this.#offerLoad);
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** What offers a new game (new-puzzle-offer.ts), loaded the first time the board offers one. */
  #offer?: typeof import('./new-puzzle-offer.ts');
  #offerLoad?: Promise<void>;

  /** The offer of a new game is on its way. */
  protected override get partsLoading(): boolean {
    return super.partsLoading || (!!this.#offerLoad && !this.#offer);
  }

  /**
   * Loads the offer of a new game when the board first needs it: no game (and none being made), or a game over or
   * stopped by the mistake limit. The board shows it once it is here (its update waits for it).
   */
  #needOffer(): void {
    const { hasGame, done, stopped } = this.session;
    if (this.#offerLoad || (hasGame ? !done && !stopped && !this.offering : this.source.busy)) return;
    this.#offerLoad = import('./new-puzzle-offer.ts').then(
      (offer) => {
        this.#offer = offer;
        this.addStyles(offer.offerStyles);
        // A game is over: the solution may have been revealed.
        offer.showRevealed(this);
        this.requestUpdate();
      },
      // Not loaded (offline, a failed deploy): no offer, and the next need asks again.
      () => (this.#offerLoad = undefined),
    );
  }

  /**
   * Which cells hold a digit the board put down: given by revealed.ts (showRevealed), which the hint code, the
   * finished game's offer and the saved-game keeper bring; before it, a game has none. @internal
   */
  declare revealedCells?: (game: Game) => Set<number>;

  /** The keypad (keypad-view.ts), loaded when a board first has `keypad`. */
  #keypadView?: typeof import('./keypad-view.ts');
  #keypadMissing = false;

  /**
   * A board with `keypad` renders once the keypad's module is here, so it never shows without its keypad and then
   * grows (a layout shift under the player's finger); boards without one never fetch it.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    // Synchronous once it is here: an update that waited a microtask more would change when hosts' awaits resume.
    if (!this.keypad || this.#keypadView || this.#keypadMissing) return super.scheduleUpdate();
    return import('./keypad-view.ts').then(
      (view) => {
        if (!this.#keypadView) {
          this.#keypadView = view;
          this.addStyles(view.keypadStyles);
        }
        super.scheduleUpdate();
      },
      () => {
        // Not loaded (offline, a failed deploy): the board plays on without it (keys and touch still work).
        this.#keypadMissing = true;
        super.scheduleUpdate();
      },
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A page's mistake-limit="x" (NaN), "-1" or "2.5": no limit, rather than a game stopped before it starts.
    if (!validSetting('mistakeLimit', this.mistakeLimit)) this.mistakeLimit = 0;
    // The first update starts the board (unless a method called early has): see GameSource.
    if (this.source.start()) return;
    if (changed.has('difficulty')) this.checkLevel();
    if (changed.has('puzzle')) this.source.puzzleChanged(this.puzzle);
    if (changed.has('autoCandidates') && this.autoCandidates) void this.fillNotes();
    if (!this.#digitFirst) this.session.unpick();
    // The level is part of the saved game: a page may set it for a puzzle it graded itself.
    if (changed.has('persist') || changed.has('difficulty')) this.save();
  }

  /** The timer that brings the board's styles for paper (print.styles.ts), once set. */
  #paper?: ReturnType<typeof setTimeout>;

  protected override updated(changed: PropertyValues<this>): void {
    this.#needOffer();
    // Paper's styles come a second after the first game is on the board, out of the first download: only a page
    // printed in that second prints the board as the screen shows it.
    if (this.session.hasGame)
      this.#paper ??= setTimeout(() => this.loadStyles(import('./print.styles.ts').then((m) => m.printStyles)), 1e3);
    const { colors, noteColors } = this.session.game;
    if (!this.colouring && (this.colorPalette || colors.some(Boolean) || noteColors.some(Boolean)))
      void this.loadColouring();
    // A finished game's offer shows the statistics of its level (a restored one too).
    if (this.session.done) void this.statistics$();
    this.setFormValue(this.session.game.value, formState(this.session.game));
    // The solved wave's delays come with its styles, in the offer's module (loaded once a game is over).
    if (this.celebrate) this.#offer?.celebrationWave(this.renderRoot, this.session.game.geometry);
    // A message longer than its line scrolls there (the keypad under it stays put): keyboard users must reach it.
    // An empty one (a new game's) is not measured: reading its height would lay the whole board out there and then.
    const message = this.renderRoot.querySelector('.message');
    if (message && changed.has('message' as keyof BoardHost)) {
      if (message.textContent!.trim() && message.scrollHeight > message.clientHeight)
        message.setAttribute('tabindex', '0');
      else message.removeAttribute('tabindex');
    }
  }

  // ---- forms ------------------------------------------------------------------------------------------------

  protected override formReset(): void {
    if (!this.session.hasGame) return;
    // The same puzzle from its start: still the daily, or the technique practised, it was.
    const { daily } = this.session.play;
    const { givens, geometry } = this.session.game;
    this.startGame(givens, this.session.solution, this.session.practice, geometry);
    this.session.play.daily = daily;
    this.emitChange('reset', []);
  }

  protected override formStateRestored(state: string | File | FormData | null): void {
    const restored = readFormState(state);
    if (restored) this.source.restoreFormState(restored);
  }

  protected chosenSettings(): Partial<Settings> {
    return Object.fromEntries([...this.#chosen].map((key) => [key, this[key]]));
  }

  protected takeSettings(settings: Partial<Settings>): void {
    Object.assign(this, settings);
    for (const key of Object.keys(settings)) if (isSettingKey(key)) this.#chosen.add(key);
  }

  /** Opens the Settings panel (its module loads the first time), a modal dialog; Esc or Done closes it. */
  async #openSettings(): Promise<void> {
    this.panel ??= await import('./settings-panel.ts');
    this.panelOpen = true;
    // The clock stops while the player reads Settings, as the best apps do; Done starts it again.
    this.playClock.pause();
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
  }

  /** The technique trainer (trainer.ts) with the techniques it offers, loaded on first use. */
  #trainer?: Trainer;

  protected async loadTrainer(): Promise<Trainer | undefined> {
    try {
      this.#trainer ??= await (await import('./trainer.ts')).loadTrainer(this, this.client);
      this.requestUpdate();
    } catch (error) {
      this.fail('engine', String(error));
    }
    return this.#trainer;
  }

  #settingsPanel(): TemplateResult | typeof nothing {
    if (!this.panel || !this.panelOpen) return nothing;
    return this.panel.settingsTemplate(html, this, this.strings.panel, {
      change: (key, value) => {
        Object.assign(this, { [key]: value });
        this.#chosen.add(key);
        this.save(false);
      },
      closed: () => {
        this.panelOpen = false;
        this.playClock.resume();
        this.renderRoot.querySelector<HTMLElement>('.settings-button')?.focus();
      },
    });
  }

  get #digitFirst(): boolean {
    return this.inputMode === 'digit-first';
  }

  // ---- rendering --------------------------------------------------------------------------------------------

  /** A move the player made (board-input.ts): a digit placed is judged (check as you go, the mistake limit). @internal */
  played(reason: ChangeReason, move: Move): void {
    this.afterMove(reason, move);
    if (reason === 'entry') void this.judge(move.filter((c) => c.after.value).map((c) => c.cell));
  }

  /** What the template's listeners and keypad buttons call: the grid's and keypad's (board-input.ts), and the rest. */
  readonly #actions: BoardActions = {
    // The board is the input's InputBoard itself: no adapter of forwarding closures in the first download.
    ...boardActions(this),
    cancelGeneration: () => this.cancelGeneration(),
    pause: () => this.pauseGame(),
    resume: () => this.resumeGame(),
    newPuzzle: (difficulty) => void this.generate({ difficulty }).catch(() => undefined),
    // Today's date comes with the statistics (loaded with a finished game's offer anyway).
    dailyPuzzle: (difficulty) =>
      void this.statistics$()
        .then((keeper) => this.generate({ difficulty, daily: keeper.today() }))
        .catch(() => undefined),
    continueGame: () => this.continueGame(),
    // Open: the focus goes to the offer's first control; closed (Keep playing): back to the grid.
    offer: () => {
      this.offering = !this.offering;
      void this.updateComplete.then(() => (this.offering ? this.renderRoot.querySelector('select') : this)?.focus());
    },
    openSettings: () => void this.#openSettings(),
    // The clock stops while the player reads the trainer's list, as for Settings.
    practise: () => {
      this.playClock.pause();
      void this.loadTrainer()
        .then((trainer) => trainer?.open())
        .then(() => this.playClock.resume());
    },
  };

  override render(): TemplateResult {
    const { session, strings } = this;
    const [practiceNote, trainer, practiceMaking] =
      this.#trainer?.render(html, strings, this.message === this.practiceHint && session.practice, this.source.busy) ??
      [];
    const view: BoardView = {
      game: session.game,
      size: session.size,
      selected: session.selected,
      alsoSelected: session.alsoSelected,
      wrong: this.wrong,
      revealed: this.revealedCells?.(session.game),
      hint: this.shownHint,
      locked: session.locked,
      done: session.done,
      offerNew: (session.done || this.offering) && session.hasGame && !this.frozen && !this.source.busy,
      paused: session.paused,
      hideTimer: this.hideTimer,
      notesMode: session.notesMode || session.noteNext,
      noPeerHighlight: this.noPeerHighlight,
      noDigitHighlight: this.noDigitHighlight,
      mistakes: this.mistakeLimit ? strings.mistakes(session.mistakes, this.mistakeLimit) : '',
      stopped: session.stopped ? strings.limitReached(session.mistakes) : '',
      settingsPanel: this.#settingsPanel(),
      trainer,
      practiceNote,
      practiceMaking,
      palette:
        this.colouring && this.colorPalette && this.keypad
          ? this.colouring.paletteTemplate(html, strings, session.locked, this.#actions.act)
          : nothing,
      digitFirst: this.#digitFirst,
      picked: session.picked,
      undoable:
        !this.frozen && !session.paused && (session.game.history.canUndo || this.replacedGame.replaced !== null),
      difficulty: this.ungraded ? '' : this.difficulty,
      clock: this.clock,
      celebrate: this.celebrate,
      busy: this.source.busy,
      hasGame: session.hasGame,
      message: this.message(strings),
      strings: strings,
      announcement: this.announcement,
      keypad: this.keypad ? (this.#keypadView ?? null) : null,
      offer: this.#offer ?? null,
      daily: !!session.play.daily,
      statistics: session.done ? (this.statistician?.table(html, strings, this.difficulty, formatTime) ?? null) : null,
    };
    return boardTemplate(view, this.#actions);
  }
}
