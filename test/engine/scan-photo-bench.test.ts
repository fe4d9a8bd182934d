// The photo bench names the photos it misread without a warning, so they can be looked at, but never those of a
// held-out set (the synthetic photos' check half, or a folder given with --held-out): a set only measured must not be
// tuned on by reading its report, which gives its counts only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isHeldOutSet, photoSection, type Photo, type PhotoReading } from '../../bench/photo-bench.ts';

const photos: Photo[] = ['image7', 'image10', 'image31'].map((name) => ({ name, file: `${name}.jpg`, truth: [] }));
const readings = (outcomes: PhotoReading['outcome'][]): PhotoReading[] =>
  photos.map((photo, i) => ({ photo, outcome: outcomes[i], cellsRight: 80, flagged: 0, ms: 100 }));
const runs = [readings(['exact', 'wrong-silent', 'declined']), readings(['exact', 'wrong-silent', 'wrong-silent'])];

test('photo bench: a held-out set gets counts only, no photo named', () => {
  const section = photoSection('synthetic, check set', photos, runs, true);
  for (const { name } of photos) assert.doesNotMatch(section, new RegExp(`\\b${name}\\b`));
  assert.match(section, /\*\*misread, a wrong cell not flagged\*\* \| 1 \(33\.3 %\) \| 2 \(66\.7 %\) \|/);
});

test('photo bench: the dev photos name each photo misread without a warning', () => {
  const section = photoSection('dev photos', photos, runs, false);
  assert.match(section, /image10 \(cli\), image10 \(libjpeg\), image31 \(libjpeg\)/);
});

test('photo bench: the synthetic check half is held out by its place, the tune half and the dev photos are not', () => {
  assert.equal(isHeldOutSet('.scan-photo-synth/check'), true);
  assert.equal(isHeldOutSet('/work/x/.scan-photo-synth/check/'), true);
  assert.equal(isHeldOutSet('.scan-photo-synth/tune'), false);
  assert.equal(isHeldOutSet('/data/photos'), false);
});
