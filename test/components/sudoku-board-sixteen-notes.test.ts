// 16×16 notes as a player sees them (issue 30: "4×4 notes for 16×16"): a note of 10–16 reads as its letter alone
// (it read "10A": the number from the board's own note style and the letter after it), and a cell full of notes keeps
// its square (each note's two pieces stacked made the 4 rows twice as tall: cells 40 px wide grew to 81 px, their
// notes and digits spilling over the rows below).
import { expect, fixture, html } from '@open-wc/testing';
import { cell, cells } from './sudoku-board-helpers.ts';

/** What a note shows: the text its CSS gives it, before and after. */
function noteText(note: Element): string {
  const piece = (pseudo: string) => {
    const content = getComputedStyle(note, pseudo).content;
    if (content === 'none' || content === 'normal') return '';
    // Firefox gives attr() back as written; Chromium gives the text.
    return content === 'attr(data-digit)' ? ((note as HTMLElement).dataset.digit ?? '') : content.replace(/^"|"$/g, '');
  };
  return piece('::before') + piece('::after');
}

describe('<sudoku-board> 16×16 notes', () => {
  it('fill candidates: every note reads 1–9 or A–G, and every cell stays square within its row', async () => {
    const holder = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 640px"><sudoku-board puzzle="" keypad></sudoku-board></div>`,
    );
    const el = holder.querySelector('sudoku-board')!;
    await el.generate({ variant: 'classic', size: 16, seed: 7 });
    await el.updateComplete;
    const before = cell(el, 0).getBoundingClientRect();
    const fill = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      /Fill/.test(b.textContent ?? ''),
    )!;
    fill.click();
    await el.updateComplete;
    const shown = [...el.shadowRoot!.querySelectorAll('.note[data-digit]')];
    expect(shown.length).to.be.greaterThan(100);
    for (const note of shown) {
      const digit = Number((note as HTMLElement).dataset.digit);
      expect(noteText(note), `note ${digit}`).to.equal(digit > 9 ? String.fromCharCode(55 + digit) : String(digit));
    }
    for (const index of [0, 17, 255].concat(cells(el).findIndex((c) => c.querySelector('.note[data-digit]')))) {
      const box = cell(el, index).getBoundingClientRect();
      expect(box.height, `cell ${index} height`).to.be.closeTo(before.height, 1);
      const notes = cell(el, index).querySelector('.notes')?.getBoundingClientRect();
      if (notes) expect(notes.bottom, `cell ${index}'s notes`).to.be.at.most(box.bottom + 0.5);
    }
  });
});
