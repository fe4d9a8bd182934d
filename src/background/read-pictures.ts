/**
 * Reads the Sudoku in the pictures the grabber found (the image the menu was opened on, or the page's canvases and
 * images, largest first): the first picture `scan` finds a grid in wins. A picture's pixels come from the page as a
 * PNG when the page allows it; a picture from another site comes without, and a canvas whose pixels hold no grid
 * may be a WebGL one that reads as blank: those are cropped out of a capture of the visible tab instead (activeTab
 * allows it after the user's click; the tab must be in front). A picture in a frame is placed in the tab's view
 * through the frames around it (`locateFrame`). The tab is captured, and the frame located, once at most.
 *
 * `scan` is imported statically: a service worker cannot import() a module, and the worker is its only user.
 */
import type { Grid } from '../engine/grid.ts';
import { scan, SURE, type ScanImage } from '../engine/scan/index.ts';
import { pictureTooLarge, readPictureHeader } from '../engine/picture/index.ts';
import type { GrabbedGrid, PictureRead } from '../content/grid-sources.ts';
import type { OverlayModel } from '../content/overlay-model.ts';
import {
  describeBlockedPicture,
  describeGrid,
  describeLargePicture,
  describeNoSudoku,
  type PicturesLooked,
} from './describe-result.ts';
import { locateFrame, type Unseen } from './locate-frame.ts';
import { placeInTab, wholeInSight, type FrameStep } from './place-in-tab.ts';

/** The RGBA pixels of `bitmap`, or of the part `crop` (in the bitmap's pixels). */
function pixelsOf(
  bitmap: ImageBitmap,
  crop = { x: 0, y: 0, width: bitmap.width, height: bitmap.height },
): ScanImage | null {
  const width = Math.max(1, Math.round(crop.width));
  const height = Math.max(1, Math.round(crop.height));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, Math.round(crop.x), Math.round(crop.y), width, height, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data };
}

/**
 * The picture in a data URL, decoded only when its header's size is within the limit every path shares (the
 * grabber sends at most 1600 px a side; this holds whatever reaches here, the tab's capture included).
 */
async function bitmapOf(dataUrl: string): Promise<ImageBitmap> {
  const blob = await (await fetch(dataUrl)).blob();
  const header = readPictureHeader(new Uint8Array(await blob.slice(0, 1024 * 1024).arrayBuffer()));
  if (!header.ok) throw new Error('not a picture whose size can be read');
  const tooLarge = pictureTooLarge(header.width, header.height);
  if (tooLarge) throw new Error(`the picture is ${tooLarge}`);
  return createImageBitmap(blob);
}

const OUT_OF_VIEW: Unseen = { why: 'it is scrolled out of view' };

const PARTLY_IN_VIEW: Unseen = {
  why: 'only part of it is in view',
  advice: 'Scroll until the whole grid shows and try again, or save the picture and drop it on the Sudoku popup.',
};

/**
 * Chromium allows two captures a second per extension and refuses the rest with this quota's name: a user who runs
 * Solve Sudoku again at once (or on two tabs) gets the capture a moment later instead of a refusal.
 */
const CAPTURE_QUOTA = /MAX_CAPTURE_VISIBLE_TAB_CALLS_PER_SECOND/;
const CAPTURE_QUOTA_WAIT_MS = 600;
const CAPTURE_TRIES = 3;

/** What is shown in the tab, or why it could not be taken. */
async function captureTab(tabId: number): Promise<ImageBitmap | Unseen> {
  for (let attempt = 1; ; attempt++) {
    try {
      const tab = await chrome.tabs.get(tabId);
      // captureVisibleTab takes whatever tab is in front of the window: only this one will do.
      if (!tab.active) return { why: 'the tab was not in front' };
      return await bitmapOf(await chrome.tabs.captureVisibleTab(tab.windowId, { format: 'png' }));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (!CAPTURE_QUOTA.test(why) || attempt === CAPTURE_TRIES) return { why };
      await new Promise((wait) => setTimeout(wait, CAPTURE_QUOTA_WAIT_MS));
    }
  }
}

type Scanned = { grid: Grid; uncertain: number[] } | null;

