/**
 * Promise API over the engine worker (worker.ts): the page asks, the worker computes, the main thread stays free.
 *
 * - Every request carries an id; answers may come back in any order.
 * - Cancelling (an AbortSignal) terminates the worker, which is the only way to stop a search mid-step, and starts a
 *   fresh one; the other requests in flight are sent again to it.
 * - A worker that dies (an `error` event) is replaced the same way. When several requests were with it, none is
 *   blamed: they go to the new worker one at a time until the one that kills it is found, so only a request that
 *   kills a worker on its own twice is rejected, and the others (another board's, say) are answered.
 * - A worker that goes silent (no answer, progress or heartbeat for `silenceMs`, 5 s by default, while requests
 *   are with it) is replaced, and every request that was with it goes to the new one. A request whose retry meets a
 *   silent worker too (SILENT_RETRIES: 1) is answered by the engine on the page, and so is every call
 *   after it: workers don't answer here. So no call waits more than about 2 × `silenceMs` (plus the page's own
 *   computation) after its worker fell silent. Listeners in `silenceListeners` hear of the switch (boards say it).
 *   A busy worker is not silent: it says `alive` while it works, even inside long synchronous loops (worker.ts,
 *   heartbeat.ts), so a 30 s trainer search is never mistaken for a hang.
 * - When no worker can be had (the constructor throws, e.g. under a CSP, or the script never loads) the same code
 *   runs in-thread instead, with one console warning: slower for the page, but it still works.
 */
import type {
  Generated,
  GeneratedAtLevel,
  GenerateOptions,
  LevelProgress,
  TrainerTechnique,
} from '../../engine/generate/index.ts';
import type { Grade, HintResult } from '../../engine/grade/index.ts';
import type { Level } from '../../engine/levels.ts';
import type { Grid } from '../../engine/grid.ts';
import type { SolveResult } from '../../engine/solve/index.ts';
import { TrustedWorker } from './trusted-worker.ts';
import type { PictureReading } from '../common/picture-reading.ts';
import type {
  EngineMethod,
  EngineMethods,
  EngineRequest,
  EngineResponse,
  GenerateRequest,
  SizeRequest,
  SolveRequest,
} from './worker.ts';

export interface EngineClientOptions {
  /** Makes the worker. Default: the module worker beside this file. Throwing means "no workers here". */
  createWorker?: () => Worker;
  /**
   * How long a worker may say nothing (a busy worker says `alive` every second, see worker.ts) while requests are
   * with it before it is taken for dead and replaced. Default 5 s.
   */
  silenceMs?: number;
}

/**
 * The defaults behind the guarantee "every call ends within 12 s of its worker going silent" (docs/architecture.md), tested on a
 * fake clock (test/unit/engine-client-timing.test.ts).
 */
const SILENCE_MS = 5000;
/** How many fresh workers the calls go to after their worker fell silent, before the page's engine takes them. */
const SILENT_RETRIES = 1;

/** What `generate` takes: the request the worker gets, with the engine's progress callback and abort signal. */
export type GenerateCall = GenerateRequest & Pick<GenerateOptions, 'onProgress' | 'signal'>;

export interface CallOptions {
  /** Aborting rejects the call with the signal's reason (an `AbortError` DOMException by default). */
  signal?: AbortSignal;
}

interface Pending {
  request: EngineRequest;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  onProgress?: (progress: LevelProgress) => void;
  /** Workers that died while this request was the only one with them. */
  deaths: number;
  signal?: AbortSignal;
  onAbort?: () => void;
}

