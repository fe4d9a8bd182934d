// The picture path never throws and stays bounded, whatever bytes it is given: a seeded 5,000-picture run of the
// image fuzz campaign (npm run fuzz -- --target image runs 100,000), mutated PNG, JPEG and WebP headers and bodies,
// sizes rewritten, files cut short, through the CLI's decodeImage and scan. A crash report names the input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatImageReport, runImageCampaign } from '../fuzz/image-campaign.ts';

test('fuzz: 5,000 mutated PNG, JPEG and WebP files through decodeImage and scan, no exception, memory bounded', () => {
  const report = runImageCampaign(2026, 5_000);
  console.log(formatImageReport(report));
  assert.equal(report.crashes.length, 0, formatImageReport(report));
  // Pictures do get through, and grids are found in some: the campaign reaches scan, not only the checks.
  assert.ok(report.decoded > 200, `${report.decoded} decoded`);
  assert.ok(report.found > 20, `${report.found} grids found`);
  // Memory: the header and data checks keep a claimed size from being allocated (a 9 KB file claiming 7000 × 7000
  // took 585 MB). Time per call is measured by npm run fuzz (2 s); here, only a bound no loaded machine reaches.
  assert.ok(report.peakRssMb < 1024, `peak ${report.peakRssMb} MB`);
  assert.ok(report.slowest === null || report.slowest.ms < 20_000, formatImageReport(report));
});
