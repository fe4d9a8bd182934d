// Tier 2 of a hint draws its step over the grid (the unit, the digits that rule out a single's other cells, the
// candidates to place and to strike, a fish's base and cover sets), with a legend in words, and the live region says
// the same in words.
import { expect, waitUntil } from '@open-wc/testing';
import type { SudokuBoard, SudokuHintDetail } from '../../src/components/index.ts';
import { board } from './sudoku-board-helpers.ts';

/** top95 line 1: its first step is the hidden single of 4 in box 4 (r6c2). */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** A puzzle whose steps come to an X-wing on 6 (rows 1 and 9) after singles. */
const FISH = '.43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71.';

const root = (el: SudokuBoard): ShadowRoot => el.shadowRoot!;
const drawing = (el: SudokuBoard): SVGElement | null => root(el).querySelector('svg.hint-drawing');
const legend = (el: SudokuBoard): string => root(el).querySelector('[part="hint-legend"]')?.textContent ?? '';
const liveRegion = (el: SudokuBoard): string => root(el).querySelector('[role="status"]')!.textContent!.trim();
const count = (el: SudokuBoard, selector: string): number => drawing(el)?.querySelectorAll(selector).length ?? 0;

/** Asks for hints, applying each step, until tier 2 shows a step of `technique`. */
async function hintUntil(el: SudokuBoard, technique: string): Promise<SudokuHintDetail> {
  for (let i = 0; i < 400; i++) {
    const detail = await el.hint();
    if (detail.tier === 2 && detail.step?.technique === technique) {
      await el.updateComplete;
      return detail;
    }
  }
  throw new Error(`no ${technique} step`);
}

/**
 * EASY's solution with a unique rectangle's four corners blank (r1c2, r1c7, r2c2, r2c7: 6 and 8 swap): two solutions,
 * and no logical step tells them apart, so the grader's only step is trial (which would place the solution's digit).
 */
const TRIAL = '4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382';

describe('<sudoku-board> hint drawing (tier 2)', () => {
  it('draws a hidden single: its box, the cell to place, the digits that rule out the others; a legend; in words', async function () {
    // The file's first hint: the test server feeds the lazy hint code, the engine worker and axe for the first time
    // (6 s for the whole file on a quiet machine; it ran past mocha's 10 s default once in a CI run).
    this.timeout(30_000);
    const el = await board(HARD);
    await el.hint();
    await el.updateComplete;
    expect(drawing(el), 'tier 1 draws nothing').to.equal(null);
    const detail = await el.hint();
    await el.updateComplete;
    expect(detail.step!.technique).to.equal('hidden-single');
    expect(count(el, 'rect.role.unit'), 'the nine cells of box 4').to.equal(9);
    expect(count(el, 'circle.place'), 'the candidate to place').to.equal(1);
    // The 4s in r1c1, r5c7 and r9c3 leave box 4 one place.
    expect(count(el, 'circle.cause')).to.equal(3);
    expect(legend(el)).to.include('Unit').and.include('Place').and.include('Rules out');
    const said = liveRegion(el);
    expect(said).to.include('Unit: box 4.');
    expect(said).to.include('Place: 4 in row 6, column 2.');
    expect(said).to.include('Rules out: 4 in row 1, column 1; 4 in row 9, column 3; 4 in row 5, column 7.');
    // The drawing and its legend add nothing axe finds (the SVGs are hidden from assistive tech: the words say them).
    await expect(el).to.be.accessible();

    // Tier 3 applies the step, and the drawing goes.
    await el.hint();
    await el.updateComplete;
    expect(el.value[5 * 9 + 1]).to.equal('4');
    expect(drawing(el)).to.equal(null);
    expect(legend(el)).to.equal('');
  });

  it('draws a fish: base and cover sets in their own outlines, every removal struck, said in words', async () => {
    const el = await board(FISH);
    const detail = await hintUntil(el, 'x-wing');
    const { eliminations } = detail.step!;
    expect(count(el, 'rect.role.base'), 'rows 1 and 9').to.equal(18);
    expect(count(el, 'rect.role.cover'), 'columns 6 and 9').to.equal(18);
    expect(count(el, 'line.strike')).to.equal(eliminations.length);
    // Base and cover are told apart by their outline as well as their colour (forced colours keep only the outline).
    const dash = (selector: string): string => getComputedStyle(drawing(el)!.querySelector(selector)!).strokeDasharray;
    expect(dash('rect.role.base')).to.not.equal(dash('rect.role.cover'));
    expect(legend(el)).to.include('Base set').and.include('Cover set').and.include('Remove');
    const said = liveRegion(el);
    expect(said).to.include('Base set: row 1, row 9.');
    expect(said).to.include('Cover set: column 6, column 9.');
    expect(said).to.include('Remove: 6 in row 4, column 9');
  });

  it('says the legend in the board’s language', async () => {
    const el = await board(HARD);
    el.lang = 'de';
    // German's words come in their own chunk: the board says Settings in German once they are here.
    await waitUntil(() => root(el).textContent!.includes('Einstellungen'));
    await el.hint();
    await el.hint();
    await el.updateComplete;
    expect(legend(el)).to.include('Einheit').and.include('Setzen');
    expect(liveRegion(el)).to.include('Einheit: Block 4.');
  });

  it('a trial-and-error position offers a cell with two candidates to try, never the digit, and applies nothing', async () => {
    const el = await board(TRIAL);
    const events: SudokuHintDetail[] = [];
    el.addEventListener('sudoku-hint', (e) => events.push(e.detail));
    await el.hint();
    const second = await el.hint();
    await el.updateComplete;
    expect(second.tier).to.equal(2);
    expect(second.text).to.match(/needs trial and error\. Try one of 6 or 8 in row 1, column 2;/);
    expect(second.step).to.deep.include({ technique: 'trial', cells: [1], digits: [6, 8], placements: [] });
    expect(count(el, 'circle.try'), 'both candidates ringed alike').to.equal(2);
    expect(count(el, 'circle.place')).to.equal(0);
    expect(legend(el)).to.include('Try one');
    expect(liveRegion(el)).to.include('Try one: 6 in row 1, column 2; 8 in row 1, column 2.');
    // Asked again, the hint stays: nothing is placed, and no event carries a digit to place.
    const third = await el.hint();
    await el.updateComplete;
    expect(third.tier).to.equal(2);
    expect(el.value[1]).to.equal('.');
    expect(events.every((e) => (e.step?.placements.length ?? 0) === 0)).to.equal(true);
  });
});
