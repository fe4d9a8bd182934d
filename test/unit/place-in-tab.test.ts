// Where a picture inside frames shows in the tab's view (what a capture of the tab is cropped to), and how a frame's
// steps up to the page are joined from what each scripted frame says of itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FRAME_NOT_FOUND, FRAME_OF_OTHER_SITE, stepsUp } from '../../src/background/locate-frame.ts';
import { placeInTab, wholeInSight } from '../../src/background/place-in-tab.ts';
import type { FramePlace } from '../../src/content/frame-place.ts';

const TAB = { width: 1000, height: 800 };

describe('placeInTab', () => {
  it('leaves a picture on the page itself where it is, clipped to the view', () => {
    const place = placeInTab({ x: 10, y: 700, width: 200, height: 200 }, TAB, []);
    assert.deepEqual(place.whole, { x: 10, y: 700, width: 200, height: 200 });
    assert.deepEqual(place.visible, { x: 10, y: 700, width: 200, height: 100 });
    assert.deepEqual(place.viewport, TAB);
    assert.equal(wholeInSight(place), false);
  });

  it('carries a picture up through nested frames, each drawn at its box (scaled when the box is)', () => {
    const inner = { width: 400, height: 300 };
    const middle = { width: 600, height: 500 };
    const steps = [
      // The inner frame's view drawn at half size in the middle frame, which is drawn at (100, 50) on the page.
      { box: { x: 20, y: 30, width: 200, height: 150 }, viewport: middle },
      { box: { x: 100, y: 50, width: 600, height: 500 }, viewport: TAB },
    ];
    const place = placeInTab({ x: 40, y: 20, width: 100, height: 100 }, inner, steps);
    assert.deepEqual(place.whole, { x: 140, y: 90, width: 50, height: 50 });
    assert.deepEqual(place.visible, place.whole);
    assert.deepEqual(place.viewport, TAB);
    assert.equal(wholeInSight(place), true);
  });

  it("cuts off what a frame scrolled partly out of its parent's view hides, and says it is not all in sight", () => {
    const frame = { width: 400, height: 400 };
    // The frame's top 150 pixels are above the page's view.
    const steps = [{ box: { x: 50, y: -150, width: 400, height: 400 }, viewport: TAB }];
    const place = placeInTab({ x: 0, y: 50, width: 300, height: 300 }, frame, steps);
    assert.deepEqual(place.whole, { x: 50, y: -100, width: 300, height: 300 });
    assert.deepEqual(place.visible, { x: 50, y: 0, width: 300, height: 200 });
    assert.equal(wholeInSight(place), false);
  });

  it("finds nothing in sight when the picture is out of its own frame's view, or the frame out of the page's", () => {
    const frame = { width: 400, height: 400 };
    const onPage = [{ box: { x: 0, y: 0, width: 400, height: 400 }, viewport: TAB }];
    assert.equal(placeInTab({ x: 0, y: 500, width: 100, height: 100 }, frame, onPage).visible, null);
    const below = [{ box: { x: 0, y: 900, width: 400, height: 400 }, viewport: TAB }];
    assert.equal(placeInTab({ x: 0, y: 0, width: 100, height: 100 }, frame, below).visible, null);
    // A frame with no view: nothing shows, and nothing is divided by zero.
    const place = placeInTab({ x: 0, y: 0, width: 100, height: 100 }, { width: 0, height: 0 }, onPage);
    assert.equal(place.visible, null);
    assert.equal(wholeInSight(place), false);
  });
});

describe('stepsUp', () => {
  const page: FramePlace = {
    path: [],
    viewport: TAB,
    frames: [null, { x: 300, y: 100, width: 500, height: 400 }],
  };
  const middle: FramePlace = {
    path: [1],
    viewport: { width: 500, height: 400 },
    frames: [{ x: 5, y: 6, width: 7, height: 8 }],
  };
  const inner: FramePlace = { path: [1, 0], viewport: { width: 7, height: 8 }, frames: [] };

  it('joins each frame to its parent by path, from the frame up to the page', () => {
    assert.deepEqual(stepsUp(inner, [inner, page, middle]), [
      { box: { x: 5, y: 6, width: 7, height: 8 }, viewport: { width: 500, height: 400 } },
      { box: { x: 300, y: 100, width: 500, height: 400 }, viewport: TAB },
    ]);
    assert.deepEqual(stepsUp(page, [page]), []);
  });

  it('says a frame on the way up could not be read (another site) when its place is missing', () => {
    assert.equal(stepsUp(inner, [inner, page]), FRAME_OF_OTHER_SITE);
  });

  it('says the frame could not be found when the parent does not know where it draws it', () => {
    assert.equal(stepsUp({ path: [0], viewport: TAB, frames: [] }, [page]), FRAME_NOT_FOUND);
    assert.equal(stepsUp({ path: [-1], viewport: TAB, frames: [] }, [page]), FRAME_NOT_FOUND);
  });
});
