// The board plays Sudoku variants (issue 30): `generate({ variant })` and f-puzzles JSON as `puzzle`. A killer, a
// jigsaw, an X and a 16×16 game load, draw what their rules add (cages with sums, region borders, diagonals) on the
// right cells, mark a digit that breaks one of their rules, and are solved when filled with their solution; the
// rules come back with a saved game.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { createRng } from '../../src/engine/rng.ts';
import {
  classicRules,
  generateVariant,
  gradeVariant,
  randomJigsawRegions,
  writeFpuzzles,
  type VariantRules,
} from '../../src/engine/variant/index.ts';
import { cell, cells, freshKey, tap } from './sudoku-board-helpers.ts';

type Played = SudokuBoard & { session: { game: { geometry: { variant?: VariantRules } }; solution: number[] | null } };

const rulesOf = (el: SudokuBoard): VariantRules => (el as Played).session.game.geometry.variant!;
const solutionOf = (el: SudokuBoard): number[] => (el as Played).session.solution!;
const symbol = (digit: number): string => (digit > 9 ? String.fromCharCode(55 + digit) : String(digit));

async function generated(variant: string, extra: Record<string, unknown> = {}, size?: 16): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle="" keypad></sudoku-board>`);
  Object.assign(el, extra);
  await el.generate({ variant, seed: 7, ...(size && { size }) });
  await el.updateComplete;
  return el;
}

/** Types `digit` into cell `index` (a tap, then its key). */
async function put(el: SudokuBoard, index: number, digit: number): Promise<void> {
  const key = symbol(digit);
  // The same digit again would take it out.
  if (el.value[index].toUpperCase() === key) return;
  await tap(el, index);
  cell(el, index).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Fills every blank with the solution's digit through the `value` property, but the last by key. */
async function solveAll(el: SudokuBoard): Promise<CustomEvent> {
  const solution = solutionOf(el);
  const blanks = [...el.value].flatMap((c, i) => (c === '.' ? [i] : []));
  const last = blanks.pop()!;
  el.value = [...el.value].map((c, i) => (c === '.' && i !== last ? symbol(solution[i]) : c)).join('');
  await el.updateComplete;
  const solved = oneEvent(el, 'sudoku-solved');
  await put(el, last, solution[last]);
  return solved;
}

const drawing = (el: SudokuBoard): SVGSVGElement => el.shadowRoot!.querySelector('svg.variant-drawing')!;
const conflict = (el: SudokuBoard, index: number): boolean => cell(el, index).classList.contains('conflict');

describe('<sudoku-board> plays variants', () => {
  it('a killer: its cages drawn around their cells with their sums, labelled, and judged by their sums', async () => {
    const el = await generated('killer');
    const rules = rulesOf(el);
    expect(rules.cages!.length).to.be.greaterThan(10);
    expect(el.givens).to.equal('.'.repeat(81));
    // Every cage drawn, each outline in its own cells' squares, its sum in its first cell's corner.
    const paths = [...drawing(el).querySelectorAll<SVGPathElement>('path.cage')];
    expect(paths).to.have.length(rules.cages!.length);
    const grid = el.shadowRoot!.querySelector('.grid')!.getBoundingClientRect();
    const cellSize = (grid.width - 4) / 9;
    rules.cages!.forEach((cage, index) => {
      const box = paths[index].getBoundingClientRect();
      const rows = cage.cells.map((c) => Math.floor(c / 9));
      const cols = cage.cells.map((c) => c % 9);
      expect(box.left - grid.left - 2).to.be.within(Math.min(...cols) * cellSize, (Math.min(...cols) + 0.2) * cellSize);
      expect(box.right - grid.left - 2).to.be.within(
        (Math.max(...cols) + 0.8) * cellSize,
        (Math.max(...cols) + 1) * cellSize,
      );
      expect(box.top - grid.top - 2).to.be.within(Math.min(...rows) * cellSize, (Math.min(...rows) + 0.2) * cellSize);
      const sum = el.shadowRoot!.querySelector(`.cage-sum[data-cage="${index}"]`)!;
      expect(sum.textContent).to.equal(String(cage.sum));
      const first = cell(el, Math.min(...cage.cells)).getBoundingClientRect();
      const at = sum.getBoundingClientRect();
      expect(at.left - first.left).to.be.within(-1, 6);
      expect(at.top - first.top).to.be.within(-1, 6);
    });
    // Its label says its cage; the rules are said under the grid.
    const cage = rules.cages![0];
    expect(cell(el, cage.cells[0]).getAttribute('aria-label')).to.contain(
      `cage of ${cage.cells.length} cells summing to ${cage.sum}`,
    );
    expect(el.shadowRoot!.querySelector('.variant-rules')!.textContent).to.contain('Killer');
    // A repeat inside a cage (not in one row, column or box) clashes; so does a full cage with the wrong sum.
    const solution = solutionOf(el);
    const wide = rules.cages!.find((c) => c.cells.length >= 2)!;
    const [a, b] = wide.cells;
    await put(el, a, solution[a]);
    await put(el, b, solution[a]);
    expect(conflict(el, b)).to.equal(true);
    await put(el, b, solution[b]);
    expect(conflict(el, b)).to.equal(false);
    const pair = rules.cages!.find((c) => c.cells.length === 2 && solution[c.cells[0]] + 1 <= 9)!;
    const [p, q] = pair.cells;
    // Two different digits, the wrong sum, and no clash by row, column or box.
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== solution[q] && d !== solution[p] && d + solution[p] !== pair.sum,
    )!;
    await put(el, p, solution[p]);
    await put(el, q, other);
    expect(conflict(el, q)).to.equal(true);
    expect(conflict(el, p)).to.equal(true);
    await put(el, q, solution[q]);
    expect(conflict(el, p)).to.equal(false);
    const played = (await el.statistics()).levels.medium.played;
    const solved = await solveAll(el);
    expect(solved.detail.value).to.equal(solution.join(''));
    expect(el.solved).to.equal(true);
    // Not counted with the classic games of its level (variants have no levels yet).
    expect((await el.statistics()).levels.medium.played).to.equal(played);
  });

  it('a jigsaw from f-puzzles JSON: its regions bordered and tinted, labelled, and judged by its regions', async () => {
    const regions = randomJigsawRegions(9, createRng('test-jigsaw'));
    const made = generateVariant({ size: 9, regions, diagonals: true }, 3);
    const json = JSON.stringify(writeFpuzzles({ rules: made.rules, givens: made.givens }));
    const el = await fixture<SudokuBoard>(html`<sudoku-board .puzzle=${json}></sudoku-board>`);
    await el.updateComplete;
    expect(rulesOf(el).regions).to.deep.equal(regions);
    expect(el.givens).to.equal(made.givens.map((d) => (d ? String(d) : '.')).join(''));
    // Each cell knows its region (its tint); a border between every two cells of different regions, and only there.
    cells(el).forEach((c, index) => expect(c.dataset.region).to.equal(String(regions[index])));
    const border = drawing(el).querySelector('path.region-border')!.getAttribute('d')!;
    const vertical = (r: number, c: number) => border.includes(`M${c + 1} ${r}V${r + 1}`);
    for (let r = 0; r < 9; r++)
      for (let c = 0; c < 8; c++) expect(vertical(r, c)).to.equal(regions[r * 9 + c] !== regions[r * 9 + c + 1]);
    const unselected = cells(el).findIndex((c) => !c.classList.contains('selected'));
    expect(getComputedStyle(cell(el, unselected)).backgroundImage).to.contain('gradient');
    // The classic box lines are gone: the column after a box is as thin as any.
    expect(parseFloat(getComputedStyle(cell(el, 2)).borderInlineEndWidth)).to.equal(1);
    expect(drawing(el).querySelectorAll('path.diagonal')).to.have.length(1);
    const blank = made.givens.indexOf(0);
    expect(cell(el, blank).getAttribute('aria-label')).to.contain(`region ${regions[blank] + 1}`);
    expect(el.shadowRoot!.querySelector('.variant-rules')!.textContent).to.match(/Jigsaw.*X:/);
    // A digit its region holds elsewhere (not in its row or column) clashes.
    const solution = solutionOf(el);
    expect(solution).to.deep.equal(made.solution);
    const target = made.givens.findIndex(
      (d, i) =>
        d === 0 &&
        made.givens.some(
          (g, j) =>
            g &&
            g !== solution[i] &&
            regions[j] === regions[i] &&
            Math.floor(j / 9) !== Math.floor(i / 9) &&
            j % 9 !== i % 9 &&
            !sameDiagonal(i, j),
        ),
    );
    const clash = made.givens.find(
      (g, j) =>
        g &&
        g !== solution[target] &&
        regions[j] === regions[target] &&
        Math.floor(j / 9) !== Math.floor(target / 9) &&
        j % 9 !== target % 9 &&
        !sameDiagonal(target, j),
    )!;
    // Hint follows the jigsaw's regions (the variant grader's step), not the boxes.
    const hinted = await el.hint();
    expect(hinted.kind).to.equal('step');
    expect(el.shadowRoot!.querySelector('.message')!.textContent).to.equal(hinted.text);
    await put(el, target, clash);
    expect(conflict(el, target)).to.equal(true);
    await put(el, target, solution[target]);
    expect(conflict(el, target)).to.equal(false);
    await solveAll(el);
    expect(el.solved).to.equal(true);
  });

  it('an X: both diagonals drawn, a repeat on a diagonal clashes, and the rules come back with a saved game', async () => {
    const key = freshKey();
    const el = await generated('x', { persist: key });
    expect(rulesOf(el).diagonals).to.equal(true);
    expect(drawing(el).querySelector('path.diagonal')!.getAttribute('d')).to.equal('M0 0L9 9M9 0L0 9');
    const solution = solutionOf(el);
    // Two cells of the main diagonal in different boxes, both blank or one given: the same digit clashes.
    const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80];
    const blank = diagonal.find((i) => el.givens[i] === '.' && i >= 30)!;
    const other = diagonal.find((i) => i < 27 && (el.givens[i] !== '.' || i !== blank))!;
    const digit = el.givens[other] !== '.' ? Number(el.givens[other]) : solution[other];
    if (el.givens[other] === '.') await put(el, other, digit);
    await put(el, blank, digit);
    expect(conflict(el, blank)).to.equal(true);
    // Saved under `persist`: a board opening the key resumes the X, with its diagonals.
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await again.updateComplete;
    expect(again.value).to.equal(el.value);
    expect(rulesOf(again).diagonals).to.equal(true);
    expect(drawing(again).querySelector('path.diagonal')).to.not.equal(null);
    await put(again, blank, solution[blank]);
    if (el.givens[other] === '.') await put(again, other, solution[other]);
    await solveAll(again);
    expect(again.solved).to.equal(true);
  });

  it('a 16×16: 256 cells, 16 keys 1–9 and A–G, letters typed, notes in 4×4, a box clash, solved', async () => {
    const el = await generated('classic', {}, 16);
    expect(cells(el)).to.have.length(256);
    // The value writes 10–16 as a–g (base 17's digits); the grid and the keys show A–G.
    expect(el.value).to.match(/^[1-9a-g.]{256}$/);
    const keys = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.keypad .digits .key')];
    expect(
      keys.map((key) =>
        [...key.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent!.trim())
          .join(''),
      ),
    ).to.deep.equal([...'123456789ABCDEFG'.split('')]);
    // Two rows of eight keys.
    expect(keys[8].getBoundingClientRect().top).to.be.greaterThan(keys[7].getBoundingClientRect().bottom - 1);
    const solution = solutionOf(el);
    // A letter key types its digit, shown as its letter, named by it in the cell's label.
    const blank = el.value.indexOf('.');
    const big = [...el.value].findIndex((c, i) => c === '.' && solution[i] > 9);
    await put(el, big, solution[big]);
    expect(el.value[big]).to.equal(symbol(solution[big]).toLowerCase());
    expect(cell(el, big).querySelector('.digit')!.textContent).to.equal(symbol(solution[big]));
    expect(cell(el, big).getAttribute('aria-label')).to.contain(`, ${symbol(solution[big])}`);
    // The same digit elsewhere in its 4×4 box clashes.
    const box = (i: number) => Math.floor(Math.floor(i / 16) / 4) * 4 + Math.floor((i % 16) / 4);
    const mate = [...el.value].findIndex(
      (c, i) =>
        c === '.' &&
        i !== big &&
        box(i) === box(big) &&
        Math.floor(i / 16) !== Math.floor(big / 16) &&
        i % 16 !== big % 16,
    );
    await put(el, mate, solution[big]);
    expect(conflict(el, mate)).to.equal(true);
    // Notes sit in 4 rows of 4.
    el.value = [...el.value].map((c, i) => (i === mate ? '.' : c)).join('');
    await tap(el, blank === big ? mate : blank);
    const noteCell = blank === big ? mate : blank;
    const press = (key: string) =>
      cell(el, noteCell).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    // Notes mode (N), then 1 and G as notes.
    for (const key of ['n', '1', 'g', 'n']) press(key);
    await el.updateComplete;
    const notes = cell(el, noteCell).querySelectorAll('.note');
    expect(notes).to.have.length(16);
    expect(getComputedStyle(cell(el, noteCell).querySelector('.notes')!).gridTemplateRows.split(' ')).to.have.length(4);
    expect(getComputedStyle(notes[15], '::before').content).to.equal('"G"');
    await solveAll(el);
    expect(el.solved).to.equal(true);
  });

  it('speaks the page’s language: a killer’s cages and rules in German', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div lang="de"><sudoku-board puzzle=""></sudoku-board></div>`);
    const el = holder.querySelector('sudoku-board')!;
    await el.generate({ variant: 'killer', seed: 7 });
    await el.updateComplete;
    const cage = rulesOf(el).cages![0];
    expect(cell(el, cage.cells[0]).getAttribute('aria-label')).to.contain(
      `Käfig aus ${cage.cells.length} Zellen mit Summe ${cage.sum}`,
    );
    expect(el.shadowRoot!.querySelector('.variant-rules')!.textContent).to.contain('Käfigs');
  });

  it('load() takes f-puzzles JSON: a killer loaded, revealed by its own rules', async () => {
    const made = generateVariant(classicRules(9), 5, true);
    const json = JSON.stringify(writeFpuzzles({ rules: made.rules, givens: made.givens }));
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=""></sudoku-board>`);
    const result = await el.load(json, { reveal: true });
    expect(result.loaded).to.equal(true);
    await el.updateComplete;
    expect(rulesOf(el).cages).to.have.length(made.rules.cages!.length);
    expect(el.value).to.equal(made.solution.join(''));
    expect(drawing(el).querySelectorAll('path.cage')).to.have.length(made.rules.cages!.length);
  });

  it('makes a variant at the difficulty asked, as the variant grader rates it', async () => {
    for (const [asked, level] of [
      ['hard', 'hard'],
      ['expert', 'expert'],
      ['easy', 'easy'],
    ] as const) {
      const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=""></sudoku-board>`);
      const made = await el.generate({ variant: 'x', difficulty: asked, seed: 7 });
      await el.updateComplete;
      expect(made.level).to.equal(level);
      const givens = [...el.givens].map((c) => (c === '.' ? 0 : Number(c)));
      const graded = gradeVariant(rulesOf(el), givens);
      expect(graded.solved).to.equal(true);
      expect(graded.level).to.equal(level);
    }
  });

  it('Hint on a killer: the variant grader’s next step named by its cage or cell, highlighted, then applied', async () => {
    const el = await generated('killer');
    const hinted = await el.hint();
    expect(hinted.kind).to.equal('step');
    expect(hinted.tier).to.equal(2);
    expect(hinted.text).to.match(/cage|r\d+c\d+/);
    expect(el.shadowRoot!.querySelector('.message')!.textContent).to.equal(hinted.text);
    await el.updateComplete;
    const lit = cells(el).flatMap((c, i) => (c.part.contains('hint') ? [i] : []));
    expect(lit.sort((a, b) => a - b)).to.deep.equal([...hinted.cells].sort((a, b) => a - b));
    // Asked again on the same board: carried out as one move, its placements by the solution.
    const before = el.value;
    const applied = await el.hint();
    expect(applied.applied).to.equal(true);
    expect(applied.tier).to.equal(3);
    const solution = solutionOf(el);
    [...el.value].forEach((c, i) => {
      if (c !== before[i]) expect(c).to.equal(String(solution[i]));
    });
    // In German, the same step in German words.
    const holder = await fixture<HTMLDivElement>(html`<div lang="de"><sudoku-board puzzle=""></sudoku-board></div>`);
    const german = holder.querySelector('sudoku-board')!;
    await german.generate({ variant: 'killer', seed: 7 });
    await german.updateComplete;
    const gehint = await german.hint();
    expect(gehint.kind).to.equal('step');
    expect(gehint.text).to.not.equal(hinted.text);
    expect(gehint.text).to.match(/Käfig|r\d+c\d+|Z\d+S\d+/);
  });

  it('Hint after Hint solves a variant with no notes pencilled: an elimination applied sticks, as pencilled notes', async function () {
    // A hundred-odd hints, each a round trip to the worker: 3–4 s on a quiet machine, over 10 s on a loaded one.
    this.timeout(40_000);
    // A step that only removes candidates, applied on a board without notes, must leave a mark (the cell's candidates
    // pencilled in less the removed digit), or the next hint would be the same step again, forever.
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=""></sudoku-board>`);
    await el.generate({ variant: 'x', seed: 1, difficulty: 'hard' });
    await el.updateComplete;
    const game = (el as Played).session.game;
    let eliminationsApplied = 0;
    let previous = '';
    for (let hints = 0; hints < 400 && el.value.includes('.'); hints++) {
      const shown = await el.hint();
      expect(shown.kind).to.equal('step');
      expect(shown.tier).to.equal(2);
      expect(shown.text, 'a new step each time').to.not.equal(previous);
      previous = shown.text;
      const values = el.value;
      const applied = await el.hint();
      expect(applied.applied).to.equal(true);
      if (el.value === values) {
        eliminationsApplied++;
        expect(game.notes.some(Boolean), 'the removal is pencilled').to.equal(true);
      }
    }
    expect(el.value).to.not.contain('.');
    expect(eliminationsApplied, 'the puzzle needed a removal step').to.be.greaterThan(0);
  });

  it('refuses an unknown variant by name', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=""></sudoku-board>`);
    const failed = oneEvent(el, 'sudoku-error');
    const made = el.generate({ variant: 'killer+sandwich' });
    await made.catch(() => undefined);
    const { detail } = await failed;
    expect(detail.message).to.contain('sandwich');
    expect(classicRules(9).size).to.equal(9);
  });
});

function sameDiagonal(a: number, b: number): boolean {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return (ra === ca && rb === cb) || (ra + ca === 8 && rb + cb === 8);
}
