// A killer's cage sum and the notes of its cell (issue 30: "cages as dashed outlines with sums, readable at phone
// size", and nothing hiding anything): the sum sat over the cell's top-left note, so with candidates filled a player
// could not tell whether 1 (or 2, under a two-digit sum) was still a candidate in any cage's first cell. The notes
// of that cell now start under the sum, on a phone and on a laptop.
import { expect, fixture, html } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import type { VariantRules } from '../../src/engine/variant/index.ts';
import { cell } from './sudoku-board-helpers.ts';

type Played = SudokuBoard & { session: { game: { geometry: { variant?: VariantRules } } } };

/** How far two boxes overlap, in px each way (0 when apart). */
function overlap(a: DOMRect, b: DOMRect): [number, number] {
  return [
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)),
  ];
}

for (const [what, width] of [
  ['phone', 360],
  ['laptop', 740],
] as const)
  describe(`a killer's cage sums and notes (${what}, ${width} px)`, () => {
    it("no note of a cage's first cell lies under its sum, with every candidate filled", async () => {
      const holder = await fixture<HTMLDivElement>(
        html`<div style="inline-size: ${width}px"><sudoku-board puzzle="" keypad></sudoku-board></div>`,
      );
      const el = holder.querySelector('sudoku-board')!;
      await el.generate({ variant: 'killer', seed: 7, difficulty: 'easy' });
      await el.updateComplete;
      const fill = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
        /Fill/.test(b.textContent ?? ''),
      )!;
      fill.click();
      await el.updateComplete;
      const cages = (el as Played).session.game.geometry.variant!.cages!;
      let checked = 0;
      for (const sum of el.shadowRoot!.querySelectorAll<HTMLElement>('.cage-sum')) {
        const first = Math.min(...cages[Number(sum.dataset.cage)].cells);
        const at = sum.getBoundingClientRect();
        for (const note of cell(el, first).querySelectorAll('.note[data-digit]')) {
          const [x, y] = overlap(at, note.getBoundingClientRect());
          expect(x > 1 && y > 1, `note ${(note as HTMLElement).dataset.digit} of cell ${first} under its sum`).to.equal(
            false,
          );
          checked++;
        }
      }
      expect(checked).to.be.greaterThan(20);
    });
  });
