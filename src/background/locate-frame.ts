/**
 * Where a frame of the tab is drawn in the tab's view, as the steps `placeInTab` carries a picture up by; or why it
 * can't be known. `placeOfFrame` runs in every frame the extension may script (activeTab: the page's site, and the
 * data: and sandboxed frames Chromium counts as the page's), and each frame's parent is the one whose path is its
 * own less the last index. A frame on the way up from another site is not scripted: where its child is drawn in it
 * can't be known, and the user is told so.
 */
import { placeOfFrame, type FramePlace } from '../content/frame-place.ts';
import type { FrameStep } from './place-in-tab.ts';

/** Why a picture could not be read from the screen, and what the user can do instead. */
export interface Unseen {
  why: string;
  /** Said after the why; the overlay's usual advice (keep the tab in front, try again) when absent. */
  advice?: string;
}

/** Where a frame is can't be seen: trying again won't help, but a screenshot pasted in the popup will. */
const SCREENSHOT_INSTEAD =
  'Take a screenshot of the grid and paste it in the Sudoku popup (Paste a puzzle…), or open the frame in a tab ' +
  'of its own and use Solve Sudoku there.';

export const FRAME_OF_OTHER_SITE: Unseen = {
  why:
    'it is inside a frame the browser does not let Sudoku read (one from another site), so where it is drawn ' +
    "can't be known",
  advice: SCREENSHOT_INSTEAD,
};

export const FRAME_NOT_FOUND: Unseen = {
  why: "Sudoku can't find where its frame is drawn on the page",
  advice: SCREENSHOT_INSTEAD,
};

const samePath = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((index, i) => index === b[i]);

/** The steps from `target`'s parent up to the page, from the places of the frames that could be scripted. */
export function stepsUp(target: FramePlace, places: readonly FramePlace[]): FrameStep[] | Unseen {
  const steps: FrameStep[] = [];
  for (let depth = target.path.length; depth > 0; depth--) {
    const index = target.path[depth - 1];
    const parent = places.find((place) => samePath(place.path, target.path.slice(0, depth - 1)));
    if (!parent) return FRAME_OF_OTHER_SITE;
    const box = index >= 0 ? parent.frames[index] : null;
    if (!box) return FRAME_NOT_FOUND;
    steps.push({ box, viewport: parent.viewport });
  }
  return steps;
}

/** Where frame `frameId` of tab `tabId` is drawn: one script in each frame the extension may read. */
export async function locateFrame(tabId: number, frameId: number): Promise<FrameStep[] | Unseen> {
  let results: chrome.scripting.InjectionResult<FramePlace>[];
  try {
    results = await chrome.scripting.executeScript({ target: { tabId, allFrames: true }, func: placeOfFrame });
  } catch (error) {
    return {
      ...FRAME_NOT_FOUND,
      why: `${FRAME_NOT_FOUND.why} (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const places = results.flatMap((injection) => (injection.result ? [injection.result] : []));
  const target = results.find((injection) => injection.frameId === frameId)?.result;
  return target ? stepsUp(target, places) : FRAME_NOT_FOUND;
}
