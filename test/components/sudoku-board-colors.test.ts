// Several cells selected at once (Ctrl/Shift-click, a drag, Shift+arrows) take a digit, a note or a colour; colours
// are undoable, saved with the game, and said in each cell's label.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, cell, cells, freshKey, nextChange, parts, tap } from './sudoku-board-helpers.ts';

const blanks = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));
const selected = (el: SudokuBoard): number[] =>
  cells(el).flatMap((c, i) => (c.getAttribute('aria-selected') === 'true' ? [i] : []));
const label = (el: SudokuBoard, index: number): string => cell(el, index).getAttribute('aria-label')!;
const paletteButton = (el: SudokuBoard, name: string): HTMLButtonElement =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`.palette button[aria-label="${name}"]`)!;

function middle(el: SudokuBoard, index: number): [number, number] {
  const rect = cell(el, index).getBoundingClientRect();
  return [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)];
}

async function clickWith(el: SudokuBoard, index: number, key?: string): Promise<void> {
  if (key) await sendKeys({ down: key });
  await sendMouse({ type: 'click', position: middle(el, index) });
  if (key) await sendKeys({ up: key });
  await el.updateComplete;
}

/** A key with a modifier held (Chrome's sendKeys takes no "Alt+2"). */
async function chord(el: SudokuBoard, modifier: string, key: string): Promise<void> {
  await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  await sendKeys({ up: modifier });
  await el.updateComplete;
}

async function drag(el: SudokuBoard, path: number[]): Promise<void> {
  await sendMouse({ type: 'move', position: middle(el, path[0]) });
  await sendMouse({ type: 'down' });
  for (const index of path.slice(1)) await sendMouse({ type: 'move', position: middle(el, index) });
  await sendMouse({ type: 'up' });
  await el.updateComplete;
}

/** Three blanks side by side in one row, for a drag. */
function blankRun(): number[] {
  const start = blanks.find((i) => i % 9 <= 6 && blanks.includes(i + 1) && blanks.includes(i + 2))!;
  return [start, start + 1, start + 2];
}

/** Whether the page has fetched the colouring module (loaded on first use). */
const colouringFetched = (): boolean =>
  performance.getEntriesByType('resource').some((e) => e.name.includes('/sudoku-board/colouring.ts'));

describe('<sudoku-board> multi-select', () => {
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  // First in the file: the page has loaded no colouring yet.
  it('fetches no colouring code and shows no palette until colours are used or the palette is asked for', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    expect(el.shadowRoot!.querySelector('.palette')).to.equal(null);
    expect(colouringFetched()).to.equal(false);
    el.colorPalette = true;
    await el.updateComplete;
    expect(el.hasAttribute('color-palette')).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('.palette button')).to.have.length(7);
    expect(colouringFetched()).to.equal(true);
  });

  it('Ctrl-click and Shift-click add cells; a digit goes into all of them in one undoable move', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const [a, b, c] = [blanks[0], blanks[10], blanks[20]];
    await clickWith(el, a);
    await clickWith(el, b, 'Control');
    await clickWith(el, c, 'Shift');
    expect(selected(el)).to.deep.equal([a, b, c]);
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-multiselectable')).to.equal('true');
    // Ctrl-click on a selected cell takes it out again.
    await clickWith(el, c, 'Control');
    expect(selected(el)).to.deep.equal([a, b]);
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.digits button')[6].click();
    await el.updateComplete;
    expect([el.value[a], el.value[b]]).to.deep.equal(['7', '7']);
    expect(await el.undo()).to.equal(true);
    expect([el.value[a], el.value[b]]).to.deep.equal(['.', '.']);
    // A plain click selects one cell again.
    await clickWith(el, c);
    expect(selected(el)).to.deep.equal([c]);
  });

  it('a drag selects the cells it crosses, and a note goes into them all (off in all when all have it)', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    const run = blankRun();
    await drag(el, run);
    expect(selected(el)).to.deep.equal(run);
    cell(el, run[2]).focus();
    await sendKeys({ press: 'n' });
    await sendKeys({ press: '4' });
    await el.updateComplete;
    for (const index of run) expect(label(el, index)).to.contain('notes 4');
    await sendKeys({ press: '4' });
    await el.updateComplete;
    for (const index of run) expect(label(el, index)).to.not.contain('notes');
  });

  it('digit-first: a keypad digit goes into a selection of several cells instead of being picked', async () => {
    const el = await fixture<SudokuBoard>(
      html`<sudoku-board keypad input-mode="digit-first" puzzle=${EASY}></sudoku-board>`,
    );
    const run = blankRun();
    await drag(el, run);
    const three = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.digits button')[2];
    three.click();
    await el.updateComplete;
    expect(el.value.slice(run[0], run[0] + 3)).to.equal('333');
    expect(three.getAttribute('aria-pressed')).to.equal('false');
    // A click with no press before it (assistive tech) selects, the drag over.
    cell(el, blanks[0]).click();
    await el.updateComplete;
    expect(selected(el)).to.deep.equal([blanks[0]]);
  });

  it('Shift+arrow keys take the next cell into the selection; an arrow alone selects one cell', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    const [start] = blankRun();
    await tap(el, start);
    cell(el, start).focus();
    await chord(el, 'Shift', 'ArrowRight');
    await chord(el, 'Shift', 'ArrowRight');
    expect(selected(el)).to.deep.equal([start, start + 1, start + 2]);
    await sendKeys({ press: '9' });
    await el.updateComplete;
    expect(el.value.slice(start, start + 3)).to.equal('999');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(selected(el)).to.deep.equal([start + 11]);
  });
});

