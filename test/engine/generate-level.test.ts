import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Grid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { grade, LEVELS, type Level } from '../../src/engine/grade/index.ts';
import {
  generate,
  generateAsync,
  type GenerateOptions,
  type Generated,
  type LevelProgress,
} from '../../src/engine/generate/index.ts';

/** rotate180 written out independently of the generator's orbit tables. */
function isRotate180(puzzle: Grid): boolean {
  return puzzle.every((d, cell) => (d === 0) === (puzzle[80 - cell] === 0));
}

function assertProper(result: Generated, label: string): void {
  const check = solve(result.puzzle, { limit: 2 });
  assert.equal(check.count, 1, `${label}: exactly one solution`);
  assert.deepEqual(check.solution, result.solution, `${label}: the returned solution is the solution`);
  const blanks = result.puzzle.filter((d) => d === 0).length;
  assert.ok(blanks >= 40, `${label}: only ${blanks} blanks`);
  assert.equal(result.blanks, blanks, label);
}

let retrySeed: { seed: number; result: Generated & { attempts: number } } | undefined;

/** A seed whose extreme search needs several attempts (so abort and time limits have something to cut), and its result. */
function extremeNeedingRetries(): { seed: number; result: Generated & { attempts: number } } {
  for (let seed = 0; !retrySeed; seed++) {
    const result = generate({ seed, difficulty: 'extreme' });
    if (result.attempts > 3) retrySeed = { seed, result };
  }
  return retrySeed;
}

for (const level of LEVELS) {
  const seeds = level === 'extreme' ? [1, 2] : [1, 2, 3];
  test(`difficulty ${level}: the puzzle grades exactly ${level}, is proper, and rotate180-symmetric by default`, () => {
    for (const seed of seeds) {
      const label = `${level}, seed ${seed}`;
      const result = generate({ seed, difficulty: level });
      const graded = grade(result.puzzle);
      assert.equal(graded.status, 'graded', label);
      assert.equal(graded.level, level, label);
      assert.equal(result.level, level, label);
      assert.equal(result.score, graded.score, label);
      assert.equal(result.difficulty, level, label);
      assert.equal(result.stopped, undefined, label);
      assert.ok(result.attempts >= 1, label);
      assertProper(result, label);
      assert.equal(result.symmetry, 'rotate180', label);
      assert.ok(isRotate180(result.puzzle), `${label}: givens are not rotate180-symmetric`);
    }
  });
}

test('the same seed and options give the same puzzle at a level; other seeds give others', () => {
  for (const level of ['medium', 'hard'] as const) {
    const first = generate({ seed: 'daily', difficulty: level });
    assert.deepEqual(generate({ seed: 'daily', difficulty: level }), first);
    assert.notDeepEqual(generate({ seed: 'weekly', difficulty: level }).puzzle, first.puzzle);
  }
});

test('an explicit symmetry is kept with a difficulty, and the level still matches', () => {
  const result = generate({ seed: 4, difficulty: 'medium', symmetry: 'none' });
  assert.equal(result.symmetry, 'none');
  assert.equal(grade(result.puzzle).level, 'medium');
  assertProper(result, 'medium, none');
  const mirrored = generate({ seed: 4, difficulty: 'hard', symmetry: 'mirror' });
  assert.equal(grade(mirrored.puzzle).level, 'hard');
  assert.ok(
    mirrored.puzzle.every((d, cell) => (d === 0) === (mirrored.puzzle[cell - (cell % 9) + 8 - (cell % 9)] === 0)),
  );
});

test('without a difficulty nothing changes: no grading fields, symmetry none, the seeded puzzle as before', () => {
  const plain = generate({ seed: 9 });
  assert.equal(plain.symmetry, 'none');
  assert.equal(plain.level, undefined);
  assert.equal(plain.attempts, undefined);
  // An unknown difficulty from an untyped caller is ignored rather than thrown at.
  assert.deepEqual(generate({ seed: 9, difficulty: 'insane' as Level }), plain);
});

