// The panels laid over the grid (issue 27): what they say and offer fits inside the grid, readable and untouched, at
// a laptop's and a phone's size. The mistake limit's panel once squeezed New puzzle, Practise a technique and Daily
// puzzle into a column about 60 px wide, their labels spilling out, with the Level select over its label.
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import '../../src/components/index.ts';
import { EASY, quietlyWrongDigit, type } from './sudoku-board-helpers.ts';

const WORKER = { timeout: 10_000 };
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
];

const inside = (inner: DOMRect, outer: DOMRect): boolean =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;
const overlap = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** The text nodes' boxes of `element` (a label's own words, without its select). */
function textBoxes(element: Element): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || node.textContent!.trim() === '') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    boxes.push(range.getBoundingClientRect());
  }
  return boxes;
}

describe('the panels over the grid', () => {
  afterEach(() => fixtureCleanup());
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of VIEWPORTS) {
    it(`the mistake limit's panel keeps its words and controls whole and apart at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await fixture<SudokuBoard>(
        html`<sudoku-board keypad mistake-limit="1" puzzle=${EASY}></sudoku-board>`,
      );
      const blank = EASY.indexOf('.');
      await type(el, blank, String(quietlyWrongDigit(blank)));
      const panel = (): HTMLElement | null => el.shadowRoot!.querySelector('.idle.stopped');
      await waitUntil(() => panel()?.querySelector('.new-puzzle button'), 'the game stops with its offer', WORKER);
      await el.updateComplete;
      const frame = panel()!.getBoundingClientRect();
      const controls = [...panel()!.querySelectorAll<HTMLElement>('button, select')];
      expect(controls.map((c) => c.textContent!.trim()).filter(Boolean)).to.include.members([
        'Continue',
        'New puzzle',
        'Practise a technique',
        'Daily puzzle',
      ]);
      for (const control of controls) {
        const name = control.tagName === 'SELECT' ? 'the Level select' : control.textContent!.trim();
        expect(inside(control.getBoundingClientRect(), frame), `${name} inside the panel`).to.equal(true);
        expect(control.scrollWidth, `${name}'s label fits its width`).to.be.at.most(control.clientWidth + 1);
        if (control.tagName === 'BUTTON')
          expect(control.getBoundingClientRect().height, `${name} on one line`).to.be.below(64);
      }
      const pieces = [
        ...controls.map((c) => c.getBoundingClientRect()),
        ...textBoxes(panel()!.querySelector('.new-puzzle label')!),
        panel()!.firstElementChild!.getBoundingClientRect(),
      ];
      for (let i = 0; i < pieces.length; i++)
        for (let j = i + 1; j < pieces.length; j++)
          expect(overlap(pieces[i], pieces[j]), `pieces ${i} and ${j} overlap`).to.equal(false);
      expect(inside(panel()!.firstElementChild!.getBoundingClientRect(), frame), 'the message inside').to.equal(true);
    });
  }
});
