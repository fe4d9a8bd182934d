/**
 * When the board's clock runs, as a Lit reactive controller: only while the board is connected, the page visible
 * and the game unsolved. It ticks as each second of play ends, so the shown time is the time played (`elapsedMs`)
 * and not up to a second behind, and asks for a save every few seconds of play and when the page hides. The time
 * arithmetic itself is GameTimer's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatTime } from '../../play/format-time.ts';
import type { PlaySession } from '../../play/session.ts';
import { GameTimer } from './timer.ts';

/** While the clock runs, a persisted game is saved this often, so a page closed without notice loses little time. */
const TIMER_SAVE_EVERY_S = 5;

/** What the clock needs of its board: the board itself (no adapter of closures in its first download). */
export interface PlayClockBoard extends ReactiveControllerHost, HTMLElement {
  /** The game: the clock runs while it is being played (`playing`: a game, not over, paused or stopped). */
  readonly session: Pick<PlaySession, 'playing'>;
  /** Shows the time, every second. */
  showClock(text: string): void;
  /** Saves the game (under `persist`): `false`, for the clock, not a change of the board. */
  save(change: boolean): void;
  /** The page was hidden while the clock ran: the board pauses (as `pause()` does). */
  pauseGame(): void;
}

export class PlayClock implements ReactiveController {
  readonly #timer = new GameTimer();
  #tick?: ReturnType<typeof setTimeout>;
  #ticks = 0;

  readonly #board: PlayClockBoard;

  constructor(board: PlayClockBoard) {
    this.#board = board;
    board.addController(this);
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
    this.#onTick();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    clearTimeout(this.#tick);
    this.#timer.pause();
  }

  /** Runs the clock, if the game is being played on a page that is shown. */
  resume(): void {
    if (this.#board.session.playing && this.#board.isConnected && !document.hidden) {
      this.#timer.start();
      // The next tick at the end of this second of play, not a second after some earlier moment.
      clearTimeout(this.#tick);
      this.#onTick();
    }
  }

  /** Stops the clock, showing the time it stopped at. */
  pause(): void {
    this.#timer.pause();
    this.#board.showClock(this.text);
  }

  /** Sets the time (0 for a new game, the saved time for a restored one), shown, and leaves the clock paused. */
  reset(ms: number): void {
    this.#timer.reset(ms);
    this.#board.showClock(this.text);
  }

  #onVisibility = (): void => {
    if (document.hidden) {
      if (this.#timer.running) this.#board.pauseGame();
      this.#timer.pause();
      this.#board.save(false);
    } else this.resume();
  };

  /** Shows the time, then waits for the end of the second being played (a whole second while stopped). */
  #onTick(): void {
    const { elapsedMs, running } = this.#timer;
    this.#board.showClock(formatTime(elapsedMs));
    if (running && ++this.#ticks % TIMER_SAVE_EVERY_S === 0) this.#board.save(false);
    // A few ms past the second, as a timer may fire a little early by the page's clock.
    this.#tick = setTimeout(() => this.#onTick(), running ? 1003 - (elapsedMs % 1000) : 1000);
  }
}