test('progress is reported after every attempt that missed, counting up, with the elapsed time', () => {
  const { seed, result: unwatched } = extremeNeedingRetries();
  const reports: LevelProgress[] = [];
  const result = generate({ seed, difficulty: 'extreme', onProgress: (p) => reports.push(p) });
  assert.equal(result.level, 'extreme');
  assert.deepEqual(
    reports.map((r) => r.attempts),
    Array.from({ length: result.attempts - 1 }, (_, i) => i + 1),
  );
  for (let i = 1; i < reports.length; i++) assert.ok(reports[i].elapsedMs >= reports[i - 1].elapsedMs);
  // Watching does not change the outcome.
  assert.deepEqual(unwatched, result);
});

test('an abort stops the search between attempts and returns the closest proper puzzle, marked aborted', () => {
  const { seed } = extremeNeedingRetries();
  const controller = new AbortController();
  const options: GenerateOptions & { difficulty: Level } = {
    seed,
    difficulty: 'extreme',
    signal: controller.signal,
    onProgress: ({ attempts }) => {
      if (attempts === 3) controller.abort();
    },
  };
  const result = generate(options);
  assert.equal(result.stopped, 'aborted');
  assert.equal(result.attempts, 3);
  assert.notEqual(result.level, 'extreme');
  assert.equal(grade(result.puzzle).level, result.level, 'the level reported is the puzzle’s grade');
  assertProper(result, 'aborted');
});

test('a time limit of 0 allows exactly one attempt: the first puzzle of the stream, with its grade', () => {
  const { seed } = extremeNeedingRetries();
  const result = generate({ seed, difficulty: 'extreme', timeLimitMs: 0 });
  assert.equal(result.stopped, 'time-limit');
  assert.equal(result.attempts, 1);
  assert.deepEqual(result.puzzle, generate({ seed, symmetry: 'rotate180' }).puzzle);
  assert.equal(result.level, grade(result.puzzle).level);
  assertProper(result, 'time limit');
});

test('generateAsync gives the same puzzle as generate', async () => {
  assert.deepEqual(
    await generateAsync({ seed: 21, difficulty: 'expert' }),
    generate({ seed: 21, difficulty: 'expert' }),
  );
  assert.deepEqual(await generateAsync({ seed: 21 }), generate({ seed: 21 }));
});

test('generateAsync lets a timer abort a running search: other tasks run while it works', async () => {
  const { seed, result: full } = extremeNeedingRetries();
  const controller = new AbortController();
  let progressCalls = 0;
  const pending = generateAsync({
    seed,
    difficulty: 'extreme',
    signal: controller.signal,
    timeLimitMs: Infinity,
    onProgress: () => progressCalls++,
  });
  setTimeout(() => controller.abort(), 1);
  const result = await pending;
  assert.equal(result.stopped, 'aborted');
  assert.ok(result.attempts < full.attempts, `${result.attempts} of ${full.attempts} attempts`);
  assert.ok(progressCalls >= 1);
  assertProper(result, 'async abort');
});

test('an already aborted signal still returns a proper puzzle after one attempt', async () => {
  const { seed } = extremeNeedingRetries();
  const result = await generateAsync({ seed, difficulty: 'extreme', signal: AbortSignal.abort() });
  assert.equal(result.stopped, 'aborted');
  assert.equal(result.attempts, 1);
  assertProper(result, 'pre-aborted');
});

test('a search stopped early reports the closest puzzle’s full grade, even when it was graded only partly', () => {
  // Asking for easy stops grading harder attempts at their first non-single step; the result must still carry the
  // puzzle's real level and score, not that lower bound.
  let seed = 0;
  while (grade(generate({ seed, symmetry: 'rotate180' }).puzzle).level === 'easy') seed++;
  const result = generate({ seed, difficulty: 'easy', timeLimitMs: 0 });
  const full = grade(result.puzzle);
  assert.equal(result.stopped, 'time-limit');
  assert.equal(result.level, full.level);
  assert.equal(result.score, full.score);
});
