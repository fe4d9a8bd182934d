// The digits of the dev photos (a folder of `imageN.jpg` with `imageN.dat` truths, bench/photo-bench.ts reads the
// same), as the recognizer cuts them: the photos whose N is a multiple of 5 are a held-out fifth, never trained on
// (nor tuned on), so the photo bench can say how the classifier does on photos it never saw.
import { decodePhoto, photosIn } from '../../bench/photo-bench.ts';
import { NOT_DIGIT } from '../../src/engine/scan/classifier.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import type { Sample } from './mlp.ts';

/** Is this photo (by name, imageN) in the held-out fifth? */
export const heldOut = (name: string): boolean => Number(/\d+/.exec(name)?.[0] ?? 0) % 5 === 0;

/**
 * A located grid is trusted to line up with its truth when the cells the cutter found ink in and the truth's digits
 * agree on this many cells: a grid found one row off, or another grid on the page, would teach wrong labels.
 */
const MIN_AGREEING_CELLS = 78;

export interface PhotoDigits {
  samples: Sample[];
  photos: number;
  located: number;
  used: number;
}

/**
 * The crops of the training photos in `folder`: a crop whose truth is a digit is that digit; a crop in a cell the
 * truth says is empty is NOT_DIGIT (a line's remnant, a smudge, a fill-in the truth leaves out).
 */
export function photoDigits(folder: string): PhotoDigits {
  const photos = photosIn(folder).filter((photo) => !heldOut(photo.name));
  const samples: Sample[] = [];
  let located = 0;
  let used = 0;
  for (const photo of photos) {
    // Each photo as the CLI decodes it (jpeg-js) and as a browser does (libjpeg): they differ by half a gray level,
    // enough to move a borderline cell's cut, so the classifier learns the crops of both.
    for (const image of (['cli', 'libjpeg'] as const).map((decoder) => decodePhoto(photo.file, decoder))) {
      const cells = locateCells(image)?.cells;
      if (!cells) continue;
      located++;
      const agreeing = cells.filter((cell, i) => !cell.crop === !photo.truth[i]).length;
      if (agreeing < MIN_AGREEING_CELLS) continue;
      used++;
      cells.forEach((cell, i) => {
        if (cell.crop) samples.push({ input: cell.crop, label: photo.truth[i] ? photo.truth[i] - 1 : NOT_DIGIT });
      });
    }
  }
  return { samples, photos: photos.length, located, used };
}
