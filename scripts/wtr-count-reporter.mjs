// A web-test-runner reporter that writes the run's totals as JSON, so scripts/test.mjs can add them to the
// other suites' counts (wtr's own summary is for people, not for scripts).
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites) count(child, totals);
}

/** @param {{ file?: string }} options */
export function countReporter({ file = process.env.WTR_COUNTS_FILE } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // A file that failed to load has errors but no test results: count it as one failure.
        if (session.errors.length > 0 && !session.passed) totals.failed += session.errors.length;
      }
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
