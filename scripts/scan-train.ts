// Trains the scan's digit classifier and writes src/engine/scan/model-data.ts. Seeded: the same data gives the same
// model, byte for byte.
//
// The data recipe (scripts/scan-train/recipe.ts holds the numbers):
//   1. Screenshot digits: the very crops the recognizer cuts out of the training corpus (scripts/scan-corpus.ts,
//      900 screenshots in 91 font families, the 25 installed ones and 66 web fonts fetched from the npm registry
//      (scripts/scan-corpus/web-fonts.ts), rendered in headless Chromium when missing), so the classifier learns
//      what it will see: the same grid finding, rectifying, cell cutting and normalising, in every font, weight,
//      size, theme, blur and JPEG quality of that set. Every tenth picture is kept out to measure it.
//   2. The same digits distorted as a phone photo of a page distorts them (scripts/scan-train/augment.ts): turned,
//      slanted, squeezed, shifted, strokes thickened or thinned, blurred, uneven ink and noise. Each epoch draws a
//      fresh distortion for most of them and leaves the rest as rendered.
//   3. With `--photos DIR`: the digits the recognizer cuts out of the dev photos (phone photos of newspaper grids,
//      `imageN.jpg` with its `imageN.dat` truth), seen several times per epoch, lightly distorted. Never the photos
//      whose N is a multiple of 5: that fifth is held out, to measure the classifier on photos it never saw. A
//      photo's cells are used only when the grid lines up with its truth (scripts/scan-train/photo-digits.ts). Each
//      photo is decoded twice, as the CLI does (jpeg-js) and as a browser does (libjpeg, MozJPEG here). A
//      crop in a cell the truth calls empty is NOT_DIGIT (a line's remnant, a shadow's edge). The truths hold the
//      printed givens (22 to 39 a grid); none of the dev photos looked at shows a handwritten fill-in. The committed
//      weights (session 53) were trained with four such folders: the dev photos, then the synthetic tune set
//      (scripts/scan-photo-synth.ts --set tune, photos 1 to 150) and the train and train2 sets (--set train --count
//      300, --set train2 --count 300), in that order; their pencilled fill-ins are learnt as NOT_DIGIT. Four of the
//      tune photos trained on are read by tests too (2, 54, 79, 113: test/fixtures/photo-synth/README.md).
//   4. Seven-segment digits, as some apps draw theirs and no font of the corpus does: pictures of grids drawn by our
//      own renderer (scripts/scan-train/segment-digits.ts: segment thickness, gaps, pointed or square ends, slant,
//      6/7/9 with or without tails, themes), cut out by the recognizer as any picture is, distorted like screenshot
//      digits. With `--small-segments`, small blurred ones too (grids of 150 to 300 px, thinner bars, 0.4 to 1.2 px of
//      blur), as an app's grid screenshotted small or photographed on its screen shows them; a held-out set of them
//      is measured either way. Not in the committed weights (docs/scanning.md, session 34).
//   5. With `--extra`: screenshot digits the corpus lacks (scripts/scan-train/extra-corpus.ts, 150 pictures): italic,
//      high-contrast serif faces light and bold, old-style figures; every tenth held out. Not in the committed weights.
//   6. Synthetic ink that is no digit (line remnants meeting, bars across, smudges, paper texture), class NOT_DIGIT:
//      the recognizer reads such a cell's crop as the digit it looks most like, with the doubt this class takes.
//
// Usage: node --import tsx scripts/scan-train.ts [--photos DIR]... [--extra] [--small-segments]
//   (npm run train:scan -- --photos DIR; --photos may be given more than once, each folder's fifth held out)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadMlp } from '../src/engine/scan/classifier.ts';
import { ensureCorpus } from './scan-corpus.ts';
import { accuracy, storeMlp, type Sample } from './scan-train/mlp.ts';
import { photoDigits } from './scan-train/photo-digits.ts';
import { MODEL } from '../src/engine/scan/model-data.ts';
import {
  corpusDigits,
  SEED,
  SEGMENT_HELD_PICTURES,
  SEGMENT_PICTURES,
  SMALL_SEGMENT_HELD_PICTURES,
  SMALL_SEGMENT_PICTURES,
  trainClassifier,
} from './scan-train/recipe.ts';
import { segmentDigits } from './scan-train/segment-digits.ts';
import { ensureExtraCorpus, EXTRA_SET } from './scan-train/extra-corpus.ts';

