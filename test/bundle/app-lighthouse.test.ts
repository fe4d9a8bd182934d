// Lighthouse on the play app (issue 28 §3): accessibility and best practices score at least 95 on dist/app as
// `npm run build` left it (served gzipped, Lighthouse's default mobile settings). Performance is printed, not
// asserted: Lighthouse derives it from timings, which a loaded 2-core machine changes from run to run. A run takes
// 12–30 s here (docs/app.md).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { lighthouseApp } from '../../scripts/lighthouse.ts';
import { APP_DIR } from './app-page.ts';

describe('Lighthouse on the play app', () => {
  it('scores accessibility and best practices at 95 or more', { timeout: 120_000 }, async () => {
    assert.ok(existsSync(resolve(APP_DIR, 'index.html')), 'dist/app is built (npm run build)');
    const scores = await lighthouseApp();
    console.log(
      `Lighthouse: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores['best-practices']} (${scores.seconds} s)`,
    );
    const below = scores.failed.filter((line) => !line.startsWith('performance:'));
    assert.ok(scores.accessibility >= 95, `accessibility ${scores.accessibility}: ${below.join('; ')}`);
    assert.ok(scores['best-practices'] >= 95, `best practices ${scores['best-practices']}: ${below.join('; ')}`);
  });
});