const defaultWorker = (): Worker => {
  // Vite bundles the worker script it finds in `new Worker(new URL('…', import.meta.url))`, so the call keeps that
  // form; the constructor is TrustedWorker, for pages that require Trusted Types (trusted-worker.ts).
  const Worker = TrustedWorker;
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
};

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export class EngineClient {
  readonly #createWorker: () => Worker;
  #worker: Worker | null = null;
  /** The current worker has said `ready`: its script loaded, so an error from it now is a crash, not a CSP. */
  #workerReady = false;
  #inThread = false;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  /** Ids of the requests posted to the current worker and not answered yet. */
  readonly #inFlight = new Set<number>();
  /** After a worker died with several requests: send one at a time until the one that kills it is known. */
  #isolating = false;
  readonly #silenceMs: number;
  /** When the current worker last said anything (performance.now(): a changed wall clock doesn't move it). */
  #lastHeard = 0;
  #watchdog: ReturnType<typeof setTimeout> | null = null;
  /**
   * Called when workers stopped answering and the client went over to the engine on the page for good (not when
   * there never was a worker: a CSP page hears nothing each time). Boards add themselves while connected. A plain
   * set rather than an add/remove method pair: this module is in every page's first download (the 25 KB budget).
   */
  readonly silenceListeners = new Set<() => void>();
  /** Workers in a row that fell silent with requests (a result from a worker starts the count again). */
  #silentWorkers = 0;

  constructor(options: EngineClientOptions = {}) {
    this.#createWorker = options.createWorker ?? defaultWorker;
    // The option is typed and internal (boards use the default): no checks beyond that.
    this.#silenceMs = options.silenceMs ?? SILENCE_MS;
  }

  /** True once the client has fallen back to running the engine on the page's own thread. */
  get runsInThread(): boolean {
    return this.#inThread;
  }

  /** Solves `grid`; `options.size` (4, 6 or 9; absent: 9) is its grid's, whose geometry the worker looks up. */
  solve(grid: Grid, options?: SolveRequest, call?: CallOptions): Promise<SolveResult> {
    return this.call('solve', options === undefined ? [grid] : [grid, options], call);
  }

  /** Grades `grid`; `options.size` (4, 6 or 9; absent: 9) is its grid's, as for `solve`. */
  grade(grid: Grid, options?: SizeRequest, call?: CallOptions): Promise<Grade> {
    return this.call('grade', [grid, options], call);
  }

  /**
   * The next logical step for the board `grid` (see `nextStep` in grade/hint.ts for `notes` and `givens`), on the
   * grid of `size` (4, 6 or 9; absent: 9), whose geometry the worker looks up.
   */
  hint(grid: Grid, notes?: number[], givens?: Grid, size?: number, call?: CallOptions): Promise<HintResult> {
    return this.call('hint', [grid, notes, givens, size], call);
  }

  /**
   * `generate` from the engine, in the worker; `onProgress` and `signal` work as they do there, and so do `daily`
   * and `technique` (a bad date or an unknown technique rejects with the engine's RangeError message). The grid's
   * shape is its `size` (4, 6 or 9; absent: 9), as for `solve`; a size the engine can't serve rejects, saying why.
   */
  generate(
    options: GenerateCall & ({ difficulty: Level } | { technique: string } | { daily: string }),
  ): Promise<GeneratedAtLevel>;
  generate(options?: GenerateCall): Promise<Generated>;
  generate(options: GenerateCall = {}): Promise<Generated> {
    const { onProgress, signal, ...rest } = options ?? {};
    return this.call('generate', [rest], { signal }, onProgress);
  }

  /** The techniques the trainer offers, easiest level first (generate/trainer-catalogue.ts). */
  techniques(call?: CallOptions): Promise<TrainerTechnique[]> {
    return this.call('techniques', [], call);
  }

  /** The Sudoku in a picture file, read in the worker (the board's Scan). */
  scan(picture: Blob): Promise<PictureReading> {
    return this.call('scan', [picture]);
  }

  /** Stops the worker and rejects every call in flight. The client can still be used: it starts a new worker. */
  dispose(): void {
    this.#isolating = false;
    this.#stopWorker();
    for (const [id, entry] of this.#pending) this.#settle(id, entry, () => entry.reject(new Error('disposed')));
  }

  /**
   * Sends `method` to the worker (or the page's engine): what the named methods above do, for a part loaded later
   * whose method the client need not name (a variant's generation). @internal
   */
  call<M extends EngineMethod>(
    method: M,
    args: EngineMethods[M]['args'],
    call: CallOptions = {},
    onProgress?: (progress: LevelProgress) => void,
  ): Promise<EngineMethods[M]['result']> {
    const { signal } = call;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const entry: Pending = {
        request: { id, method, args },
        resolve: resolve as (result: unknown) => void,
        reject,
        onProgress,
        deaths: 0,
        signal,
      };
      if (signal) {
        entry.onAbort = () => this.#abort(id);
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      this.#pending.set(id, entry);
      this.#dispatch(entry);
    });
  }

  #dispatch(entry: Pending): void {
    const worker = this.#inThread ? null : this.#ensureWorker();
    if (!worker) {
      void this.#runInThread(entry);
      return;
    }
    if (this.#isolating && this.#inFlight.size > 0) return; // waits for its turn (sendNext)
    if (this.#inFlight.size === 0) this.#lastHeard = performance.now();
    this.#inFlight.add(entry.request.id);
    worker.postMessage(entry.request);
    this.#watch();
  }

  /** While isolating, the next waiting request goes out when the one in flight is done; then isolation ends. */
  #sendNext(): void {
    if (!this.#isolating || this.#inFlight.size > 0) return;
    const next = this.#pending.values().next();
    if (next.done) this.#isolating = false;
    else this.#dispatch(next.value);
  }

  /**
   * One timer, due when the worker will have been silent for `silenceMs`; a message meanwhile only moves
   * `#lastHeard`, and the timer, when it fires, sleeps again for what is left.
   */
  #watch(): void {
    // Called with requests in flight (#dispatch, #check); stopping the worker clears the timer (#stopWorker). A
    // delay past due (negative) fires at once.
    this.#watchdog ??= setTimeout(
      () => {
        this.#watchdog = null;
        this.#check();
      },
      this.#lastHeard + this.#silenceMs - performance.now(),
    );
  }

  #check(): void {
    // All answered meanwhile: nothing to watch until the next request. Requests in flight mean a worker (#stopWorker
    // empties #inFlight when it drops one).
    if (this.#inFlight.size === 0) return;
    if (performance.now() - this.#lastHeard < this.#silenceMs) this.#watch();
    else this.#workerDied(this.#worker!, true);
  }

  #unwatch(): void {
    if (this.#watchdog !== null) clearTimeout(this.#watchdog);
    this.#watchdog = null;
  }

  #ensureWorker(): Worker | null {
    if (this.#worker) return this.#worker;
    try {
      const worker = this.#createWorker();
      worker.addEventListener('message', (event: MessageEvent<EngineResponse>) => this.#receive(worker, event.data));
      worker.addEventListener('error', (event) => {
        // Don't let the page report it as uncaught: it is handled here.
        event.preventDefault();
        this.#workerDied(worker);
      });
      worker.addEventListener('messageerror', () => this.#workerDied(worker));
      this.#worker = worker;
      this.#workerReady = false;
      return worker;
    } catch (error) {
      this.#fallBackToThread(error);
      return null;
    }
  }

  #fallBackToThread(reason: unknown): void {
    if (this.#inThread) return;
    this.#inThread = true;
    this.#isolating = false; // in-thread, each call runs on its own anyway
    console.warn(`sudoku engine: no Web Worker (${reason}): it runs on the page.`);
  }

  async #runInThread(entry: Pending): Promise<void> {
    const { id, method, args } = entry.request;
    try {
      // Loaded only when needed, so pages with a worker never download the engine twice.
      const { handleRequest } = await import('./worker.ts');
      if (!this.#pending.has(id)) return;
      const result = await handleRequest(method, args, entry.onProgress, entry.signal);
      this.#settle(id, entry, () => entry.resolve(result));
    } catch (error) {
      this.#settle(id, entry, () => entry.reject(error));
    }
  }

  #receive(worker: Worker, message: EngineResponse): void {
    if (worker !== this.#worker || typeof message !== 'object' || message === null) return;
    this.#lastHeard = performance.now();
    if (message.type === 'alive') return;
    if (message.type === 'ready') {
      this.#workerReady = true;
      return;
    }
    const entry = this.#pending.get(message.id);
    if (!entry) return;
    if (message.type === 'progress') return entry.onProgress?.(message.progress);
    // A result or an error: this worker answers (silent workers are counted in a row).
    this.#silentWorkers = 0;
    this.#settle(message.id, entry, () =>
      message.type === 'result' ? entry.resolve(message.result) : entry.reject(new Error(message.message)),
    );
  }

  /** Removes a request from the books (and its abort listener) before running its resolve or reject. */
  #settle(id: number, entry: Pending, finish: () => void): void {
    if (!this.#pending.delete(id)) return;
    this.#inFlight.delete(id);
    if (entry.onAbort) entry.signal?.removeEventListener('abort', entry.onAbort);
    finish();
    this.#sendNext();
  }

  #abort(id: number): void {
    const entry = this.#pending.get(id);
    if (!entry || !entry.signal) return;
    this.#settle(id, entry, () => entry.reject(abortReason(entry.signal!)));
    // In-thread, the signal itself stops the search; a worker has to go, and the others move to a new one.
    if (!this.#inThread) this.#restart();
  }

  /** A worker crashed (an `error` event) or, with `silent`, said nothing for `silenceMs` while it had requests. */
  #workerDied(worker: Worker, silent = false): void {
    if (worker !== this.#worker) return;
    const loaded = this.#workerReady;
    const suspects = [...this.#inFlight];
    this.#stopWorker();
    if (silent) {
      // The requests that were with it go to a new worker (its retry), all at once: isolating them one at a time,
      // as for a crash, would cost `silenceMs` each. When that worker is silent too (more than SILENT_RETRIES in a
      // row, with no result between), workers don't answer here: the page's engine takes every call from now on.
      if (++this.#silentWorkers > SILENT_RETRIES) {
        this.#fallBackToThread('workers went silent');
        // The boards' sentence (their listeners are internal: none throws).
        this.silenceListeners.forEach((listener) => listener());
      }
    } else if (!loaded) {
      // It never started: the script can't load here (a CSP, a blocked URL). Retrying would fail the same way.
      this.#fallBackToThread(new Error('the worker script failed to load'));
    } else if (suspects.length === 1) {
      const [id] = suspects;
      const entry = this.#pending.get(id);
      if (entry && ++entry.deaths >= 2) {
        this.#settle(id, entry, () =>
          entry.reject(new Error(`The engine stopped twice during ${entry.request.method}`)),
        );
      }
    } else if (suspects.length > 1) {
      // Any of them may be the cause: blame none, and find out by sending them one at a time.
      this.#isolating = true;
    }
    this.#resend();
  }

  #restart(): void {
    this.#stopWorker();
    this.#resend();
  }

  #resend(): void {
    for (const entry of this.#pending.values()) this.#dispatch(entry);
  }

  #stopWorker(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#workerReady = false;
    this.#inFlight.clear();
    this.#unwatch();
  }
}

let shared: EngineClient | null = null;

/** The page's one engine client: every board shares one worker. */
export function engineClient(): EngineClient {
  shared ??= new EngineClient();
  return shared;
}
