/** Play time that can stop and go: paused while the page is hidden, stopped when the puzzle is solved. */
export class GameTimer {
  #accumulated = 0;
  #startedAt: number | null = null;

  get running(): boolean {
    return this.#startedAt !== null;
  }

  get elapsedMs(): number {
    return this.#accumulated + (this.#startedAt === null ? 0 : performance.now() - this.#startedAt);
  }

  start(): void {
    this.#startedAt ??= performance.now();
  }

  pause(): void {
    this.#accumulated = this.elapsedMs;
    this.#startedAt = null;
  }

  /** Sets the time (a restored game) and leaves the timer paused. */
  reset(ms = 0): void {
    this.#accumulated = ms;
    this.#startedAt = null;
  }
}
