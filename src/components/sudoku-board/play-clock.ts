/**
 * When the board's clock runs, as a Lit reactive controller: only while the board is connected, the page visible
 * and the game unsolved. It ticks as the play time crosses each whole second (not a second after some unrelated
 * moment, which let the shown time lag `elapsedMs` by up to a second), so the shown time moves, and asks for a save every few seconds of
 * play and when the page hides. The time arithmetic itself is GameTimer's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatTime } from '../../play/format-time.ts';
import type { PlaySession } from '../../play/session.ts';
import { GameTimer } from './timer.ts';

/** While the clock runs, a persisted game is saved this often, so a page closed without notice loses little time. */
const TIMER_SAVE_EVERY_S = 5;
/** A tick comes this long after the second turns, so a timer that fires a little early still shows the new second. */
const TICK_LATE_MS = 5;

export interface PlayClockBoard {
  /** Shows the time, every second. */
  show: (text: string) => void;
  save: () => void;
  /** The page was hidden while the clock ran: the board pauses. */
  hidden: () => void;
}

export class PlayClock implements ReactiveController {
  readonly #timer = new GameTimer();
  #tick?: ReturnType<typeof setTimeout>;
  #ticks = 0;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #board: PlayClockBoard;
  /** The game: the clock runs while it is being played (`playing`: a game, not over, paused or stopped). */
  readonly #session: Pick<PlaySession, 'playing'>;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    session: Pick<PlaySession, 'playing'>,
    board: PlayClockBoard,
  ) {
    this.#host = host;
    this.#session = session;
    this.#board = board;
    host.addController(this);
  }

  get elapsedMs(): number {
    return this.#timer.elapsedMs;
  }

  /** The time as the board shows it: "3:07". */
  get text(): string {
    return formatTime(this.#timer.elapsedMs);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#schedule();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    clearTimeout(this.#tick);
    this.#tick = undefined;
    this.#timer.pause();
  }

  /** Runs the clock, if the game is being played on a page that is shown. */
  resume(): void {
    if (this.#session.playing && this.#host.isConnected && !document.hidden) this.#timer.start();
    this.#schedule();
  }

  pause(): void {
    this.#timer.pause();
  }

  /** Sets the time (0 for a new game, the saved time for a restored one) and leaves the clock paused. */
  reset(ms: number): void {
    this.#timer.reset(ms);
  }

  #onVisibility = (): void => {
    if (document.hidden) {
      if (this.#timer.running) this.#board.hidden();
      this.#timer.pause();
      this.#board.save();
    } else this.resume();
  };

  /**
   * The next tick, when the play time reaches its next whole second (a few ms after, so the time shown has turned);
   * a second from now while the clock stands (nothing changes; resume() aligns it again).
   */
  #schedule(): void {
    if (!this.#host.isConnected) return;
    clearTimeout(this.#tick);
    const wait = this.#timer.running ? 1000 - (this.#timer.elapsedMs % 1000) + TICK_LATE_MS : 1000;
    this.#tick = setTimeout(() => this.#onTick(), wait);
  }

  #onTick(): void {
    this.#board.show(this.text);
    if (this.#timer.running && ++this.#ticks % TIMER_SAVE_EVERY_S === 0) this.#board.save();
    this.#schedule();
  }
}
