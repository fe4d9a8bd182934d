/**
 * A variant game drawn on the board, loaded the first time one comes (through small-grids.ts, as a smaller grid's
 * styles are): killer cages as dashed outlines inset in their cells with the sum in the cage's first cell, jigsaw
 * regions by thick borders and a light tint each, both X diagonals as lines, windoku's windows shaded, and the rules
 * in a sentence each under the grid; each cell's label names its cage and sum, or its jigsaw region.
 *
 * A reactive controller does it after each of the board's updates, on the DOM the board's template made, so the
 * element's first download holds none of it: an SVG and the sums over the grid (pointer events pass through),
 * `data-region`/`data-window` on the cells for the tints, and the label's words inserted after the cell's position
 * (kept when the board writes the label again).
 */
import { css, unsafeCSS, type CSSResult, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Geometry } from '../../../engine/geometry.ts';
import { windowCells, type VariantRules } from '../../../engine/variant/index.ts';
import { writeVariantShareLink } from '../../../engine/variant-share/index.ts';
import type { Strings, VariantRuleName } from '../../../words/board-types.ts';
import { variantWords } from '../../../words/en/board-variant.ts';
import { isVariantGeometry, type VariantGeometry } from '../../../play/variant-geometry.ts';
import { cageOutline, regionBorders } from './variant-shapes.ts';
import { digitSymbol, digitText, letterKeys, sixteenStyles, type KeyedBoard } from './sixteen.ts';

/** What the drawing reads of the board. */
export interface VariantHost extends ReactiveControllerHost, Omit<KeyedBoard, 'session'> {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly session: KeyedBoard['session'] & {
    game: { geometry: Geometry; values: readonly number[] };
    solution: number[] | null;
  };
  readonly strings: Strings;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The rules a variant states, in the order it states them. */
export function ruleNames(rules: VariantRules): VariantRuleName[] {
  const jigsaw = rules.regions.some((region, cell) => region !== classicRegion(rules.size, cell));
  const names: [VariantRuleName, unknown][] = [
    ['killer', rules.cages?.length],
    ['jigsaw', jigsaw],
    ['x', rules.diagonals],
    ['windoku', rules.windows],
    ['antiKnight', rules.antiKnight],
    ['antiKing', rules.antiKing],
    ['nonConsecutive', rules.nonConsecutive],
  ];
  return names.filter(([, on]) => on).map(([name]) => name);
}

/** The box a cell of a classic grid of `size` is in (a jigsaw differs from it somewhere). */
function classicRegion(size: number, cell: number): number {
  const rows = size === 6 ? 2 : Math.round(Math.sqrt(size));
  const cols = size / rows;
  const r = Math.floor(cell / size);
  const c = cell % size;
  return Math.floor(r / rows) * (size / cols) + Math.floor(c / cols);
}

/** The grid's digits in words: "1–9", "1–4", "1–9 and A–G" on 16×16. */
const digitsText = (size: number): string => (size === 16 ? '1–9 A–G' : `1–${size}`);

class VariantDrawing implements ReactiveController {
  readonly #board: VariantHost;
  /** The geometry drawn (null: none), so a board's update redraws only for another game. */
  #drawn: VariantGeometry | null = null;
  #strings: Strings | null = null;

  constructor(board: VariantHost) {
    this.#board = board;
    board.addController(this);
    // Before the board's own key handler (on its .board, inside): A–G on 16×16.
    board.renderRoot.addEventListener('keydown', letterKeys(board) as EventListener, { capture: true });
  }

