/**
 * The in-page overlay: injected with chrome.scripting.executeScript (after the grabber) into the same frame, it
 * shows the service worker's result next to the selection. Self-contained on purpose: an injected function is
 * serialised by its source, so everything it uses is inside its body.
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
 *   OVERLAY_GLOBAL; pages cannot see it (they run in another world), the end-to-end tests read the overlay
 *   through it.
 */
import type { OverlayModel, StepAnswer } from './overlay-model.ts';

/** The isolated-world global holding the current overlay (`{ host, root }`); see the module comment. */
export const OVERLAY_GLOBAL = '__sudokuSolverOverlay';

export function showOverlay(model: OverlayModel): void {
  // Repeated here because this body is all that reaches the page.
  const GLOBAL = '__sudokuSolverOverlay';
  const STORAGE_KEY = 'pendingPuzzle';
  const scope = globalThis as unknown as Record<string, { host: Element; root: ShadowRoot; close(): void } | undefined>;
  scope[GLOBAL]?.close();

  const previousFocus = document.activeElement;
  const host = document.createElement('sudoku-solver-overlay');
  host.style.setProperty('all', 'initial', 'important');
  host.style.setProperty('position', 'absolute', 'important');
  host.style.setProperty('z-index', '2147483647', 'important');
  host.style.setProperty('display', 'block', 'important');
  const root = host.attachShadow({ mode: 'closed' });

  const CSS = `
    :host { all: initial; }
    .dialog {
      box-sizing: border-box; width: 20rem; max-width: calc(100vw - 16px); padding: 12px;
      font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; background: #fff;
      border: 1px solid #9ca3af; border-radius: 10px; box-shadow: 0 8px 28px rgba(0, 0, 0, 0.28); text-align: left;
    }
    .dialog:focus { outline: none; }
    header { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
    h2 { margin: 0; font-size: 16px; font-weight: 650; }
    p { margin: 0 0 8px; }
    .grid {
      display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); box-sizing: border-box; width: 100%;
      border: 2px solid #111827; margin: 0 0 8px;
    }
    .cell {
      aspect-ratio: 1; display: flex; align-items: center; justify-content: center; font-size: 15px;
      border-right: 1px solid #d1d5db; border-bottom: 1px solid #d1d5db; color: #1d4ed8;
    }
    .cell.given { color: #111827; font-weight: 700; background: #f3f4f6; }
    .cell.c3, .cell.c6 { border-right: 2px solid #111827; }
    .cell.r3, .cell.r6 { border-bottom: 2px solid #111827; }
    .cell.c9 { border-right: none; }
    .cell.r9 { border-bottom: none; }
    .cell input {
      box-sizing: border-box; width: 100%; height: 100%; padding: 0; border: none; background: transparent;
      font: inherit; color: #111827; font-weight: 700; text-align: center; caret-color: transparent;
    }
    .cell input:focus { outline: 3px solid #2563eb; outline-offset: -3px; }
    .cell.uncertain { background: #fef3c7; box-shadow: inset 0 0 0 2px #d97706; }
    .cell.clash { background: #fee2e2; box-shadow: inset 0 0 0 2px #b91c1c; }
    .cell.hint { background: #dbeafe; }
    .cell.placed { background: #bbf7d0; font-weight: 700; }
    .step:empty { display: none; }
    .step { padding: 6px 8px; border-left: 3px solid #2563eb; background: #eff6ff; border-radius: 4px; }
    button:disabled { opacity: 0.5; cursor: default; }
    details { margin: 0 0 8px; }
    pre {
      margin: 4px 0 0; max-height: 8rem; overflow: auto; padding: 6px; background: #f3f4f6; border-radius: 6px;
      font: 12px/1.3 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all;
    }
    .actions { display: flex; gap: 6px; flex-wrap: wrap; }
    button {
      font: inherit; font-size: 13px; padding: 4px 8px; border-radius: 6px; border: 1px solid #6b7280; background: #fff;
      color: #111827; cursor: pointer;
    }
    button.primary { background: #2563eb; border-color: #2563eb; color: #fff; }
    button.close { border: none; font-size: 18px; line-height: 1; padding: 2px 6px; }
    button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 1px; }
    .status { margin: 6px 0 0; font-size: 13px; }
    .copy-text { display: block; width: 100%; box-sizing: border-box; margin: 8px 0 0; font: 12px ui-monospace, monospace; }
    .status:empty { display: none; }
    @media (prefers-color-scheme: dark) {
      .dialog { color: #f9fafb; background: #1f2937; border-color: #4b5563; }
      .grid { border-color: #f9fafb; }
      .cell { border-color: #4b5563; color: #93c5fd; }
      .cell.given { color: #f9fafb; background: #374151; }
      .cell.c3, .cell.c6, .cell.r3, .cell.r6 { border-color: #f9fafb; }
      pre { background: #111827; }
      .cell input { color: #f9fafb; }
      .cell.uncertain { background: #78350f; }
      .cell.clash { background: #7f1d1d; }
      .cell.hint { background: #1e3a8a; }
      .cell.placed { background: #14532d; }
      .step { background: #1e3a8a; }
      button { background: #374151; color: #f9fafb; }
    }
  `;
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
    let gridNode: HTMLElement | null = null;
    const inputs: HTMLInputElement[] = [];

    function cellLabel(i: number, digit: string, given: boolean): string {
      const notesOf = [given && 'given', uncertain.has(i) && 'uncertain', clashes.has(i) && 'clashes'];
      const extra = notesOf.filter(Boolean).join(', ');
      return `row ${Math.floor(i / 9) + 1} column ${(i % 9) + 1}: ${digit || 'blank'}${extra ? `, ${extra}` : ''}`;
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
        const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
        if (/^[1-9]$/.test(event.key)) input.value = event.key;
        else if (['Backspace', 'Delete', '0', ' ', '.'].includes(event.key)) input.value = '';
        else if (event.key in moves) inputs[Math.min(80, Math.max(0, i + moves[event.key]))].focus();
        else return;
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
      for (let r = 0; r < 9; r++) {
        const row = el('div');
        row.setAttribute('role', 'row');
        row.style.display = 'contents';
        for (let c = 0; c < 9; c++) {
          const i = r * 9 + c;
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
        const request = { type: 'sudoku-use-grid', puzzle: fixed, source: model.source, anchor: model.anchor };
        ask<OverlayModel>({ ...request, read: model.read }).then(render, (error: unknown) => {
          status.textContent = `Could not solve it: ${unanswered(error)}`;
        });
      });
      actions.append(use);
    }

    const solution = model.solution;
    if (solution && puzzle) {
      const showButton = button('Show solution', 'primary show', () => {
        board = solution;
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
        const request = { type: 'sudoku-next-step', givens: puzzle, board, notes };
        ask<StepAnswer>(request).then(
          (answer) => {
            board = answer.board;
            notes = answer.notes;
            highlight = new Set(answer.cells);
            placed = new Set(answer.placed);
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
        chrome.storage.local.set({ [STORAGE_KEY]: pending }).then(
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
    if (scope[GLOBAL]?.host === host) scope[GLOBAL] = undefined;
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus({ preventScroll: true });
  }
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  scope[GLOBAL] = { host, root, close };
  dialog.scrollIntoView?.({ block: 'nearest' });
}
