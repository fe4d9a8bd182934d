import { expect } from '@open-wc/testing';
import { EngineClient } from '../../src/engine/client.ts';
import { generate } from '../../src/engine/generate.ts';
import { findConflicts, type Grid } from '../../src/engine/grid.ts';

// Project Euler 96's first grid (easy50.txt, line 1): one solution.
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const toGrid = (line: string): Grid => [...line].map((c) => (c === '.' ? 0 : Number(c)));
/**
 * Seed 4 needs hundreds of attempts to reach 'extreme', so a search with it reports progress (an attempt that missed)
 * before it could finish: aborting on that report cancels a search that is certainly still running.
 */
const SLOW_EXTREME_SEED = 4;

const workerUrl = new URL('../../src/engine/worker.ts', import.meta.url);
/** A factory that counts the workers it made, so tests can see restarts. */
function countingFactory(): { make: () => Worker; made: Worker[] } {
  const made: Worker[] = [];
  return {
    made,
    make: () => {
      const worker = new Worker(workerUrl, { type: 'module' });
      made.push(worker);
      return worker;
    },
  };
}

function expectSolutionOf(puzzle: Grid, solution: Grid | null): void {
  expect(solution).to.have.length(81);
  expect(solution!.every((d) => d >= 1 && d <= 9)).to.equal(true);
  expect(findConflicts(solution!)).to.deep.equal([]);
  puzzle.forEach((given, cell) => given && expect(solution![cell]).to.equal(given));
}

describe('EngineClient (worker)', () => {
  let client: EngineClient;
  afterEach(() => client.dispose());

  it('solves in the worker and fills the givens’ one solution', async () => {
    const factory = countingFactory();
    client = new EngineClient({ createWorker: factory.make });
    const result = await client.solve(toGrid(EASY), { limit: 2 });
    expect(result.status).to.equal('solved');
    expect(result.count).to.equal(1);
    expectSolutionOf(toGrid(EASY), result.solution);
    expect(factory.made).to.have.length(1);
    expect(client.runsInThread).to.equal(false);
  });

  it('matches each answer to its request when several are in flight', async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const puzzle = toGrid(EASY);
    const broken = puzzle.slice();
    broken[0] = broken[2]; // two 3s in row 1
    const [solved, invalid, graded] = await Promise.all([
      client.solve(puzzle),
      client.solve(broken),
      client.grade(puzzle),
    ]);
    expect(solved.status).to.equal('solved');
    expect(invalid.status).to.equal('unsolvable');
    expect(graded.status).to.equal('graded');
    expect(graded.level).to.equal('easy');
  });

  it('generates a puzzle with exactly one solution, reproducible from its seed', async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const a = await client.generate({ seed: 'client-test' });
    const b = await client.generate({ seed: 'client-test' });
    expect(a.puzzle).to.deep.equal(b.puzzle);
    expect((await client.solve(a.puzzle, { limit: 2 })).count).to.equal(1);
    expect(a.puzzle.filter((d) => d === 0).length).to.be.at.least(40);
  });

  it('generates at the requested level', async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const result = await client.generate({ difficulty: 'medium', seed: 7 });
    expect(result.level).to.equal('medium');
    expect((await client.grade(result.puzzle)).level).to.equal('medium');
  });

  it("forwards daily and technique: the worker's daily is the engine's, and a bad date rejects with its reason", async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const here = generate({ daily: '2026-03-14', difficulty: 'easy' });
    const there = await client.generate({ daily: '2026-03-14', difficulty: 'easy' });
    expect(there.puzzle).to.deep.equal(here.puzzle);
    expect(there.daily).to.equal('2026-03-14');
    const trainer = await client.generate({ technique: 'naked-pair', seed: 5 });
    expect(trainer.technique).to.equal('naked-pair');
    expect((await client.grade(trainer.puzzle)).counts['naked-pair']).to.be.above(0);
    let message = '';
    await client.generate({ daily: '2026-02-30' }).catch((error: Error) => (message = error.message));
    expect(message).to.contain('February 2026 has 28 days');
  });

  it('gives the next step as a hint with its sentence', async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const hint = await client.hint(toGrid(EASY));
    expect(hint.kind).to.equal('step');
    if (hint.kind === 'step') {
      expect(hint.step.placements.length + hint.step.eliminations.length).to.be.above(0);
      expect(hint.text).to.be.a('string').and.not.equal('');
    }
  });

  it('cancels a generation by terminating the worker, and the next call gets a fresh one', async () => {
    const factory = countingFactory();
    client = new EngineClient({ createWorker: factory.make });
    const controller = new AbortController();
    // No time limit, and a seed that needs hundreds of attempts (see the component's progress test): the search is
    // surely still running when its first progress report comes, and the abort sent then is what ends it.
    let progress = 0;
    const search = client.generate({
      difficulty: 'extreme',
      seed: SLOW_EXTREME_SEED,
      timeLimitMs: Infinity,
      signal: controller.signal,
      onProgress: () => {
        progress++;
        controller.abort();
      },
    });
    const bystander = client.solve(toGrid(EASY));
    let error: unknown;
    try {
      await search;
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(DOMException);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(progress).to.equal(1);
    // The request that shared the killed worker is answered by the new one.
    expect((await bystander).status).to.equal('solved');
    expect(factory.made.length).to.be.at.least(2);
  });

  it('rejects at once when the signal is already aborted', async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const controller = new AbortController();
    controller.abort(new Error('not wanted'));
    let error: unknown;
    await client.solve(toGrid(EASY), {}, { signal: controller.signal }).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('not wanted');
  });

  it('restarts a worker that dies and sends it the requests in flight', async () => {
    const factory = countingFactory();
    client = new EngineClient({ createWorker: factory.make });
    await client.solve(toGrid(EASY));
    const first = factory.made[0];
    // A long search, so it is still running when its worker "dies".
    const generation = client.generate({ seed: 3 });
    first.dispatchEvent(new Event('error'));
    const result = await generation;
    expect(result.puzzle).to.have.length(81);
    expect(factory.made).to.have.length(2);
  });
});

