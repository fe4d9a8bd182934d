// What the trainer offers players: the catalogue by level, without the techniques no search finds in reasonable time
// (as the measured trainer table in bench/RESULTS.md says), and the same list through the worker's protocol.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { TOO_SLOW_TO_TRAIN, trainerTechniques, untrainable } from '../../src/engine/generate/index.ts';
import { TECHNIQUES, levelIndex } from '../../src/engine/grade/techniques.ts';
import { handleRequest } from '../../src/components/engine-client/worker.ts';

test('the trainer offers every technique but the untrainable and the too slow, easiest level first', () => {
  const offered = trainerTechniques();
  const expected = TECHNIQUES.filter((t) => !untrainable(t.id) && !TOO_SLOW_TO_TRAIN.has(t.id));
  assert.deepEqual(new Set(offered.map((t) => t.id)), new Set(expected.map((t) => t.id)));
  assert.equal(offered.length, TECHNIQUES.length - 1 - TOO_SLOW_TO_TRAIN.size);
  for (let i = 1; i < offered.length; i++) {
    const [a, b] = [offered[i - 1], offered[i]];
    const byLevel = levelIndex(a.level) - levelIndex(b.level);
    // Within a level, the order the grader tries them in.
    const tried = (id: string): number => TECHNIQUES.findIndex((t) => t.id === id);
    assert.ok(byLevel < 0 || (byLevel === 0 && tried(a.id) < tried(b.id)), `${a.id} before ${b.id}`);
  }
  for (const t of offered) {
    const row = TECHNIQUES.find((r) => r.id === t.id)!;
    assert.deepEqual(t, { id: row.id, name: row.name, level: row.level, help: row.help });
  }
  // Plain data: it crosses postMessage.
  assert.deepEqual(structuredClone(offered), offered);
});

test('the trainer offers exactly the techniques the measured table (bench/RESULTS.md) found within the time limit', () => {
  const results = readFileSync(new URL('../../bench/RESULTS.md', import.meta.url), 'utf8');
  const start = results.indexOf('| technique | level | median ms |', results.indexOf('## Technique trainer'));
  assert.notEqual(start, -1, 'bench/RESULTS.md has the trainer table');
  const rows = results
    .slice(start, results.indexOf('\n\n', start))
    .split('\n')
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const offered = new Set(trainerTechniques().map((t) => t.name));
  assert.equal(rows.length, TECHNIQUES.length, 'a row for every technique');
  for (const [, name, , median] of rows) {
    const found = /^[\d.,]+$/.test(median);
    assert.equal(offered.has(name), found, `${name}: median "${median}"`);
  }
});

test('the worker serves the list (the element asks it there, so the grader stays out of the page)', async () => {
  assert.deepEqual(await handleRequest('techniques', []), trainerTechniques());
});
