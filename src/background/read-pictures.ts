/**
 * Reads the Sudoku in the pictures the grabber found (the image the menu was opened on, or the page's canvases and
 * images, largest first): the first picture `scan` finds a grid in wins. A picture's pixels come from the page as a
 * PNG when the page allows it; a picture from another site comes without, and a canvas whose pixels hold no grid
 * may be a WebGL one that reads as blank: those are cropped out of a capture of the visible tab instead (activeTab
 * allows it after the user's click; the tab must be in front). The tab is captured once at most.
 *
 * `scan` is imported statically: a service worker cannot import() a module, and the worker is its only user.
 */
import type { Grid } from '../engine/grid.ts';
import { scan, SURE, type ScanImage } from '../engine/scan/index.ts';
import type { GrabbedGrid, PictureRead } from '../content/grid-sources.ts';
import type { OverlayModel } from '../content/overlay-model.ts';
import { describeBlockedPicture, describeGrid, describeNoSudoku, type PicturesLooked } from './describe-result.ts';

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

async function bitmapOf(dataUrl: string): Promise<ImageBitmap> {
  return createImageBitmap(await (await fetch(dataUrl)).blob());
}

/** What is shown in the tab, or why it could not be taken. */
async function captureTab(tabId: number): Promise<ImageBitmap | string> {
  try {
    const tab = await chrome.tabs.get(tabId);
    // captureVisibleTab takes whatever tab is in front of the window: only this one will do.
    if (!tab.active) return 'the tab was not in front';
    return await bitmapOf(await chrome.tabs.captureVisibleTab(tab.windowId, { format: 'png' }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
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
  | { found: false; scanned: PicturesLooked; blocked: { element: 'canvas' | 'image'; why: string } | null };

export async function readPictures(tabId: number, frameId: number, pictures: PictureRead[]): Promise<PicturesOutcome> {
  const scanned: PicturesLooked = { canvas: 0, image: 0 };
  let blocked: { element: 'canvas' | 'image'; why: string } | null = null;
  let capture: Promise<ImageBitmap | string> | undefined;

  /** The picture as drawn on screen, cropped from a capture of the tab; or why there is none. */
  async function onScreen(picture: PictureRead): Promise<ScanImage | null | string> {
    // A capture is of the whole tab, and where a frame sits in it is not known here.
    if (frameId !== 0) return 'it is inside a frame';
    if (!picture.view) return 'it is scrolled out of view';
    capture ??= captureTab(tabId);
    const shot = await capture;
    if (typeof shot === 'string') return shot;
    const scale = shot.width / picture.viewport.width;
    const { x, y, width, height } = picture.view;
    return pixelsOf(shot, { x: x * scale, y: y * scale, width: width * scale, height: height * scale });
  }

  for (const picture of pictures) {
    let read: Scanned = null;
    if (picture.dataUrl) {
      scanned[picture.element]++;
      read = scanPixels(await bitmapOf(picture.dataUrl).then(pixelsOf, () => null));
    }
    // Another site's picture comes without pixels; a WebGL canvas (drawn without preserveDrawingBuffer, as game
    // engines draw) gives blank ones: both are read from the screen instead.
    if (!read && (!picture.dataUrl || picture.element === 'canvas')) {
      const shown = await onScreen(picture);
      if (typeof shown === 'string') {
        if (!picture.dataUrl) blocked ??= { element: picture.element, why: shown };
      } else {
        if (!picture.dataUrl) scanned[picture.element]++;
        read = scanPixels(shown);
      }
    }
    if (read) return { found: true, picture, ...read };
  }
  return { found: false, scanned, blocked };
}

/** The overlay's model for a grab that found pictures: the grid read from the first that holds one, or why none. */
export async function describePictures(tabId: number, frameId: number, grabbed: GrabbedGrid): Promise<OverlayModel> {
  const outcome = await readPictures(tabId, frameId, grabbed.pictures ?? []);
  if (outcome.found) {
    const { picture, grid, uncertain } = outcome;
    return describeGrid(grid, { source: picture.source, anchor: picture.anchor, read: '', uncertain });
  }
  if (outcome.blocked) return describeBlockedPicture(outcome.blocked.element, outcome.blocked.why);
  return describeNoSudoku(grabbed.scope ?? 'page', outcome.scanned);
}
