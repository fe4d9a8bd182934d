/**
 * The engine's side of the worker protocol. Loaded as a module Web Worker it answers the client's requests
 * (client.ts), so solving, grading and generating never block the page. `handleRequest` is exported because the
 * client runs the very same code in-thread when a page forbids workers (a CSP without `worker-src`).
 *
 * Messages: the client posts `{ id, method, args }`; the worker answers `{ id, type: 'result', result }`,
 * `{ id, type: 'error', message }` or, for a search by level, `{ id, type: 'progress', progress }` along the way.
 * It posts `{ type: 'ready' }` once at start-up, which tells the client the script loaded.
 *
 * Heartbeat: the client takes a worker that says nothing for a while (5 s by default) for dead (client.ts), so a
 * busy worker must keep talking, and it does, three ways: `alive` as soon as it takes a request; `alive` every
 * HEARTBEAT_MS from a timer while any request is unfinished (that timer runs whenever the engine yields, as a
 * generation does every ~15 ms); and `alive` from inside the engine's own synchronous loops (heartbeat.ts: a
 * grading step, a generation attempt), throttled to one per HEARTBEAT_MS, for the stretches where the timer can't
 * run. An idle worker says nothing, so an idle page is not woken every second.
 */
import {
  generateAsync,
  type Generated,
  type GenerateOptions,
  type LevelProgress,
  type TrainerTechnique,
  trainerTechniques,
} from '../../engine/generate/index.ts';
import { geometryOfSize } from '../../engine/geometries.ts';
import type { Geometry } from '../../engine/geometry.ts';
import { grade, type Grade, type HintResult, nextStep } from '../../engine/grade/index.ts';
import type { Grid } from '../../engine/grid.ts';
import { onHeartbeat } from '../../engine/heartbeat.ts';
import { solve, type SolveOptions, type SolveResult } from '../../engine/solve/index.ts';
import type { PictureReading } from '../common/picture-reading.ts';
import type { MadeVariant, VariantRequest } from '../sudoku-board/variant/variant-make.ts';
import type { VariantRules } from '../../engine/variant/index.ts';
import type { WordedVariantStep } from '../sudoku-board/variant/variant-hint.ts';

/**
 * A grid's shape crosses postMessage as its size (4, 6 or 9; absent: 9), since a geometry holds functions, which
 * can't be cloned: the worker looks the geometry up (geometryFor).
 */
export interface SizeRequest {
  size?: number;
}

/** What crosses postMessage for a generation: the options without the three that can't be cloned. */
export type GenerateRequest = Omit<GenerateOptions, 'onProgress' | 'signal' | 'geometry'> & SizeRequest;

/** What crosses postMessage for a solve: the options, with the grid's size for its shape. */
export type SolveRequest = Omit<SolveOptions, 'geometry'> & SizeRequest;

/** The methods the worker serves: argument lists and results, all structured-clone safe. */
export interface EngineMethods {
  solve: { args: [grid: Grid, options?: SolveRequest]; result: SolveResult };
  grade: { args: [grid: Grid, options?: SizeRequest]; result: Grade };
  hint: { args: [grid: Grid, notes?: number[], givens?: Grid, size?: number]; result: HintResult };
  generate: { args: [options?: GenerateRequest]; result: Generated };
  /** The techniques the trainer offers (generate/trainer-catalogue.ts). */
  techniques: { args: []; result: TrainerTechnique[] };
  /** The Sudoku in a picture file (the board's Scan): decoded and read here, its reader loaded on the first one. */
  scan: { args: [picture: Blob]; result: PictureReading };
  /** A Sudoku variant's puzzle (variant-make.ts, loaded here the first time one is asked for). */
  variant: { args: [request: VariantRequest]; result: MadeVariant };
  /** A variant game's next step and its sentence in `lang` (variant-hint.ts, loaded here with the first one). */
  variantHint: {
    args: [rules: VariantRules, values: number[], notes: number[], lang: string];
    result: WordedVariantStep | null;
  };
}

export type EngineMethod = keyof EngineMethods;

export interface EngineRequest<M extends EngineMethod = EngineMethod> {
  id: number;
  method: M;
  args: EngineMethods[M]['args'];
}

export type EngineResponse =
  | { type: 'ready' }
  /** "Still working": sent on taking a request and then every HEARTBEAT_MS until none is left unfinished. */
  | { type: 'alive' }
  | { id: number; type: 'result'; result: unknown }
  | { id: number; type: 'error'; message: string }
  | { id: number; type: 'progress'; progress: LevelProgress };

/** How often a busy worker says it is alive. The client gives up on one silent for 5× longer (client.ts). */
export const HEARTBEAT_MS = 1000;

