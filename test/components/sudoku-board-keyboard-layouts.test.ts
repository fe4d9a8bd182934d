import { expect } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { board, cell, firstBlank, tap } from './sudoku-board-helpers.ts';

/**
 * What the browser reports for the digit row on two layouts. `code` is the physical key, `key` what it types:
 * on QWERTY Shift turns Digit5 into '%'; on AZERTY the row types '&é"'(-è_çà' and Shift is what gives the digits.
 */
interface Press {
  layout: string;
  key: string;
  code: string;
  shiftKey: boolean;
  /** What the cell should read afterwards (its aria-label after the position). */
  reads: string;
}

const PRESSES: Press[] = [
  { layout: 'QWERTY', key: '5', code: 'Digit5', shiftKey: false, reads: '5' },
  { layout: 'QWERTY', key: '%', code: 'Digit5', shiftKey: true, reads: 'notes 5' },
  { layout: 'QWERTY', key: '5', code: 'Numpad5', shiftKey: false, reads: '5' },
  { layout: 'AZERTY', key: '5', code: 'Digit5', shiftKey: true, reads: '5' },
  { layout: 'AZERTY', key: '(', code: 'Digit5', shiftKey: false, reads: '5' },
  { layout: 'AZERTY', key: '4', code: 'Digit4', shiftKey: true, reads: '4' },
];

async function press(el: SudokuBoard, index: number, init: KeyboardEventInit): Promise<void> {
  cell(el, index).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, ...init }));
  await el.updateComplete;
}

describe('<sudoku-board> digits on QWERTY and AZERTY keyboards', () => {
  for (const { layout, key, code, shiftKey, reads } of PRESSES) {
    const what = `${shiftKey ? 'Shift+' : ''}${code} (types '${key}')`;
    it(`${layout}: ${what} ${reads.startsWith('notes') ? 'pencils a note' : 'places the digit'}`, async () => {
      const el = await board();
      const blank = firstBlank(el.value);
      await tap(el, blank);
      await press(el, blank, { key, code, shiftKey });
      expect(cell(el, blank).getAttribute('aria-label')).to.equal(`row 1, column ${blank + 1}, ${reads}`);
    });
  }

  it("AZERTY: Shift+Digit0 (types '0') and Digit0 (types 'à') both erase", async () => {
    const el = await board();
    const blank = firstBlank(el.value);
    await tap(el, blank);
    for (const [key, shiftKey] of [
      ['0', true],
      ['à', false],
    ] as const) {
      await press(el, blank, { key: '4', code: 'Digit4', shiftKey: true });
      expect(el.value[blank], `placed before ${key}`).to.equal('4');
      await press(el, blank, { key, code: 'Digit0', shiftKey });
      expect(el.value[blank], `after ${key}`).to.equal('.');
    }
  });

  it('AZERTY: in notes mode Shift+digit pencils the note', async () => {
    const el = await board();
    const blank = firstBlank(el.value);
    await tap(el, blank);
    await press(el, blank, { key: 'n', code: 'KeyN' });
    await press(el, blank, { key: '3', code: 'Digit3', shiftKey: true });
    expect(cell(el, blank).getAttribute('aria-label')).to.equal(`row 1, column ${blank + 1}, notes 3`);
  });
});
