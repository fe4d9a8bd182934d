/**
 * The in-page overlay: injected with chrome.scripting.executeScript (after the grabber) into the same frame, it
 * shows the service worker's result next to the selection. It reaches the page as a bundled page script
 * (overlay-page.ts), so it imports what it shares with the rest of the extension: the storage key and message types
 * (extension-contract.ts) and the arrow-key cell moves (play/cell-keys.ts).
 *
 * A solvable grid is shown as the puzzle: "Next step" asks the service worker for one explained step at a time
 * (its cells highlighted, the grader's sentence), "Show solution" fills in the rest. A grid to check (read from a
 * picture with uncertain cells, or with clashes or no solution) is shown with those cells marked and every cell
 * editable, and nothing is solved until the user chooses "Use this grid"; the answer is a new model, drawn in place.
 *
 * - A closed shadow root on a host with `all: initial`, so page styles neither leak in nor see inside; the
 *   overlay's own styles live in the shadow root (a constructed stylesheet, which a page's CSP does not block).
 * - Built from plain DOM (custom elements are unavailable in the isolated world), and page text only ever goes in
 *   through textContent, never as HTML.
 * - role=dialog with an aria-label; focus moves into it; Esc or the close button closes it and gives focus back.
 * - Running it again replaces the previous overlay. The isolated world keeps `{ host, root }` on its global under
 *   OVERLAY_GLOBAL (extension-contract.ts); pages cannot see it (they run in another world), the end-to-end tests read the overlay
 *   through it.
 */
import { MESSAGE_TYPES, OVERLAY_GLOBAL, STORAGE_KEYS } from '../extension-contract.ts';
import { CLASSIC } from '../engine/grid.ts';
import { cellKey } from '../play/cell-keys.ts';
import type { OverlayModel, OverlayRequest, StepAnswer } from './overlay-model.ts';
import { OVERLAY_CSS as CSS } from './overlay.styles.ts';
import { drawingSvg } from './overlay-drawing.ts';
import type { Drawing } from '../components/sudoku-board/hint-drawing.ts';