  hostUpdated(): void {
    const root = this.#board.renderRoot;
    const { geometry } = this.#board.session.game;
    const frame = root.querySelector<HTMLElement>('.frame');
    const boardElement = root.querySelector<HTMLElement>('.board');
    if (!frame || !boardElement) return;
    if (!isVariantGeometry(geometry)) {
      if (this.#drawn) this.#clear(root, boardElement);
      return;
    }
    // A puzzle read with its rules came with its solution: the board judges by it (check, check as you go).
    if (geometry.solution && !this.#board.session.solution) this.#board.session.solution = geometry.solution;
    const cells = [...root.querySelectorAll<HTMLElement>('.cell[data-cell]')];
    const strings = this.#board.strings;
    if (cells.length !== geometry.cellCount) return;
    if (this.#drawn !== geometry || this.#strings !== strings || !cells[0].hasAttribute('data-region')) {
      this.#draw(geometry, frame, boardElement, cells, strings);
      this.#drawn = geometry;
      this.#strings = strings;
    }
    this.#label(geometry, cells, strings);
    if (geometry.size > 9) for (const digit of root.querySelectorAll('.digit')) digitText(digit);
  }

  #clear(root: HTMLElement | DocumentFragment, boardElement: HTMLElement): void {
    root.querySelectorAll('.variant-drawing, .variant-sums, .variant-rules').forEach((element) => element.remove());
    boardElement.removeAttribute('data-variant');
    for (const cell of root.querySelectorAll<HTMLElement>('.cell[data-region]')) {
      cell.removeAttribute('data-region');
      cell.removeAttribute('data-window');
      cell.removeAttribute('data-cage-sum');
      const said = cell.dataset.variantLabel;
      if (said !== undefined && cell.getAttribute('aria-label') === said) {
        cell.setAttribute('aria-label', cell.dataset.boardLabel ?? said);
      }
      delete cell.dataset.variantLabel;
      delete cell.dataset.boardLabel;
    }
    this.#drawn = null;
  }

  #draw(
    geometry: VariantGeometry,
    frame: HTMLElement,
    boardElement: HTMLElement,
    cells: HTMLElement[],
    strings: Strings,
  ): void {
    const rules = geometry.variant;
    const { size } = rules;
    const names = ruleNames(rules);
    boardElement.dataset.variant = names.join(' ');
    const windows = new Set(rules.windows ? windowCells().flat() : []);
    const summed = new Set(
      (rules.cages ?? []).flatMap((cage) => (cage.sum === undefined ? [] : [Math.min(...cage.cells)])),
    );
    for (const cell of cells) {
      const index = Number(cell.dataset.cell);
      cell.dataset.region = String(rules.regions[index]);
      if (windows.has(index)) cell.dataset.window = '';
      else cell.removeAttribute('data-window');
      // The cell a cage's sum sits in: its notes start under the sum (styles below).
      if (summed.has(index)) cell.dataset.cageSum = '';
      else cell.removeAttribute('data-cage-sum');
    }
    frame.querySelectorAll('.variant-drawing, .variant-sums').forEach((element) => element.remove());
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'variant-drawing');
    svg.setAttribute('part', 'variant-drawing');
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    const path = (className: string, d: string, cageIndex?: number): void => {
      if (!d) return;
      const element = document.createElementNS(SVG, 'path');
      element.setAttribute('class', className);
      element.setAttribute('d', d);
      if (cageIndex !== undefined) element.dataset.cage = String(cageIndex);
      svg.append(element);
    };
    if (names.includes('jigsaw')) path('region-border', regionBorders(rules.regions, size));
    if (rules.diagonals) path('diagonal', `M0 0L${size} ${size}M${size} 0L0 ${size}`);
    const sums = document.createElement('div');
    sums.className = 'variant-sums';
    sums.setAttribute('aria-hidden', 'true');
    (rules.cages ?? []).forEach((cage, index) => {
      path('cage', cageOutline(cage.cells, size), index);
      if (cage.sum === undefined) return;
      const first = Math.min(...cage.cells);
      const sum = document.createElement('span');
      sum.className = 'cage-sum';
      sum.dataset.cage = String(index);
      sum.textContent = String(cage.sum);
      sum.style.insetInlineStart = `${((first % size) / size) * 100}%`;
      sum.style.insetBlockStart = `${(Math.floor(first / size) / size) * 100}%`;
      sums.append(sum);
    });
    frame.append(svg, sums);
    let said = boardElement.querySelector('.variant-rules');
    if (!said) {
      said = document.createElement('p');
      said.className = 'variant-rules';
      said.setAttribute('part', 'variant-rules');
      boardElement.querySelector('.fit')?.after(said);
    }
    const words = variantWords(strings);
    said.textContent = names.map((name) => words.rules[name](digitsText(size))).join(' ');
  }