describe('EngineClient (no worker)', () => {
  let client: EngineClient;
  let warnings: unknown[][];
  const realWarn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    console.warn = realWarn;
    client.dispose();
  });

  it('runs in-thread when the Worker constructor throws (a CSP), with one warning', async () => {
    client = new EngineClient({
      createWorker: () => {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      },
    });
    const solved = await client.solve(toGrid(EASY));
    expectSolutionOf(toGrid(EASY), solved.solution);
    const generated = await client.generate({ seed: 11 });
    expect((await client.solve(generated.puzzle, { limit: 2 })).count).to.equal(1);
    expect(client.runsInThread).to.equal(true);
    expect(warnings).to.have.length(1);
  });

  it('runs in-thread when the worker script never loads', async () => {
    client = new EngineClient({
      createWorker: () => new Worker(new URL('./no-such-worker.js', import.meta.url), { type: 'module' }),
    });
    const solved = await client.solve(toGrid(EASY));
    expectSolutionOf(toGrid(EASY), solved.solution);
    expect(client.runsInThread).to.equal(true);
    expect(warnings).to.have.length(1);
  });

  it('cancels an in-thread generation through its signal', async () => {
    client = new EngineClient({
      createWorker: () => {
        throw new Error('no workers');
      },
    });
    const controller = new AbortController();
    let progress = 0;
    const search = client.generate({
      difficulty: 'extreme',
      seed: SLOW_EXTREME_SEED,
      timeLimitMs: Infinity,
      signal: controller.signal,
      onProgress: () => {
        progress++;
        controller.abort();
      },
    });
    let error: unknown;
    await search.catch((e: unknown) => (error = e));
    expect((error as DOMException).name).to.equal('AbortError');
    // The search stopped at the abort: no attempt ran (and reported) after it.
    expect(progress).to.equal(1);
  });
});

/**
 * A stand-in worker that speaks the protocol without an engine: it says `ready`, answers a solve after `answerMs`,
 * crashes (an `error` event) on a grid whose first cell is 9, and with `silent` never answers anything.
 */
class FakeWorker extends EventTarget {
  constructor(private readonly behaviour: { answerMs: number; silent?: boolean }) {
    super();
    setTimeout(() => this.reply({ type: 'ready' }), 0);
  }

  private reply(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  postMessage(request: { id: number; args: [number[]] }): void {
    if (this.behaviour.silent) return;
    if (request.args[0][0] === 9) {
      setTimeout(() => this.dispatchEvent(new Event('error')), 5);
      return;
    }
    setTimeout(
      () => this.reply({ id: request.id, type: 'result', result: { status: 'solved' } }),
      this.behaviour.answerMs,
    );
  }

  terminate(): void {
    this.behaviour.silent = true;
  }
}

/** Fails the test instead of letting it hang when a promise never settles (the defect these tests are about). */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms)),
  ]);

describe('EngineClient (workers that crash or go silent)', () => {
  let client: EngineClient;
  afterEach(() => client.dispose());

  it('a request that crashes its worker fails alone: another request in flight with it is still answered', async () => {
    let made = 0;
    // The fake's casts: it implements the part of Worker the client uses.
    client = new EngineClient({ createWorker: () => (made++, new FakeWorker({ answerMs: 40 }) as unknown as Worker) });
    const poison = Array.from({ length: 81 }, () => 0);
    poison[0] = 9;
    const innocent = client.solve(Array.from({ length: 81 }, () => 0));
    const killer = client.solve(poison);
    let error: unknown;
    await within(killer, 3000).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.match(/stopped twice during solve/);
    expect((await within(innocent, 3000)).status).to.equal('solved');
    expect(made).to.be.at.least(3);
  });

  it('a worker that goes silent is replaced, and the request is answered by the next one', async () => {
    const made: FakeWorker[] = [];
    client = new EngineClient({
      silenceMs: 150,
      createWorker: () => {
        const worker = new FakeWorker({ answerMs: 5, silent: made.length === 0 });
        made.push(worker);
        return worker as unknown as Worker;
      },
    });
    const result = await within(client.solve(Array.from({ length: 81 }, () => 0)), 3000);
    expect(result.status).to.equal('solved');
    expect(made).to.have.length(2);
  });
});
