// The grid-source registry without a browser: its rows build without touching the DOM (the service worker builds
// them for the menu), in the order the grabber tries them, and the menu is shown where they can read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gridSources, menuContexts } from '../../src/content/grid-sources.ts';

describe('grid-source registry', () => {
  it('lists its rows, most structured first, with no DOM around', () => {
    assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
    assert.deepEqual(
      gridSources().map((source) => source.id),
      ['field', 'table', 'box-tables', 'cells', 'text', 'menu', 'image', 'page-grid', 'canvas', 'page-image'],
    );
  });

  it('gives every row one id, at least one menu context and a label', () => {
    const ids = gridSources().map((source) => source.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const source of gridSources()) {
      assert.ok(source.contexts.length > 0, source.id);
      assert.match(source.label, /^the (selected [a-z]|image$|[a-z]+ on the page$)/, source.id);
    }
  });

  it("shows the menu item in the union of the rows' contexts: selections, images and the page", () => {
    assert.deepEqual(menuContexts(), ['selection', 'image', 'page']);
    assert.deepEqual(
      menuContexts([...gridSources(), { id: 'text', contexts: ['image', 'selection'], label: 'x', read: () => null }]),
      ['selection', 'image', 'page'],
    );
  });
});
