// A web-test-runner reporter that writes the run's totals as JSON, so scripts/test.mjs can add them to the
// other suites' counts (wtr's own summary is for people, not for scripts). It names each failed test too, with its
// file and first error line: CI shows only the end of a long log, where scripts/test.mjs repeats them.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function count(suite, totals, file, path) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      const name = [...path, test.name].join(' › ');
      totals.failures.push(`${file}: ${name}: ${firstLine(test.error?.message)}`);
    }
  }
  for (const child of suite.suites) count(child, totals, file, [...path, child.name]);
}

/** @param {{ file?: string }} options */
export function countReporter({ file = process.env.WTR_COUNTS_FILE } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const testFile = relative(process.cwd(), session.testFile);
        count(session.testResults, totals, testFile, []);
        // A file that failed to load has errors but no test results: count it as one failure.
        if (session.errors.length > 0 && !session.passed) {
          totals.failed += session.errors.length;
          for (const error of session.errors) totals.failures.push(`${testFile}: ${firstLine(error.message)}`);
        }
      }
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