function scanPixels(pixels: ScanImage | null): Scanned {
  if (!pixels) return null;
  try {
    const result = scan(pixels);
    if (!result.found) return null;
    const uncertain = result.confidence.flatMap((c, cell) => (c < SURE ? [cell] : []));
    return { grid: result.grid, uncertain };
  } catch {
    // A picture scan refuses (too large, say) holds no grid we can read.
    return null;
  }
}

export type PicturesOutcome =
  | { found: true; picture: PictureRead; grid: Grid; uncertain: number[] }
  | {
      found: false;
      scanned: PicturesLooked;
      blocked: ({ element: 'canvas' | 'image' } & Unseen) | null;
      /** The first picture passed over for its size. */
      tooLarge: { element: 'canvas' | 'image'; width: number; height: number } | null;
    };

/** A picture as the screen shows it: the pixels in sight, and whether that is all of it. */
interface Shown {
  pixels: ScanImage | null;
  partly: boolean;
}

export async function readPictures(tabId: number, frameId: number, pictures: PictureRead[]): Promise<PicturesOutcome> {
  const scanned: PicturesLooked = { canvas: 0, image: 0 };
  let blocked: ({ element: 'canvas' | 'image' } & Unseen) | null = null;
  let tooLarge: { element: 'canvas' | 'image'; width: number; height: number } | null = null;
  let capture: Promise<ImageBitmap | Unseen> | undefined;
  let located: Promise<FrameStep[] | Unseen> | undefined;

  /** The picture as drawn on screen, cropped from a capture of the tab; or why there is none. */
  async function onScreen(picture: PictureRead): Promise<Shown | Unseen> {
    const steps = frameId === 0 ? [] : await (located ??= locateFrame(tabId, frameId));
    if (!Array.isArray(steps)) return steps;
    const place = placeInTab(picture.box, picture.viewport, steps);
    if (!place.visible) return OUT_OF_VIEW;
    capture ??= captureTab(tabId);
    const shot = await capture;
    if ('why' in shot) return shot;
    const scale = shot.width / place.viewport.width;
    const { x, y, width, height } = place.visible;
    const pixels = pixelsOf(shot, { x: x * scale, y: y * scale, width: width * scale, height: height * scale });
    return { pixels, partly: !wholeInSight(place) };
  }

  for (const picture of pictures) {
    // Over the size limit: not read at all, from its pixels or from the screen; the user is told its size.
    if (picture.tooLarge) {
      tooLarge ??= { element: picture.element, ...picture.tooLarge };
      continue;
    }
    let read: Scanned = null;
    if (picture.dataUrl) {
      scanned[picture.element]++;
      read = scanPixels(await bitmapOf(picture.dataUrl).then(pixelsOf, () => null));
    }
    // Another site's picture comes without pixels; a WebGL canvas (drawn without preserveDrawingBuffer, as game
    // engines draw) gives blank ones: both are read from the screen instead.
    if (!read && (!picture.dataUrl || picture.element === 'canvas')) {
      const shown = await onScreen(picture);
      if (!('pixels' in shown)) {
        if (!picture.dataUrl) blocked ??= { element: picture.element, ...shown };
      } else {
        if (!picture.dataUrl) scanned[picture.element]++;
        read = scanPixels(shown.pixels);
        // The grid may be in the part cut off: say so rather than that the picture holds no Sudoku.
        if (!read && shown.partly && !picture.dataUrl) blocked ??= { element: picture.element, ...PARTLY_IN_VIEW };
      }
    }
    if (read) return { found: true, picture, ...read };
  }
  return { found: false, scanned, blocked, tooLarge };
}

/** The overlay's model for a grab that found pictures: the grid read from the first that holds one, or why none. */
export async function describePictures(tabId: number, frameId: number, grabbed: GrabbedGrid): Promise<OverlayModel> {
  const outcome = await readPictures(tabId, frameId, grabbed.pictures ?? []);
  if (outcome.found) {
    const { picture, grid, uncertain } = outcome;
    return describeGrid(grid, { source: picture.source, anchor: picture.anchor, read: '', uncertain });
  }
  if (outcome.tooLarge) return describeLargePicture(outcome.tooLarge);
  if (outcome.blocked) return describeBlockedPicture(outcome.blocked.element, outcome.blocked);
  return describeNoSudoku(grabbed.scope ?? 'page', outcome.scanned);
}