describe('<sudoku-board> colouring', () => {
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('Alt+2 colours the selection (givens left out), said in the labels; undo and redo take it back and forth', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    const run = blankRun();
    const given = [...EASY].findIndex((c) => c !== '.');
    await drag(el, run);
    await clickWith(el, given, 'Control');
    const changed = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('sudoku-change', (e) => resolve(e), { once: true }),
    );
    await chord(el, 'Alt', 'Digit2');
    const { detail } = await changed;
    expect(detail.reason).to.equal('color');
    expect([...detail.cells].sort((x: number, y: number) => x - y)).to.deep.equal(run);
    for (const index of run) {
      expect(label(el, index)).to.match(/, colour 2$/);
      expect(parts(cell(el, index))).to.include('color-2');
    }
    expect(label(el, given)).to.not.contain('colour');
    expect(el.value, 'colours are no part of the value').to.equal(EASY);

    expect(await el.undo()).to.equal(true);
    await el.updateComplete;
    for (const index of run) expect(label(el, index)).to.not.contain('colour');
    expect(await el.redo()).to.equal(true);
    await el.updateComplete;
    for (const index of run) expect(label(el, index)).to.contain('colour 2');
    // The same colour again takes it off; Alt+0 too.
    await chord(el, 'Alt', 'Digit2');
    for (const index of run) expect(label(el, index)).to.not.contain('colour');
    await chord(el, 'Alt', 'Digit6');
    expect(label(el, run[0])).to.contain('colour 6');
    await chord(el, 'Alt', 'Digit0');
    for (const index of run) expect(label(el, index)).to.not.contain('colour');
  });

  it('the keypad has a palette of six colours and none, and colours are saved with the game', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(
      html`<sudoku-board keypad color-palette persist=${key} puzzle=${EASY}></sudoku-board>`,
    );
    const palette = el.shadowRoot!.querySelector('.palette')!;
    expect(palette.getAttribute('role')).to.equal('group');
    expect([...palette.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Colour 1',
      'Colour 2',
      'Colour 3',
      'Colour 4',
      'Colour 5',
      'Colour 6',
      'No colour',
    ]);
    const [a, b] = blanks;
    await tap(el, a);
    paletteButton(el, 'Colour 5').click();
    await tap(el, b);
    paletteButton(el, 'Colour 3').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    // Dark colours too: the board's dark scheme (theme="dark"; a dark page does the same).
    el.setAttribute('theme', 'dark');
    el.style.background = '#111827';
    await el.updateComplete;
    const dark = getComputedStyle(cell(el, a)).backgroundColor;
    try {
      await expect(el).to.be.accessible();
    } finally {
      el.removeAttribute('theme');
      el.style.background = '';
    }
    // Colour 5 in dark is a deep orange, not the light one.
    expect(dark).to.equal('rgb(124, 45, 18)');
    fixtureCleanup();

    const again = await fixture<SudokuBoard>(html`<sudoku-board keypad persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(label(again, a)).to.contain('colour 5');
    expect(label(again, b)).to.contain('colour 3');
    // No palette asked for on this board, but its restored colours are shown: colour 3 is light pink.
    expect(again.shadowRoot!.querySelector('.palette')).to.equal(null);
    expect(getComputedStyle(cell(again, b)).backgroundColor).to.equal('rgb(251, 207, 232)');
    again.colorPalette = true;
    await again.updateComplete;
    await tap(again, a);
    paletteButton(again, 'No colour').click();
    await again.updateComplete;
    expect(label(again, a)).to.not.contain('colour');
    // The undo history came back with the colours.
    expect(await again.undo()).to.equal(true);
    expect(await again.undo()).to.equal(true);
    await again.updateComplete;
    expect(label(again, b)).to.not.contain('colour');
  });

  it('colours a candidate: a colour chosen in notes mode goes on the candidate of the next digit, undoably and saved', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(
      html`<sudoku-board keypad color-palette persist=${key} puzzle=${EASY}></sudoku-board>`,
    );
    const [a, b] = blankRun();
    await tap(el, a);
    cell(el, a).focus();
    await clickWith(el, b, 'Control');
    expect(selected(el)).to.deep.equal([a, b]);
    for (const k of ['n', '4', '7']) await sendKeys({ press: k });
    await el.updateComplete;
    expect(label(el, a)).to.match(/notes 4 7$/);

    await chord(el, 'Alt', 'Digit2');
    expect(el.shadowRoot!.querySelector('.message')!.textContent).to.contain(
      'Colour 2 for a candidate: type its digit.',
    );
    const changed = nextChange(el);
    await sendKeys({ press: '4' });
    const { detail } = await changed;
    await el.updateComplete;
    expect(detail.reason).to.equal('color');
    expect(el.shadowRoot!.querySelector('.message')!.textContent, 'the prompt goes once answered').not.to.contain(
      'for a candidate',
    );
    for (const index of [a, b])
      expect(label(el, index), 'the note stays, coloured').to.match(/notes 4 7, colour 2: 4$/);
    const four = cell(el, a).querySelector('.note[data-digit="4"]')!;
    expect(four.getAttribute('data-color')).to.equal('2');
    // Colour 2 is light green: the candidate shows it, the cell does not.
    expect(getComputedStyle(four).backgroundColor).to.equal('rgb(187, 247, 208)');
    expect(cell(el, a).hasAttribute('data-color')).to.equal(false);
    await expect(el).to.be.accessible();
    expect(el.value, 'colours are no part of the value').to.equal(EASY);

    expect(await el.undo()).to.equal(true);
    await el.updateComplete;
    expect(label(el, a)).to.match(/notes 4 7$/);
    expect(await el.redo()).to.equal(true);
    await el.updateComplete;
    expect(label(el, a)).to.contain('colour 2: 4');

    // Another action between the colour and the digit forgets the colour: the digit is a note again.
    await chord(el, 'Alt', 'Digit3');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.message')!.textContent, 'the prompt goes when cancelled').not.to.contain(
      'for a candidate',
    );
    await sendKeys({ press: 'ArrowLeft' });
    const [one] = selected(el);
    await sendKeys({ press: '7' });
    await el.updateComplete;
    expect(label(el, one)).to.match(/notes 4, colour 2: 4$/);
    await sendKeys({ press: '7' });
    await tap(el, a);
    await el.updateComplete;

    // The palette and the keypad do the same; the same colour again takes it off.
    paletteButton(el, 'Colour 5').click();
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.digits button')[6].click();
    await el.updateComplete;
    expect(label(el, a)).to.match(/notes 4 7, colour 2: 4, colour 5: 7$/);
    expect(label(el, b), 'only the selected cell').to.match(/notes 4 7, colour 2: 4$/);

    fixtureCleanup();
    const record = JSON.parse(localStorage.getItem(key)!) as { noteColors: number[] };
    expect(record.noteColors).to.have.length(81);
    expect((record.noteColors[a] >> 9) & 7, 'digit 4 of the cell: colour 2').to.equal(2);
    const again = await fixture<SudokuBoard>(html`<sudoku-board keypad persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(label(again, a)).to.match(/colour 2: 4, colour 5: 7$/);
    expect(label(again, b)).to.match(/notes 4 7, colour 2: 4$/);
    const restored = cell(again, a).querySelector('.note[data-digit="7"]')!;
    expect(getComputedStyle(restored).backgroundColor, 'colour 5 is light orange').to.equal('rgb(254, 215, 170)');
  });

  it('a damaged colour record is left out and reported, the game kept', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await tap(first, blanks[0]);
    cell(first, blanks[0]).focus();
    await chord(first, 'Alt', 'Digit1');
    const record = JSON.parse(localStorage.getItem(key)!) as { colors: string };
    expect(record.colors[blanks[0]]).to.equal('1');
    fixtureCleanup();
    localStorage.setItem(key, JSON.stringify({ ...record, colors: 'red', noteColors: Array(81).fill(7) }));
    const errors: string[] = [];
    const listen = (e: Event) => errors.push((e as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('sudoku-error', listen);
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    document.removeEventListener('sudoku-error', listen);
    expect(errors.join(' ')).to.contain('the colours');
    expect(errors.join(' ')).to.contain('the candidate colours');
    expect(label(el, blanks[0])).to.not.contain('colour');
  });
});
