/**
 * Where a picture drawn in a frame shows in the tab's view: its box carried up frame by frame (each frame's view is
 * drawn in a box of its parent's, maybe scaled) and clipped at each view's edges, which is what a capture of the tab
 * shows of it. Pure geometry, in CSS pixels.
 */
import type { ViewRect } from '../content/grid-sources.ts';

export interface ViewSize {
  width: number;
  height: number;
}

/** One frame up: the child frame's view is drawn at `box` in a parent whose view is `viewport`. */
export interface FrameStep {
  box: ViewRect;
  viewport: ViewSize;
}

export interface PlaceInTab {
  /** The whole picture in the tab's view, parts out of sight included. */
  whole: ViewRect;
  /** The part of it in sight; null when none is. */
  visible: ViewRect | null;
  /** The tab's view size, which a capture of the tab shows. */
  viewport: ViewSize;
}

/** The part of `rect` inside a view of `size`, or null when none of it is. */
function clip(rect: ViewRect, size: ViewSize): ViewRect | null {
  const x = Math.max(0, rect.x);
  const y = Math.max(0, rect.y);
  const right = Math.min(size.width, rect.x + rect.width);
  const bottom = Math.min(size.height, rect.y + rect.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * `box`: the picture in its frame's view, of size `viewport`; `steps`: from that frame's parent up to the tab's
 * page ([] when the picture is on the page itself).
 */
export function placeInTab(box: ViewRect, viewport: ViewSize, steps: readonly FrameStep[]): PlaceInTab {
  let whole = box;
  let visible = clip(box, viewport);
  let view = viewport;
  for (const step of steps) {
    // A frame with no view to speak of shows nothing (and would scale by infinity).
    if (!(view.width > 0 && view.height > 0)) return { whole, visible: null, viewport: step.viewport };
    const scaleX = step.box.width / view.width;
    const scaleY = step.box.height / view.height;
    const up = (rect: ViewRect): ViewRect => ({
      x: step.box.x + rect.x * scaleX,
      y: step.box.y + rect.y * scaleY,
      width: rect.width * scaleX,
      height: rect.height * scaleY,
    });
    whole = up(whole);
    visible = visible && clip(up(visible), step.viewport);
    view = step.viewport;
  }
  return { whole, visible, viewport: view };
}

/** Whether all of the picture is in sight (to a pixel: borders round to whole pixels). */
export function wholeInSight({ whole, visible }: PlaceInTab): boolean {
  return visible !== null && visible.width >= whole.width - 1 && visible.height >= whole.height - 1;
}
