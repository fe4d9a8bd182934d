// A variant game printed (issue 30): what its rules add is on the paper, black on white whatever the theme: the
// cages dashed with their sums, jigsaw regions' borders, the diagonals, windoku's windows shaded, and the rules
// stated under the grid. Checked under print media emulation, as sudoku-board-print.test.ts checks the classic grid.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/components/index.ts';
import type { SudokuBoard } from '../../src/components/index.ts';
import type { VariantRules } from '../../src/engine/variant/index.ts';

const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

type Played = SudokuBoard & { session: { game: { geometry: { variant?: VariantRules } } } };
const rulesOf = (el: SudokuBoard): VariantRules => (el as Played).session.game.geometry.variant!;

/** A board playing `variant`, with its styles for paper adopted (they come a second after its first game). */
async function printable(variant: string, theme: string): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(
    html`<div style="inline-size: 60rem"><sudoku-board puzzle="" keypad theme=${theme}></sudoku-board></div>`,
  ).then((wrapper) => wrapper.querySelector('sudoku-board')!);
  await el.generate({ variant, seed: 9, difficulty: 'easy' });
  await el.updateComplete;
  // The board's own (print.styles.ts, which hides the keypad), not only the drawing's print rules (variant-view.ts).
  const forPaper = (): boolean =>
    el.shadowRoot!.adoptedStyleSheets.some((sheet) =>
      Array.from(sheet.cssRules).some(
        (rule) => rule instanceof CSSMediaRule && rule.media.mediaText === 'print' && rule.cssText.includes('.keypad'),
      ),
    );
  for (let waited = 0; !forPaper(); waited += 50) {
    if (waited > 5000) throw new Error('no styles for paper 5 s after the first game');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return el;
}

const all = (el: SudokuBoard, selector: string): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];

describe('<sudoku-board> a variant game printed', () => {
  afterEach(() => emulateMedia({ media: 'screen' }));

  it('prints a killer + X (dark board): every cage dashed in black with its sum, the diagonals, the rules', async () => {
    const el = await printable('killer+x', 'dark');
    const cages = rulesOf(el).cages!;
    await emulateMedia({ media: 'print' });
    const outlines = all(el, 'svg.variant-drawing path.cage');
    expect(outlines.length).to.equal(cages.length);
    for (const outline of outlines) {
      expect(outline.checkVisibility(), 'a cage printed').to.equal(true);
      expect(getComputedStyle(outline).stroke).to.equal(BLACK);
      expect(getComputedStyle(outline).strokeDasharray).not.to.equal('none');
    }
    const grid = el.shadowRoot!.querySelector('.grid')!.getBoundingClientRect();
    const sums = all(el, '.cage-sum');
    expect(sums.map((sum) => Number(sum.textContent))).to.deep.equal(cages.map((cage) => cage.sum));
    for (const sum of sums) {
      expect(sum.checkVisibility(), 'a sum printed').to.equal(true);
      expect(getComputedStyle(sum).color).to.equal(BLACK);
      expect(getComputedStyle(sum).backgroundColor).to.equal(WHITE);
      const box = sum.getBoundingClientRect();
      expect(box.left >= grid.left - 1 && box.right <= grid.right + 1, 'on the grid').to.equal(true);
    }
    const diagonal = el.shadowRoot!.querySelector<SVGPathElement>('path.diagonal')!;
    expect(diagonal.checkVisibility()).to.equal(true);
    expect(getComputedStyle(diagonal).stroke).not.to.equal(WHITE);
    const said = el.shadowRoot!.querySelector<HTMLElement>('.variant-rules')!;
    expect(said.checkVisibility()).to.equal(true);
    expect(getComputedStyle(said).color).to.equal(BLACK);
    expect(said.textContent).to.match(/Killer/);
  });

  it("prints a jigsaw's region borders in black, and windoku's windows shaded", async () => {
    const jigsaw = await printable('jigsaw', 'light');
    await emulateMedia({ media: 'print' });
    const border = jigsaw.shadowRoot!.querySelector<SVGPathElement>('path.region-border')!;
    expect(border.checkVisibility()).to.equal(true);
    expect(getComputedStyle(border).stroke).to.equal(BLACK);
    await emulateMedia({ media: 'screen' });
    const windoku = await printable('windoku', 'dark');
    await emulateMedia({ media: 'print' });
    const windowCell = all(windoku, '.cell[data-window]')[0];
    const plain = all(windoku, '.cell:not([data-window])')[0];
    expect(getComputedStyle(plain).backgroundColor).to.equal(WHITE);
    expect(getComputedStyle(windowCell).backgroundColor).not.to.equal(WHITE);
    expect(getComputedStyle(windowCell).backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
  });
});