  /** Each cell's label with its cage (and sum) or jigsaw region after its position, the board's words kept. */
  #label(geometry: VariantGeometry, cells: HTMLElement[], strings: Strings): void {
    const rules = geometry.variant;
    const words = variantWords(strings);
    const jigsaw = this.#drawn
      ? (this.#board.renderRoot.querySelector('.board[data-variant~="jigsaw"]') ?? null)
      : null;
    const cageOf = new Map<number, { cells: readonly number[]; sum?: number }>();
    for (const cage of rules.cages ?? []) for (const cell of cage.cells) cageOf.set(cell, cage);
    for (const cell of cells) {
      const index = Number(cell.dataset.cell);
      const current = cell.getAttribute('aria-label') ?? '';
      // The board wrote its label again (the cell changed): that is the one to add to.
      const base = current === cell.dataset.variantLabel ? (cell.dataset.boardLabel ?? current) : current;
      const cage = cageOf.get(index);
      const extra = cage
        ? words.cage(cage.cells.length, cage.sum)
        : jigsaw
          ? words.region(rules.regions[index] + 1)
          : '';
      const value = this.#board.session.game.values[index];
      if (!extra && value < 10) continue;
      const parts = base.split(', ');
      // 16×16: the digit as it is shown and keyed (A–G), not as a number.
      if (value > 9 && parts[2] === String(value)) parts[2] = digitSymbol(value);
      const label = [...parts.slice(0, 2), ...(extra ? [extra] : []), ...parts.slice(2)].join(', ');
      cell.dataset.boardLabel = base;
      cell.dataset.variantLabel = label;
      if (current !== label) cell.setAttribute('aria-label', label);
    }
  }
}

const drawings = new WeakMap<VariantHost, VariantDrawing>();
const styled = new WeakMap<VariantHost, Set<number>>();

/**
 * A variant game is coming to `board` on `geometry`: its drawing is attached (once a board), its share link writer
 * to the geometry, and the styles it needs (its size's, the first time on this board, and the drawing's) are
 * returned for the board to adopt.
 */
export function variantStyles(geometry: VariantGeometry, board: VariantHost, sizeStyles: CSSResult): CSSResult {
  // Its share links carry its rules (the board's shareUrl asks the geometry): written here, where only a variant
  // game goes, so the text form's writer is no part of what a saved classic game loads (variant-geometry.ts).
  (geometry as { shareLink?: Geometry['shareLink'] }).shareLink ??= (base, givens, progress, notes) =>
    writeVariantShareLink(base, { rules: geometry.variant, givens }, progress, notes);
  if (!drawings.has(board)) {
    const drawing = new VariantDrawing(board);
    drawings.set(board, drawing);
    // Attached after the board's update that showed the game (this module came later): drawn now, and again at
    // each update from here on.
    drawing.hostUpdated();
  }
  const sizes = styled.get(board) ?? new Set<number>();
  styled.set(board, sizes);
  const first = sizes.size === 0;
  const sized = !sizes.has(geometry.size);
  sizes.add(geometry.size);
  const parts = [
    first ? drawingStyles : css``,
    sized ? sizeStyles : css``,
    sized && geometry.size > 9 ? sixteenStyles : css``,
  ];
  return unsafeCSS(parts.map(String).join('\n'));
}

