// Windoku's windows stay visible while a cell is selected (issue 30: "windows shaded"): the selected cell's row,
// column and box are highlighted too, and the windows' shade was almost that highlight's colour (8 apart in RGB),
// so with r1c1 selected its box and the windows looked alike. The shade now tints whatever is under it: a window
// cell differs from a highlighted one, and the highlight still shows inside a window, in light and dark.
import { expect, fixture, html } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { cell, tap } from './sudoku-board-helpers.ts';

type Rgba = [number, number, number, number];

function rgba(text: string): Rgba {
  const [r, g, b, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** The colour a cell shows: its background colour with the (one-colour) gradient the variant lays over it. */
function shown(el: SudokuBoard, index: number): [number, number, number] {
  const style = getComputedStyle(cell(el, index));
  const under = rgba(style.backgroundColor);
  const over = /gradient\((rgba?\([^)]*\))/.exec(style.backgroundImage)?.[1];
  if (!over) return [under[0], under[1], under[2]];
  const [r, g, b, a] = rgba(over);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}

const apart = (a: number[], b: number[]): number => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0);

for (const scheme of ['light', 'dark'])
  describe(`windoku's windows with a cell selected (${scheme})`, () => {
    it('a window, a highlighted cell and a highlighted window cell each look different', async () => {
      const holder = await fixture<HTMLDivElement>(
        html`<div style="color-scheme: ${scheme}"><sudoku-board puzzle=""></sudoku-board></div>`,
      );
      const el = holder.querySelector('sudoku-board')!;
      await el.generate({ variant: 'windoku', seed: 7 });
      await el.updateComplete;
      await tap(el, 0); // r1c1: row 1 and column 1 meet no window; its box shares r2c2 with window 1
      const peer = shown(el, 4); // r1c5: highlighted, in no window
      const window = shown(el, 14); // r2c6: in window 2, not highlighted
      const both = shown(el, 10); // r2c2: highlighted, in window 1
      const plain = shown(el, 44); // r5c9: neither
      expect(cell(el, 4).classList.contains('peer')).to.equal(true);
      expect(cell(el, 10).classList.contains('peer')).to.equal(true);
      expect(cell(el, 14).classList.contains('peer')).to.equal(false);
      expect(apart(window, peer), `window ${window} vs highlighted ${peer}`).to.be.at.least(30);
      expect(apart(both, peer), `highlighted window ${both} vs highlighted ${peer}`).to.be.at.least(30);
      expect(apart(both, window), `highlighted window ${both} vs window ${window}`).to.be.at.least(15);
      expect(apart(window, plain), `window ${window} vs plain ${plain}`).to.be.at.least(15);
    });
  });
