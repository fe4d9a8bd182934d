// `npm test` names each failed test at the end of its log (scripts/test.mjs): the names come from node's own TAP.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { failedInTap } from '../../scripts/tap-failures.mjs';

/** The TAP report node:test writes for a test file of `source`. */
function tapOf(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tap-failures-'));
  try {
    const file = join(dir, 'sample.test.mjs');
    writeFileSync(file, source);
    // Without the runner's NODE_TEST_CONTEXT, which would make the child report to this runner instead of in TAP.
    const env = { ...process.env, NODE_TEST_CONTEXT: undefined };
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', env });
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the failed tests named at the end of npm test', () => {
  it('names each failed test under its suites with its own first error line, and nothing that passed', () => {
    const tap = tapOf(`
      import assert from 'node:assert';
      import { describe, it } from 'node:test';
      describe('board', () => {
        describe('keys', () => {
          it('passes first', () => {});
          it('moves right', () => assert.equal(1, 2));
          it('moves left', () => { throw new Error('left went up\\nsecond line'); });
        });
        it('draws', () => {});
      });
      it('stands alone', () => {});
    `);
    assert.deepEqual(failedInTap(tap), [
      "board › keys › moves right: error: '1 == 2'",
      'board › keys › moves left: error: left went up',
    ]);
  });

  it('names nothing when every test passed', () => {
    assert.deepEqual(failedInTap(tapOf(`import { it } from 'node:test'; it('passes', () => {});`)), []);
  });
});