export function showOverlay(model: OverlayModel): void {
  const scope = globalThis as unknown as Record<string, { host: Element; root: ShadowRoot; close(): void } | undefined>;
  scope[OVERLAY_GLOBAL]?.close();

  const previousFocus = document.activeElement;
  const host = document.createElement('sudoku-solver-overlay');
  host.style.setProperty('all', 'initial', 'important');
  host.style.setProperty('position', 'absolute', 'important');
  host.style.setProperty('z-index', '2147483647', 'important');
  host.style.setProperty('display', 'block', 'important');
  const root = host.attachShadow({ mode: 'closed' });

  let styled = false;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    styled = true;
  } catch {
    // Older engines without constructable stylesheets: a <style> element in the shadow root.
  }
  if (!styled) {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }

  function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
    const node = el('button', className, label);
    node.type = 'button';
    node.addEventListener('click', onClick);
    return node;
  }

  const dialog = el('div', 'dialog');
  dialog.setAttribute('role', 'dialog');
  dialog.tabIndex = -1;
  root.append(dialog);

  /** Asks the service worker (which has the engine); rejects when it cannot answer. */
  function ask<T>(request: unknown): Promise<T> {
    // Inside a promise: sendMessage throws at once, rather than rejecting, once the extension has been reloaded or
    // updated under this page ("Extension context invalidated").
    return new Promise<T | undefined>((resolve) => resolve(chrome.runtime.sendMessage(request))).then((answer) => {
      if (!answer) throw new Error('no answer');
      return answer;
    });
  }

  /** Why an answer did not come, and what to do. */
  const unanswered = (error: unknown): string =>
    `the extension did not answer (${error instanceof Error ? error.message : String(error)}). Choose ` +
    '"Solve Sudoku" again.';

  /** Draws `model` in the dialog, replacing what was there (the user's fix comes back as a new model). */
  function render(model: OverlayModel): void {
    dialog.replaceChildren();
    dialog.setAttribute('aria-label', `Sudoku: ${model.title}`);
    const header = el('header');
    const closeButton = button('×', 'close', close);
    closeButton.setAttribute('aria-label', 'Close');
    header.append(el('h2', 'title', model.title), closeButton);
    const message = el('p', 'message', model.message);
    dialog.append(header, message);

    const uncertain = new Set(model.uncertain);
    const clashes = new Set(model.clashes);
    const puzzle = model.puzzle;
    // The digits shown: the puzzle, then what Next step placed, or the whole solution once asked for.
    let board = puzzle;
    let notes: number[] | null = null;
    let highlight = new Set<number>();
    let placed = new Set<number>();
    /** The last Next step drawn over the grid (overlay-drawing.ts), until the solution is shown. */
    let drawing: Drawing | undefined;
    let gridNode: HTMLElement | null = null;
    const inputs: HTMLInputElement[] = [];

    function cellLabel(i: number, digit: string, given: boolean): string {
      const notesOf = [given && 'given', uncertain.has(i) && 'uncertain', clashes.has(i) && 'clashes'];
      const extra = notesOf.filter(Boolean).join(', ');
      // Pages show 9×9 grids: the classic geometry names the cell.
      return `row ${CLASSIC.rowOf(i) + 1} column ${CLASSIC.colOf(i) + 1}: ${digit || 'blank'}${extra ? `, ${extra}` : ''}`;
    }

    /** A cell the user can fix: one digit, or empty; arrow keys move between cells. */
    function inputCell(i: number, digit: string): HTMLInputElement {
      const input = el('input');
      input.value = digit;
      input.maxLength = 1;
      input.inputMode = 'numeric';
      input.autocomplete = 'off';
      input.setAttribute('aria-label', cellLabel(i, digit, false));
      // One tab stop for the grid (the cell last focused); arrow keys move inside it.
      input.tabIndex = -1;
      input.addEventListener('focus', () => {
        for (const other of inputs) other.tabIndex = -1;
        input.tabIndex = 0;
      });
      input.addEventListener('keydown', (event) => {
        const action = cellKey(event.key, i);
        if (!action) return;
        if (action.type === 'digit') input.value = action.digit;
        else if (action.type === 'clear') input.value = '';
        else inputs[action.to].focus();
        event.preventDefault();
        input.setAttribute('aria-label', cellLabel(i, input.value, false));
      });
      // Pasted or composed text: keep its last digit, or nothing.
      input.addEventListener('input', () => {
        input.value = input.value.replace(/[^1-9]/g, '').slice(-1);
      });
      inputs[i] = input;
      return input;
    }

    function drawGrid(): void {
      if (!board) return;
      const grid = el('div', 'grid');
      grid.setAttribute('role', 'table');
      grid.setAttribute(
        'aria-label',
        model.editable ? 'Puzzle as read: fix any cell that is wrong' : 'Puzzle; givens in bold',
      );
      const { size } = CLASSIC;
      for (let r = 0; r < size; r++) {
        const row = el('div');
        row.setAttribute('role', 'row');
        row.style.display = 'contents';
        for (let c = 0; c < size; c++) {
          const i = r * size + c;
          const given = puzzle !== null && puzzle[i] !== '.';
          const digit = board[i] === '.' ? '' : board[i];
          const marks = [
            `cell r${r + 1} c${c + 1}`,
            given && !model.editable && 'given',
            uncertain.has(i) && 'uncertain',
            clashes.has(i) && 'clash',
            highlight.has(i) && 'hint',
            placed.has(i) && 'placed',
          ];
          const cell = model.editable ? el('div') : el('div', '', digit);
          cell.className = marks.filter(Boolean).join(' ');
          cell.setAttribute('role', 'cell');
          if (model.editable) cell.append(inputCell(i, digit));
          else cell.setAttribute('aria-label', cellLabel(i, digit, given));
          row.append(cell);
        }
        grid.append(row);
      }
      if (drawing) grid.append(drawingSvg(drawing));
      if (gridNode) gridNode.replaceWith(grid);
      else message.after(grid);
      gridNode = grid;
    }
    drawGrid();

    const stepText = el('p', 'step');
    stepText.setAttribute('aria-live', 'polite');
    dialog.append(stepText);

    if (model.read) {
      const details = el('details', 'read');
      // Open when nothing could be solved: what was read is then the useful part.
      details.open = !model.solution;
      details.append(el('summary', '', 'What was read from the page'), el('pre', '', model.read));
      dialog.append(details);
    }

    const actions = el('div', 'actions');
    const status = el('p', 'status');
    status.setAttribute('role', 'status');

    if (model.editable && puzzle) {
      const use = button('Use this grid', 'primary use', () => {
        const fixed = inputs.map((input) => input.value || '.').join('');
        status.textContent = 'Solving…';
        const request: OverlayRequest = {
          type: MESSAGE_TYPES.useGrid,
          puzzle: fixed,
          source: model.source,
          anchor: model.anchor,
          read: model.read,
        };
        ask<OverlayModel>(request).then(render, (error: unknown) => {
          status.textContent = `Could not solve it: ${unanswered(error)}`;
        });
      });
      actions.append(use);
    }

    const solution = model.solution;
    if (solution && puzzle) {
      const showButton = button('Show solution', 'primary show', () => {
        board = solution;
        drawing = undefined;
        highlight = new Set();
        placed = new Set();
        drawGrid();
        stepText.textContent = '';
        showButton.disabled = true;
        nextButton.disabled = true;
        status.textContent = 'Solution shown.';
        copyButton.focus();
      });
      const nextButton = button('Next step', 'next', () => {
        nextButton.disabled = true;
        const request = { type: MESSAGE_TYPES.nextStep, givens: puzzle, board, notes };
        ask<StepAnswer>(request).then(
          (answer) => {
            board = answer.board;
            notes = answer.notes;
            highlight = new Set(answer.cells);
            placed = new Set(answer.placed);
            drawing = answer.drawing;
            drawGrid();
            stepText.textContent = answer.text;
            nextButton.disabled = answer.done;
            if (!answer.done) nextButton.focus();
          },
          (error: unknown) => {
            nextButton.disabled = false;
            stepText.textContent = `No step: ${unanswered(error)}`;
          },
        );
      });
      const copyButton = button('Copy solution', 'copy', () => {
        const done = () => (status.textContent = 'Solution copied (81 digits, row by row).');
        // When the Clipboard API is refused (a Permissions-Policy without clipboard-write), never fall back to
        // execCommand('copy'): its `copy` event reaches the page, whose listener could put anything on the clipboard
        // while the overlay says the solution was copied. Select the solution for the user to copy instead.
        const fallback = () => {
          let field = root.querySelector<HTMLInputElement>('input.copy-text');
          if (!field) {
            field = el('input', 'copy-text');
            field.readOnly = true;
            field.value = solution;
            field.setAttribute('aria-label', 'Solution, 81 digits row by row');
            actions.before(field);
          }
          field.focus();
          field.select();
          status.textContent = 'This page blocks copying: the solution is selected above, press Ctrl+C (⌘C on a Mac).';
        };
        if (navigator.clipboard?.writeText) navigator.clipboard.writeText(solution).then(done, fallback);
        else fallback();
      });
      // Only the one solution is worth handing over: the board judges the player's digits against it.
      const unique = model.status === 'solved' ? solution : undefined;
      const playButton = button('Play in popup', 'play', () => {
        const pending = { puzzle, solution: unique, from: location.href, at: Date.now() };
        chrome.storage.local.set({ [STORAGE_KEYS.pendingPuzzle]: pending }).then(
          () => (status.textContent = 'Saved: open Sudoku from the toolbar to play it.'),
          () => (status.textContent = 'Could not save the puzzle for the popup.'),
        );
      });
      actions.append(showButton, nextButton, copyButton, playButton);
    }
    actions.append(button('Close', 'dismiss', close));
    dialog.append(actions, status);

    // The first cell to check when there is one, else the first action.
    const firstDoubt = inputs.find((_, i) => uncertain.has(i) || clashes.has(i));
    if (inputs.length) (firstDoubt ?? inputs[0]).tabIndex = 0;
    (firstDoubt ?? root.querySelector<HTMLElement>('.actions button') ?? dialog).focus({ preventScroll: true });
  }

  // On <html>, not <body>: a positioned body would offset the document coordinates.
  document.documentElement.append(host);
  render(model);
  // Next to the grid: below it when the overlay fits there, else above it, else beside it (right, then left), so
  // the grid stays in sight to compare with; else below anyway. The top-left of the view when the grid has no box.
  // Measured once drawn, since its height varies.
  const { width, height } = host.getBoundingClientRect();
  const view = { top: window.scrollY, left: window.scrollX, width: document.documentElement.clientWidth };
  const bottomOfView = view.top + window.innerHeight;
  const anchor = model.anchor;
  let top = view.top + 8;
  let left = view.left + 8;
  if (anchor) {
    left = Math.max(view.left + 8, Math.min(anchor.left, view.left + view.width - width - 8));
    const fitsBelow = anchor.bottom + 8 + height <= bottomOfView;
    const fitsAbove = anchor.top - 8 - height >= view.top;
    const fitsRight = anchor.right + 8 + width <= view.left + view.width;
    const fitsLeft = anchor.left - 8 - width >= view.left;
    top = !fitsBelow && fitsAbove ? anchor.top - 8 - height : anchor.bottom + 8;
    if (!fitsBelow && !fitsAbove && (fitsRight || fitsLeft)) {
      left = fitsRight ? anchor.right + 8 : anchor.left - 8 - width;
      top = Math.max(view.top + 8, Math.min(anchor.top, bottomOfView - height - 8));
    }
  }
  host.style.setProperty('top', `${Math.round(top)}px`, 'important');
  host.style.setProperty('left', `${Math.round(left)}px`, 'important');

  function close(): void {
    host.remove();
    if (scope[OVERLAY_GLOBAL]?.host === host) scope[OVERLAY_GLOBAL] = undefined;
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus({ preventScroll: true });
  }
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  scope[OVERLAY_GLOBAL] = { host, root, close };
  dialog.scrollIntoView?.({ block: 'nearest' });
}