const METHODS: ReadonlySet<string> = new Set<EngineMethod>([
  'solve',
  'grade',
  'hint',
  'generate',
  'techniques',
  'scan',
  'variant',
  'variantHint',
]);

export const isEngineMethod = (value: unknown): value is EngineMethod =>
  typeof value === 'string' && METHODS.has(value);

/**
 * The geometry of a request's grid `size`: undefined for none (the engine's default, 9×9), and a RangeError naming
 * what was asked for a size the engine does not play.
 */
function geometryFor(size: number | undefined, task: string): Geometry | undefined {
  if (size === undefined) return undefined;
  const geometry = geometryOfSize(size);
  if (!geometry)
    throw new RangeError(`There is no ${String(size)}×${String(size)} grid to ${task}: sizes are 4, 6 and 9.`);
  return geometry;
}

/**
 * Runs one request. The engine throws on bad input only where it says so (a generate `daily` that is not a date, a
 * `technique` not in the catalogue: a RangeError saying why); any other rejection is an engine bug. The caller turns
 * either into an error message rather than a dead worker.
 */
export async function handleRequest<M extends EngineMethod>(
  method: M,
  args: EngineMethods[M]['args'],
  onProgress?: (progress: LevelProgress) => void,
  signal?: AbortSignal,
): Promise<EngineMethods[M]['result']> {
  // Each branch narrows `args` by hand: TypeScript can't correlate a generic key with its own entry.
  switch (method) {
    case 'solve': {
      const [grid, options] = args as EngineMethods['solve']['args'];
      if (options?.size === undefined) return solve(grid, options);
      const { size, ...rest } = options;
      return solve(grid, { ...rest, geometry: geometryFor(size, 'solve') });
    }
    case 'grade': {
      const [grid, options] = args as EngineMethods['grade']['args'];
      return grade(grid, { geometry: geometryFor(options?.size, 'grade') });
    }
    case 'hint': {
      const [grid, notes, givens, size] = args as EngineMethods['hint']['args'];
      return nextStep(grid, notes, givens, geometryFor(size, 'hint'));
    }
    case 'generate': {
      const [request] = args as EngineMethods['generate']['args'];
      const { size, ...options } = request ?? {};
      return generateAsync({ ...options, geometry: geometryFor(size, 'generate'), onProgress, signal });
    }
    case 'techniques':
      return trainerTechniques();
    case 'scan': {
      const [picture] = args as EngineMethods['scan']['args'];
      return (await import('../common/picture-reading.ts')).readPicture(picture);
    }
    case 'variant': {
      const [request] = args as EngineMethods['variant']['args'];
      return (await import('../sudoku-board/variant/variant-make.ts')).makeVariant(request);
    }
    case 'variantHint': {
      const [rules, values, notes, lang] = args as EngineMethods['variantHint']['args'];
      return (await import('../sudoku-board/variant/variant-hint.ts')).variantHint(rules, values, notes, lang);
    }
    default:
      throw new Error(`Unknown engine method ${String(method)}`);
  }
}

function isRequest(data: unknown): data is EngineRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { id, method, args } = data as Partial<EngineRequest>;
  return typeof id === 'number' && isEngineMethod(method) && Array.isArray(args);
}

function serve(scope: DedicatedWorkerGlobalScope): void {
  const post = (message: EngineResponse) => scope.postMessage(message);
  let unfinished = 0;
  let lastBeat = 0;
  let beating: ReturnType<typeof setInterval> | null = null;
  const beat = () => {
    lastBeat = performance.now();
    post({ type: 'alive' });
  };
  // From inside the engine's loops: at most one message per HEARTBEAT_MS, however fast the loop turns.
  onHeartbeat(() => {
    if (performance.now() - lastBeat >= HEARTBEAT_MS) beat();
  });
  const finished = () => {
    if (--unfinished > 0 || beating === null) return;
    clearInterval(beating);
    beating = null;
  };
  scope.addEventListener('message', (event: MessageEvent<unknown>) => {
    const request = event.data;
    if (!isRequest(request)) return;
    const { id } = request;
    // Taken: said before the work starts, since a synchronous method runs to its end inside this handler.
    beat();
    unfinished++;
    beating ??= setInterval(beat, HEARTBEAT_MS);
    handleRequest(request.method, request.args, (progress) => post({ id, type: 'progress', progress }))
      .then(
        (result) => post({ id, type: 'result', result }),
        (error: unknown) =>
          post({ id, type: 'error', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(finished);
  });
  post({ type: 'ready' });
}

// Imported in a page (the in-thread fallback) this module only exports; run as a worker it serves.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  serve(globalThis as unknown as DedicatedWorkerGlobalScope);
}