const MODEL_FILE = new URL('../src/engine/scan/model-data.ts', import.meta.url);

const { values } = parseArgs({
  options: {
    photos: { type: 'string', multiple: true },
    extra: { type: 'boolean' },
    'small-segments': { type: 'boolean' },
  },
});

const screenshots = corpusDigits(await ensureCorpus('train'));
console.error(
  `${screenshots.train.length} screenshot digits, ${screenshots.held.length} held out; ` +
    `grid not found in ${screenshots.missed} pictures`,
);
// Opt-in: trained with them, the network read italic 1s but lost ground elsewhere (docs/scanning.md, session 23), so
// the committed weights are trained without.
const extra = values.extra ? corpusDigits(await ensureExtraCorpus(), EXTRA_SET) : { train: [], held: [], missed: 0 };
console.error(
  `${extra.train.length} italic, high-contrast and old-style digits, ${extra.held.length} held out; ` +
    `grid not found in ${extra.missed} pictures`,
);
const segments = segmentDigits(SEGMENT_PICTURES, `${SEED}-segments`);
const segmentsHeld = segmentDigits(SEGMENT_HELD_PICTURES, `${SEED}-segments-held`);
console.error(
  `${segments.samples.length} seven-segment digits, ${segmentsHeld.samples.length} held out ` +
    `(grid not found in ${segments.missed + segmentsHeld.missed} pictures, ` +
    `${segments.uncut + segmentsHeld.uncut} digits not cut out)`,
);
// Opt-in: trained with them, the network read no more of the wild sets and lost two pictures (session 34).
const small = segmentDigits(values['small-segments'] ? SMALL_SEGMENT_PICTURES : 0, `${SEED}-small-segments`, true);
const smallHeld = segmentDigits(SMALL_SEGMENT_HELD_PICTURES, `${SEED}-small-segments-held`, true);
console.error(
  `${small.samples.length} small blurred seven-segment digits, ${smallHeld.samples.length} held out ` +
    `(grid not found in ${small.missed + smallHeld.missed} pictures, ` +
    `${small.uncut + smallHeld.uncut} digits not cut out)`,
);
const photos: Sample[] = [];
for (const folder of values.photos ?? []) {
  const found = photoDigits(folder);
  photos.push(...found.samples);
  console.error(
    `${found.samples.length} photo crops from ${found.used} decodings of ${found.photos} training photos in ${folder} ` +
      `(two decodings each where libjpeg loads; grid located in ${found.located}, lined up with the truth in ${found.used})`,
  );
}

/** The held-out accuracies of a model, to set the new weights beside the committed ones'. */
const report = (name: string, model: ReturnType<typeof loadMlp>): void => {
  const pct = (samples: Sample[]): string => `${(100 * accuracy(model, samples)).toFixed(2)} %`;
  console.error(
    `accuracy (int8, ${name}): screenshot digits held out ${pct(screenshots.held)}, ` +
      (extra.held.length ? `italic, high-contrast and old-style held out ${pct(extra.held)}, ` : '') +
      `seven-segment digits held out ${pct(segmentsHeld.samples)}, small blurred ${pct(smallHeld.samples)}` +
      (photos.length ? `, photo crops trained on ${pct(photos)}` : ''),
  );
};
report('committed weights', loadMlp(MODEL));

const mlp = trainClassifier([...screenshots.train, ...extra.train, ...segments.samples, ...small.samples], photos, {
  log: console.error,
});
const stored = storeMlp(mlp);
report('new weights', loadMlp(stored));
writeFileSync(
  MODEL_FILE,
  `// Generated by scripts/scan-train.ts: do not edit. The digit classifier's weights (int8, base64) and biases.\n` +
    `import type { StoredMlp } from './classifier.ts';\n\n` +
    `export const MODEL: StoredMlp = ${JSON.stringify(stored, null, 1)};\n`,
);
console.error(`Wrote ${MODEL_FILE.pathname}`);
