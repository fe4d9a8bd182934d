/**
 * Where a frame is drawn in its parent: what the service worker needs to crop a picture inside a frame out of a
 * capture of the whole tab. Injected with chrome.scripting into every frame of the tab the extension may script (a
 * frame from another site is left out, and so can't be seen through), so it is one self-contained function.
 *
 * A frame is named by its path of indices from the top page (`top[2][0]` is path [2, 0]). Each frame works its own
 * path out with only what a frame may see of a parent from another origin (`parent.length`, `parent[i]`), and lists
 * where each of its own child frames is drawn, by index; the service worker joins the two. That way neither side
 * needs the other's document, posts anything the page could see, or changes the page.
 */
import type { ViewRect } from './grid-sources.ts';

export interface FramePlace {
  /** The indices from the top page down to this frame; [] for the top page. */
  path: number[];
  /** This frame's view size in its CSS pixels. */
  viewport: { width: number; height: number };
  /**
   * Where each child frame's view is drawn in this frame's view (inside the element's border and padding): entry i
   * is `window[i]`; null when its element can't be found (inside a closed shadow root, say).
   */
  frames: (ViewRect | null)[];
}

export function placeOfFrame(): FramePlace {
  const path: number[] = [];
  for (let child: Window = window; child !== child.parent; child = child.parent) {
    const parent = child.parent;
    let index = -1;
    for (let i = 0; i < parent.length && index < 0; i++) if (parent[i] === child) index = i;
    path.unshift(index);
  }

  /** The frame elements of this document, in open shadow roots too (a web component may hold the frame). */
  function frameElements(): (HTMLIFrameElement | HTMLFrameElement | HTMLObjectElement)[] {
    const found: (HTMLIFrameElement | HTMLFrameElement | HTMLObjectElement)[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      found.push(
        ...root.querySelectorAll<HTMLIFrameElement | HTMLFrameElement | HTMLObjectElement>('iframe, frame, object'),
      );
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    return found;
  }

  /** The box the frame's view fills: inside its border and padding, scaled as the element is (a CSS transform). */
  function viewBox(element: HTMLElement): ViewRect | null {
    const rect = element.getBoundingClientRect();
    if (!element.offsetWidth || !element.offsetHeight) return null;
    const scaleX = rect.width / element.offsetWidth;
    const scaleY = rect.height / element.offsetHeight;
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const left = px(style.borderLeftWidth) + px(style.paddingLeft);
    const top = px(style.borderTopWidth) + px(style.paddingTop);
    const right = px(style.borderRightWidth) + px(style.paddingRight);
    const bottom = px(style.borderBottomWidth) + px(style.paddingBottom);
    return {
      x: rect.left + left * scaleX,
      y: rect.top + top * scaleY,
      width: (element.offsetWidth - left - right) * scaleX,
      height: (element.offsetHeight - top - bottom) * scaleY,
    };
  }

  const frames: (ViewRect | null)[] = [];
  if (window.length > 0) {
    const elements = frameElements();
    for (let i = 0; i < window.length; i++) {
      const element = elements.find((candidate) => candidate.contentWindow === window[i]);
      frames.push(element ? viewBox(element) : null);
    }
  }
  return { path, viewport: { width: window.innerWidth, height: window.innerHeight }, frames };
}
