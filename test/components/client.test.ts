import { expect } from '@open-wc/testing';
import { EngineClient } from '../../src/components/engine-client/client.ts';
import { generate } from '../../src/engine/generate/index.ts';
import { findConflicts, type Grid } from '../../src/engine/grid.ts';
import { say } from '../words/say.ts';

// Project Euler 96's first grid (easy50.txt, line 1): one solution.
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const toGrid = (line: string): Grid => [...line].map((c) => (c === '.' ? 0 : Number(c)));
/**
 * Seed 4 needs hundreds of attempts to reach 'extreme', so a search with it reports progress (an attempt that missed)
 * before it could finish: aborting on that report cancels a search that is certainly still running.
 */
const SLOW_EXTREME_SEED = 4;

const workerUrl = new URL('../../src/components/engine-client/worker.ts', import.meta.url);
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

  it('gives the next step as a hint, as data the catalogue words', async () => {
    client = new EngineClient({ createWorker: countingFactory().make });
    const hint = await client.hint(toGrid(EASY));
    expect(hint.kind).to.equal('step');
    if (hint.kind === 'step') {
      expect(hint.step.placements.length + hint.step.eliminations.length).to.be.above(0);
      expect(say(hint)).to.be.a('string').and.not.equal('');
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

/** Makes real workers from one of the scripts in ./workers/ and keeps them, so a test sees each replacement. */
function scriptedWorkers(script: string): { make: () => Worker; made: Worker[] } {
  const made: Worker[] = [];
  const url = new URL(`./workers/${script}`, import.meta.url);
  return {
    made,
    make: () => {
      const worker = new Worker(url);
      made.push(worker);
      return worker;
    },
  };
}

describe('EngineClient (issue 25: no call hangs on a worker that stops answering)', () => {
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

  /** A client on `script`'s workers that takes `silenceMs` of silence for a hang, and the fallbacks it reports. */
  function silentClient(script: string, silenceMs = 200): { made: Worker[]; fallbacks: string[] } {
    const workers = scriptedWorkers(script);
    client = new EngineClient({ createWorker: workers.make, silenceMs });
    const fallbacks: string[] = [];
    client.silenceListeners.add(() => fallbacks.push('silent'));
    return { made: workers.made, fallbacks };
  }

  for (const script of ['silent-worker.js', 'hung-worker.js']) {
    it(`${script}: hint() is retried once on a new worker, then the engine on the page answers`, async () => {
      const { made, fallbacks } = silentClient(script);
      const hint = await within(client.hint(toGrid(EASY)), 5000);
      expect(hint.kind).to.equal('step');
      expect(made, 'the silent worker and the one retry').to.have.length(2);
      expect(client.runsInThread).to.equal(true);
      expect(fallbacks).to.deep.equal(['silent']);
      expect(String(warnings[0])).to.contain('workers went silent');
    });
  }

  it('every call that was waiting ends with the page engine’s answer, and later calls go straight to the page', async () => {
    const { made, fallbacks } = silentClient('hung-worker.js');
    const [hint, generated, solved, graded, techniques] = await within(
      Promise.all([
        client.hint(toGrid(EASY)),
        client.generate({ difficulty: 'medium', seed: 7 }),
        client.solve(toGrid(EASY)),
        client.grade(toGrid(EASY)),
        client.techniques(),
      ]),
      5000,
    );
    expect(hint.kind).to.equal('step');
    expect(generated.level).to.equal('medium');
    expect(solved.status).to.equal('solved');
    expect(graded.level).to.equal('easy');
    expect(techniques.length).to.be.above(10);
    expect(fallbacks).to.deep.equal(['silent']);
    // After the switch, no call waits for a worker again.
    expect((await within(client.generate({ seed: 'after' }), 3000)).puzzle).to.have.length(81);
    expect(made).to.have.length(2);
  });

  it('a worker that answers after 2 s but says `alive` meanwhile is busy, not silent: it answers', async () => {
    // 600 ms: far above its 50 ms beat, and above the time a loaded machine may take to start a worker's script.
    const { made, fallbacks } = silentClient('slow-worker.js', 600);
    const hint = await within(client.hint(toGrid(EASY)), 5000);
    expect(hint).to.deep.equal({ kind: 'invalid', text: 'from the slow worker' });
    expect(made).to.have.length(1);
    expect(fallbacks).to.deep.equal([]);
    expect(client.runsInThread).to.equal(false);
  });

  it('the real engine worker searching for 2.5 s is not taken for silent with 1.5 s allowed (its heartbeat and progress)', async () => {
    const workers = countingFactory();
    // Above the worker's heartbeat period (1 s, worker.ts), far below the search.
    client = new EngineClient({ createWorker: workers.make, silenceMs: 1500 });
    // Trial: a search that runs to its time limit (the naked quad now comes from the trainer's bank at once).
    const made = await within(client.generate({ technique: 'trial', seed: 1, timeLimitMs: 2500 }), 8000);
    expect(made.puzzle).to.have.length(81);
    expect(workers.made).to.have.length(1);
    expect(client.runsInThread).to.equal(false);
  });

  it('the real engine worker says nothing while idle, so an idle page is not woken every second', async () => {
    const workers = countingFactory();
    client = new EngineClient({ createWorker: workers.make });
    await client.solve(toGrid(EASY));
    let heard = 0;
    workers.made[0].addEventListener('message', () => heard++);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(heard).to.equal(0);
  });

  it('a worker that stops itself mid-call (no error event, just silence) is replaced, then the page answers', async () => {
    const { made, fallbacks } = silentClient('closing-worker.js');
    const result = await within(client.generate({ difficulty: 'easy', seed: 3 }), 5000);
    expect(result.level).to.equal('easy');
    expect(made).to.have.length(2);
    expect(fallbacks).to.deep.equal(['silent']);
  });

  it('a worker that crashes mid-call (an error event) is replaced; a call that crashes two ends with an error', async () => {
    const { made, fallbacks } = silentClient('crashing-worker.js');
    let error: unknown;
    await within(client.hint(toGrid(EASY)), 5000).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.match(/stopped twice during hint/);
    expect(made).to.have.length(2);
    expect(fallbacks).to.deep.equal([]);
  });
});
