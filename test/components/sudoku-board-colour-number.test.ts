/**
 * A coloured cell's number (which colour, for eyes that do not tell the hues apart) never covers its notes: in a cell
 * with all nine notes and a colour, the number's box meets no note's box, on a phone and on a laptop. The notes make
 * room for it, so a hint's rings around a coloured cell's candidates follow them.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, cell, freshKey } from './sudoku-board-helpers.ts';

const CELL = EASY.indexOf('.');

/** A saved game whose first blank has all nine notes and colour 3. */
const saved = (): string =>
  JSON.stringify({
    version: 1,
    givens: EASY,
    values: EASY,
    notes: Array.from({ length: 81 }, (_, i) => (i === CELL ? 0x1ff : 0)),
    colors: Array.from({ length: 81 }, (_, i) => (i === CELL ? '3' : '0')).join(''),
    moves: [],
    position: 0,
    elapsedMs: 0,
    solved: false,
  });

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box of `element`'s absolutely placed ::after, from its used position and size. */
function afterBox(element: HTMLElement): Box {
  const style = getComputedStyle(element, '::after');
  const rect = element.getBoundingClientRect();
  const left = rect.left + element.clientLeft + parseFloat(style.left);
  const top = rect.top + element.clientTop + parseFloat(style.top);
  return { left, top, right: left + parseFloat(style.width), bottom: top + parseFloat(style.height) };
}

/** Whether two boxes overlap by more than rounding (half a pixel) each way. */
const meet = (a: Box, b: Box): boolean =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

describe('<sudoku-board> a coloured cell’s number', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [375, 667],
    [1366, 768],
  ]) {
    it(`covers none of the cell's nine notes at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const key = freshKey();
      localStorage.setItem(key, saved());
      const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
      await waitUntil(() => cell(el, CELL).querySelectorAll('.note[data-digit]').length === 9, 'the notes are back');
      const target = cell(el, CELL);
      // (Chromium computes the content as "3", Firefox as attr(data-color): its size says it is drawn.)
      await waitUntil(() => parseFloat(getComputedStyle(target, '::after').width) > 0, 'the colour number is drawn');
      const number = afterBox(target);
      const rect = target.getBoundingClientRect();
      expect(number.right - number.left, 'the number has a width').to.be.greaterThan(3);
      expect(number.bottom - number.top, 'the number has a height').to.be.greaterThan(3);
      expect(number.left, 'inside its cell').to.be.at.least(rect.left - 0.5);
      expect(number.bottom, 'inside its cell').to.be.at.most(rect.bottom + 0.5);
      const notes = [...target.querySelectorAll<HTMLElement>('.note')];
      expect(notes).to.have.length(9);
      for (const note of notes) {
        const box = note.getBoundingClientRect();
        expect(
          meet(number, box),
          `note ${note.dataset.digit} at ${JSON.stringify(box)}, number at ${JSON.stringify(number)}`,
        ).to.equal(false);
      }
      localStorage.removeItem(key);
    });
  }

  it("rings a hint's candidate in a coloured cell around its note", async () => {
    await setViewport({ width: 1366, height: 768 });
    const key = freshKey();
    // Every blank coloured (colour 2), no notes yet.
    const record = JSON.parse(saved());
    record.notes = new Array(81).fill(0);
    record.colors = [...EASY].map((c) => (c === '.' ? '2' : '0')).join('');
    localStorage.setItem(key, JSON.stringify(record));
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await waitUntil(() => cell(el, CELL).dataset.color === '2', 'the colours are back');
    await el.fillNotes();
    await el.hint();
    const detail = await el.hint();
    await el.updateComplete;
    const [place] = detail.step!.placements;
    const ring = el.shadowRoot!.querySelector('circle.place')!.getBoundingClientRect();
    const note = cell(el, place.cell).querySelector(`.note[data-digit="${place.digit}"]`)!.getBoundingClientRect();
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2];
    const [rx, ry] = centre(ring);
    const [nx, ny] = centre(note);
    expect(Math.abs(rx - nx), `ring at ${rx}, note at ${nx}`).to.be.below(1.5);
    expect(Math.abs(ry - ny)).to.be.below(1.5);
    localStorage.removeItem(key);
  });
});
