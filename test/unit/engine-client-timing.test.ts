// The engine client's timing guarantee (issue 25) with its real defaults, on a fake clock: a worker that falls
// silent is replaced after 5 s, the call is retried once, and the engine on the page answers 10 s after the silence
// began, within the 12 s promised; a worker that keeps saying `alive` is never replaced, however long it works. The
// browser tests (client.test.ts) run the same rules on real Worker scripts with short, injected timings.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { EngineClient } from '../../src/components/engine-client/client.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { generate } from '../../src/engine/generate/index.ts';
import { onHeartbeat } from '../../src/engine/heartbeat.ts';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const grid = [...EASY].map((c) => (c === '.' ? 0 : Number(c)));

/** A stand-in for a Worker: it takes messages and answers only when the test makes it. */
class FakeWorker extends EventTarget {
  readonly received: { id: number }[] = [];
  terminated = false;
  postMessage(request: { id: number }): void {
    this.received.push(request);
  }
  say(data: unknown): void {
    const event = new Event('message') as Event & { data: unknown };
    event.data = data;
    this.dispatchEvent(event);
  }
  terminate(): void {
    this.terminated = true;
  }
}

let now = 0;
/** Moves the fake clock (timers and performance.now() together) and lets promises settle. */
async function advance(ms: number): Promise<void> {
  now += ms;
  mock.timers.tick(ms);
  await new Promise((resolve) => setImmediate(resolve));
}

describe('EngineClient timing with its defaults (fake clock)', () => {
  let made: FakeWorker[];
  let client: EngineClient;
  beforeEach(() => {
    now = 0;
    mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
    mock.method(performance, 'now', () => now);
    mock.method(console, 'warn', () => undefined);
    made = [];
    client = new EngineClient({
      // The fake's cast: it has the part of Worker the client uses.
      createWorker: () => made[made.push(new FakeWorker()) - 1] as unknown as Worker,
    });
  });
  afterEach(() => {
    client.dispose();
    mock.timers.reset();
    mock.restoreAll();
  });

  it('the defaults: a silent worker is replaced at 5 s, the retry silent too, the page answers at 10 s (under 12 s)', async () => {
    const fallbacks: string[] = [];
    client.silenceListeners.add(() => fallbacks.push('silent'));
    const answer = client.hint(grid);
    await advance(4999);
    assert.equal(made.length, 1, 'not yet silent for 5 s');
    await advance(1);
    assert.equal(made.length, 2, 'replaced after 5 s');
    assert.equal(made[0].terminated, true);
    assert.equal(made[1].received.length, 1, 'the call retried on the new worker');
    await advance(4999);
    assert.equal(client.runsInThread, false);
    await advance(1);
    assert.equal(client.runsInThread, true, 'the page engine takes over at 10 s');
    assert.deepEqual(fallbacks, ['silent']);
    // The page engine's answer (loading it takes real time, not clock time: the fake clock stays at 10 s).
    assert.equal((await answer).kind, 'step');
    assert.ok(now < 12_000);
    assert.equal(made.length, 2);
  });

  it('a worker that says `alive` every second is never replaced, though it answers after 60 s', async () => {
    let answer: unknown = null;
    void client.generate({ technique: 'jellyfish' }).then((result) => (answer = result));
    const [worker] = made;
    for (let second = 1; second <= 60; second++) {
      await advance(1000);
      worker.say({ type: 'alive' });
    }
    worker.say({ id: worker.received[0].id, type: 'result', result: { puzzle: 'from the worker' } });
    await advance(0);
    assert.deepEqual(answer, { puzzle: 'from the worker' });
    assert.equal(made.length, 1);
    assert.equal(client.runsInThread, false);
  });
});

describe('the engine’s heartbeat (heartbeat.ts), which a worker turns into `alive` messages', () => {
  afterEach(() => onHeartbeat(null));

  it('beats once per grading step and per generation attempt', () => {
    let beats = 0;
    onHeartbeat(() => beats++);
    const graded = grade(grid);
    assert.ok(graded.status === 'graded' && beats >= graded.steps.length, `${beats} beats`);
    beats = 0;
    const made = generate({ difficulty: 'hard', seed: 2 });
    assert.ok(beats > made.attempts, `${beats} beats for ${made.attempts} attempts`);
  });
});
