// The engine never throws, whatever it is given: a seeded 20,000-input run of the fuzz campaign (npm run fuzz runs
// a million). A crash report names the entry point and the input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatReport, runCampaign } from '../fuzz/campaign.ts';

test('fuzz: 20,000 random and mutated inputs to parse, solve, grade and nextStep, no exception', () => {
  const report = runCampaign(2026, 20_000);
  console.log(formatReport(report));
  assert.equal(report.crashes.length, 0, formatReport(report));
  for (const entry of ['parse', 'solve', 'grade', 'hint'] as const) assert.ok(report.calls[entry] > 1000, entry);
});
