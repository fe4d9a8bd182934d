// The training recipe of the digit classifier (scripts/scan-train.ts documents it): which digits, how often each is
// seen per epoch, how they are distorted, and the network's shape.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { NOT_DIGIT, type Mlp } from '../../src/engine/scan/classifier.ts';
import { CROP } from '../../src/engine/scan/cut-cells.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { CORPUS_DIR, type CorpusEntry } from '../scan-corpus.ts';
import { augment, notDigit } from './augment.ts';
import { trainMlp, type Sample } from './mlp.ts';

/** Input, two hidden layers, the 10 classes. */
export const WIDTHS = [CROP * CROP, 160, 64, 10];
export const EPOCHS = 14;
export const SEED = 'scan-train';
/** Each photo digit is seen this many times per epoch (differently distorted): they are few, and the target. */
export const PHOTO_REPEAT = 4;
/** Share of the screenshot digits left as rendered each epoch: screenshots must stay as well read as before. */
export const CLEAN_SHARE = 0.4;
/** Synthetic no-digit ink per epoch, as a share of the screenshot digits. */
export const NOT_DIGIT_SHARE = 0.06;
export const SMOOTHING = 0.02;
/**
 * Pictures of seven-segment digits drawn by scripts/scan-train/segment-digits.ts (about 35 digits each), trained on
 * as screenshot digits are; a further few from another seed are kept out to measure them.
 */
export const SEGMENT_PICTURES = 100;
export const SEGMENT_HELD_PICTURES = 12;
/**
 * Small blurred seven-segment pictures (segment-digits.ts): trained on only with `--small-segments` (kept out of the
 * committed weights, session 34), held out and measured always.
 */
export const SMALL_SEGMENT_PICTURES = 60;
export const SMALL_SEGMENT_HELD_PICTURES = 12;

/** The screenshot digits of a training corpus set, as the recognizer cuts them; every tenth picture held out. */
export function corpusDigits(
  entries: CorpusEntry[],
  set = 'train',
): { train: Sample[]; held: Sample[]; missed: number } {
  const train: Sample[] = [];
  const held: Sample[] = [];
  let missed = 0;
  for (const [n, entry] of entries.entries()) {
    const decoded = decodeImage(readFileSync(join(CORPUS_DIR, set, entry.file)), entry.file);
    if (!decoded.ok) throw new Error(`${entry.file}: ${decoded.message}`);
    const located = locateCells(decoded.image);
    if (!located) {
      missed++;
      continue;
    }
    located.cells.forEach((cell, i) => {
      const digit = Number(entry.truth[i]);
      if (!digit || !cell.crop) return;
      (n % 10 === 9 ? held : train).push({ input: cell.crop, label: digit - 1 });
    });
  }
  return { train, held, missed };
}

type Kind = 'screenshot' | 'photo' | 'synthetic';
interface TaggedSample extends Sample {
  kind: Kind;
}

const SYNTHETIC = new Float32Array(CROP * CROP);

/** Trains the classifier on screenshot digits, photo digits (may be none) and synthetic no-digit ink. */
export function trainClassifier(
  screenshots: Sample[],
  photos: Sample[],
  options: { epochs?: number; log?: (s: string) => void } = {},
): Mlp {
  const rng = createRng(SEED);
  const tagged: TaggedSample[] = [
    ...screenshots.map((s) => ({ ...s, kind: 'screenshot' as const })),
    ...Array.from({ length: PHOTO_REPEAT }, () => photos.map((s) => ({ ...s, kind: 'photo' as const }))).flat(),
    ...Array.from({ length: Math.round(NOT_DIGIT_SHARE * screenshots.length) }, () => ({
      input: SYNTHETIC,
      label: NOT_DIGIT,
      kind: 'synthetic' as const,
    })),
  ];
  const distort = (sample: Sample, r: Rng): Float32Array => {
    const { kind } = sample as TaggedSample;
    if (kind === 'synthetic') return notDigit(r);
    if (kind === 'photo') return r.next() < 0.25 ? sample.input : augment(sample.input, r, 0.5);
    return r.next() < CLEAN_SHARE ? sample.input : augment(sample.input, r);
  };
  return trainMlp(tagged, {
    widths: WIDTHS,
    epochs: options.epochs ?? EPOCHS,
    rng,
    augment: distort,
    smoothing: SMOOTHING,
    log: options.log,
  });
}
