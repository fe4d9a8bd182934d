/**
 * A one-line progress report on a terminal's stderr, "made 120/1000 puzzles (34/s)", redrawn in place with \r
 * and cleared at the end. Only ever made when stderr is a terminal, so pipes, logs and tests never see it.
 */
import type { Output } from './io.ts';

/** Redraw at most this often: a terminal can't show more, and each redraw is a write. */
const REDRAW_MS = 100;
/** Erase from the cursor to the end of the line (ANSI EL). */
const CLEAR_TO_END = '\x1b[K';

export class Progress {
  readonly #out: Output;
  readonly #total: number;
  readonly #start = performance.now();
  #shown = false;
  #drawnAt = -Infinity;

  constructor(out: Output, total: number) {
    this.#out = out;
    this.#total = total;
  }

  /** `made` puzzles of the total are done; redrawn when the last draw is old enough, or was cleared. */
  update(made: number): void {
    const now = performance.now();
    if (this.#shown && now - this.#drawnAt < REDRAW_MS) return;
    const perSecond = made / Math.max((now - this.#start) / 1000, 1e-3);
    const rate = perSecond < 10 ? perSecond.toFixed(1) : Math.round(perSecond).toString();
    this.#out.write(`\r${CLEAR_TO_END}made ${made}/${this.#total} puzzles (${rate}/s)`);
    this.#shown = true;
    this.#drawnAt = now;
  }

  /** Take the line away, before other text goes to the same terminal and at the end. */
  clear(): void {
    if (!this.#shown) return;
    this.#out.write(`\r${CLEAR_TO_END}`);
    this.#shown = false;
  }
}