/** Region tints: a light hue a region (a dark one in dark mode), themeable (--sudoku-region-1-bg … -16-bg). */
const TINTS = [
  ['#e8f1ff', '#1c2a3f'],
  ['#fff4dc', '#33291a'],
  ['#e9f8ec', '#1b3222'],
  ['#fbe9f3', '#36202d'],
  ['#f0ebff', '#272040'],
  ['#e6f7f7', '#183333'],
  ['#fff0e6', '#372414'],
  ['#eef3e2', '#28301c'],
  ['#f3f0ea', '#2f2b24'],
];
const tintRules = Array.from({ length: 16 }, (_, region) => {
  const [light, dark] = TINTS[region % TINTS.length];
  const tint = `var(--sudoku-region-${region + 1}-bg, light-dark(${light}, ${dark}))`;
  return `.board[data-variant~='jigsaw'] .cell[data-region='${region}'] { background-image: linear-gradient(${tint}, ${tint}); }`;
}).join('\n');

const drawingStyles = css`
  /* Jigsaw: the classic box lines go; the regions' borders are drawn over the grid. */
  .board[data-variant~='jigsaw'] .row > .cell.cell.cell {
    border-inline-end: 1px solid var(--sudoku-line-color, var(--_line));
    border-block-end: 1px solid var(--sudoku-line-color, var(--_line));
  }
  .board[data-variant~='jigsaw'] .row > .cell.cell.cell:last-child {
    border-inline-end: none;
  }
  .board[data-variant~='jigsaw'] .row:last-child > .cell.cell.cell {
    border-block-end: none;
  }
  ${unsafeCSS(tintRules)}
  .board[data-variant] .cell[data-window] {
    background-image: linear-gradient(
      var(--sudoku-window-bg, var(--_window-bg)),
      var(--sudoku-window-bg, var(--_window-bg))
    );
  }
  .board[data-variant] .cell.selected.selected,
  .board[data-variant] .cell.conflict.conflict,
  .board[data-variant] .cell.wrong.wrong {
    background-image: none;
  }
  /* Light and dark follow the board's colour scheme, as its own colours do (light-dark()). */
  :host {
    /* A see-through amber over the cell's own background: the selection's row, column and box highlight is blue-grey,
       and a window shaded that colour looked like it; tinted, a window shows apart and the highlight shows in it. */
    --_window-bg: light-dark(rgb(217 164 65 / 0.25), rgb(250 190 80 / 0.14));
    --_region-line: light-dark(#1f2937, #e5e7eb);
    --_cage-line: light-dark(#374151, #cbd5e1);
    --_diagonal: light-dark(#8a94a6, #6b7a90);
  }
  .variant-drawing,
  .variant-sums {
    position: absolute;
    inset: 2px;
    pointer-events: none;
  }
  .variant-drawing {
    inline-size: calc(100% - 4px);
    block-size: calc(100% - 4px);
    overflow: visible;
  }
  .variant-drawing path {
    fill: none;
    vector-effect: non-scaling-stroke;
  }
  .variant-drawing .region-border {
    stroke: var(--sudoku-region-line-color, var(--sudoku-box-line-color, var(--_region-line)));
    stroke-width: 3px;
    stroke-linecap: square;
  }
  .variant-drawing .diagonal {
    stroke: var(--sudoku-diagonal-color, var(--_diagonal));
    stroke-width: 2px;
    stroke-dasharray: none;
  }
  .variant-drawing .cage {
    stroke: var(--sudoku-cage-color, var(--_cage-line));
    stroke-width: 1.25px;
    stroke-dasharray: 4px 3px;
  }
  .cage-sum {
    position: absolute;
    margin: 1px 0 0 2px;
    padding: 0 1px;
    font-size: max(11px, calc(100cqi / var(--_variant-size, 9) * 0.27));
    line-height: 1;
    font-weight: 600;
    color: var(--sudoku-cage-color, var(--_cage-line));
    background: var(--sudoku-bg, var(--_bg));
    border-radius: 2px;
  }
  /* Killer: the digit a little smaller and lower right, clear of a cage sum in its cell's corner at phone size. */
  .board[data-variant~='killer'] .digit {
    position: relative;
    inset-block-start: 0.12em;
    inset-inline-start: 0.1em;
    font-size: 0.86em;
  }
  /* The grid's size and its notes' rows (as size-styles.ts lays them), for the sums and the notes under them. */
  .board[data-size='16'] {
    --_variant-size: 16;
    --_note-rows: 4;
  }
  .board[data-size='6'] {
    --_variant-size: 6;
    --_note-rows: 2;
  }
  .board[data-size='4'] {
    --_variant-size: 4;
    --_note-rows: 2;
  }
  /*
   * A cage's first cell: its notes start under the sum (it hid the top-left note, 1, in every such cell), in rows
   * that share what is left of the cell, their digits as big as those rows allow (on a phone's 37 px cell, 7 px:
   * small, but there; under the sum they could not be seen at all).
   */
  .board[data-variant~='killer'] .cell[data-cage-sum] .notes {
    --_cell: calc(100cqi / var(--_variant-size, 9));
    --_sum-block: calc(max(11px, var(--_cell) * 0.27) + 2px);
    box-sizing: border-box;
    padding-block-start: var(--_sum-block);
    grid-template-rows: repeat(var(--_note-rows, 3), minmax(0, 1fr));
    line-height: 1;
    font-size: min(calc(var(--_cell) * 0.2), calc((var(--_cell) - var(--_sum-block) - 4px) / var(--_note-rows, 3)));
  }
  .variant-rules {
    grid-area: rules;
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
    line-height: 1.3;
    color: var(--sudoku-fg, var(--_fg));
  }
  .board[data-variant] {
    grid-template-areas: 'status' 'frame' 'rules' 'keypad' 'message';
  }
  /* Beside the grid (keypad-view.ts's layout): the rules under the status line. */
  @container (min-width: calc(100dvh + 6rem)) {
    .board[data-variant]:has(.keypad) {
      grid-template-rows: auto auto auto minmax(0, 1fr);
      grid-template-areas: 'frame status' 'frame rules' 'frame keypad' 'frame message';
    }
  }
  /*
   * On paper (print.styles.ts prints the grid black on white, whatever the theme): cages, region borders and sums
   * black, diagonals grey, windows a light grey, the rules under the grid. The sums' white and the windows' grey are
   * printed even where the browser leaves out backgrounds (print-color-adjust), else a cage line would cross a sum.
   */
  @media print {
    .variant-drawing .region-border,
    .variant-drawing .cage {
      stroke: #000 !important;
    }
    .variant-drawing .diagonal {
      stroke: #8c8c8c !important;
    }
    .cage-sum {
      color: #000 !important;
      background: #fff !important;
      print-color-adjust: exact;
    }
    .board[data-variant] .cell.cell[data-window] {
      background: #e3e3e3 !important;
      print-color-adjust: exact;
    }
    /* The grid's square box shrinks to the grid, so the rules come right under it (not a page's width below). */
    .board[data-variant] .fit {
      aspect-ratio: auto;
      inline-size: auto;
    }
    .variant-rules {
      color: #000 !important;
      /* Black on white as the grid is, on a dark page printed with its backgrounds too. */
      background: #fff;
      max-inline-size: 15cm;
      margin: 0.5rem auto 0;
    }
  }
  @media (forced-colors: active) {
    .variant-drawing,
    .cage-sum {
      forced-color-adjust: none;
    }
    .variant-drawing .region-border,
    .variant-drawing .cage {
      stroke: CanvasText;
    }
    .variant-drawing .diagonal {
      stroke: GrayText;
    }
    .cage-sum {
      color: CanvasText;
      background: Canvas;
    }
    .board[data-variant] .cell[data-region],
    .board[data-variant] .cell[data-window] {
      background-image: none;
    }
    .board[data-variant] .cell[data-window] {
      outline: 1px dotted GrayText;
      outline-offset: -4px;
    }
  }
`;

export type { VariantGeometry };
