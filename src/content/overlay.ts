/**
 * The in-page overlay: injected with chrome.scripting.executeScript (after the grabber) into the same frame, it
 * shows the service worker's result next to the selection. Self-contained on purpose: an injected function is
 * serialised by its source, so everything it uses is inside its body.
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
import type { OverlayModel } from './overlay-model.ts';

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

  const dialog = el('div', 'dialog');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-label', `Sudoku: ${model.title}`);
  dialog.tabIndex = -1;

  const header = el('header');
  const title = el('h2', 'title', model.title);
  const closeButton = el('button', 'close', '×');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', 'Close');
  header.append(title, closeButton);

  const message = el('p', 'message', model.message);
  dialog.append(header, message);

  const shown = model.solution ?? model.puzzle;
  if (shown) {
    const grid = el('div', 'grid');
    grid.setAttribute('role', 'table');
    grid.setAttribute('aria-label', model.solution ? 'Solution; givens in bold' : 'Puzzle as read');
    for (let r = 0; r < 9; r++) {
      const row = el('div');
      row.setAttribute('role', 'row');
      row.style.display = 'contents';
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + c;
        const given = model.puzzle !== null && model.puzzle[i] !== '.';
        const digit = shown[i] === '.' ? '' : shown[i];
        const cell = el('div', `cell r${r + 1} c${c + 1}${given ? ' given' : ''}`, digit);
        cell.setAttribute('role', 'cell');
        cell.setAttribute('aria-label', `row ${r + 1} column ${c + 1}: ${digit || 'blank'}${given ? ', given' : ''}`);
        row.append(cell);
      }
      grid.append(row);
    }
    dialog.append(grid);
  }

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

  if (model.solution) {
    const solution = model.solution;
    const copyButton = el('button', 'primary copy', 'Copy solution');
    copyButton.type = 'button';
    copyButton.addEventListener('click', () => {
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
    actions.append(copyButton);
  }
  // Only a puzzle that can be finished is worth handing to the popup.
  if (model.puzzle && model.solution) {
    const puzzle = model.puzzle;
    // Only the one solution is worth handing over: the board judges the player's digits against it.
    const solution = model.status === 'solved' ? model.solution : undefined;
    const playButton = el('button', 'play', 'Play in popup');
    playButton.type = 'button';
    playButton.addEventListener('click', () => {
      chrome.storage.local.set({ [STORAGE_KEY]: { puzzle, solution, from: location.href, at: Date.now() } }).then(
        () => (status.textContent = 'Saved: open Sudoku from the toolbar to play it.'),
        () => (status.textContent = 'Could not save the puzzle for the popup.'),
      );
    });
    actions.append(playButton);
  }
  const dismiss = el('button', 'dismiss', 'Close');
  dismiss.type = 'button';
  actions.append(dismiss);
  dialog.append(actions, status);
  root.append(dialog);

  // On <html>, not <body>: a positioned body would offset the document coordinates.
  document.documentElement.append(host);
  // Next to the selection: below it when the overlay fits there, else above it when it fits, else below anyway;
  // the top-left of the view when the selection has no box. Measured once drawn, since its height varies.
  const { width, height } = host.getBoundingClientRect();
  const view = { top: window.scrollY, left: window.scrollX, width: document.documentElement.clientWidth };
  const anchor = model.anchor;
  let top = view.top + 8;
  let left = view.left + 8;
  if (anchor) {
    left = Math.max(view.left + 8, Math.min(anchor.left, view.left + view.width - width - 8));
    const fitsBelow = anchor.bottom + 8 + height <= view.top + window.innerHeight;
    const fitsAbove = anchor.top - 8 - height >= view.top;
    top = !fitsBelow && fitsAbove ? anchor.top - 8 - height : anchor.bottom + 8;
  }
  host.style.setProperty('top', `${Math.round(top)}px`, 'important');
  host.style.setProperty('left', `${Math.round(left)}px`, 'important');

  function close(): void {
    host.remove();
    if (scope[GLOBAL]?.host === host) scope[GLOBAL] = undefined;
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus({ preventScroll: true });
  }
  closeButton.addEventListener('click', close);
  dismiss.addEventListener('click', close);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  scope[GLOBAL] = { host, root, close };

  const first = root.querySelector<HTMLButtonElement>('.actions button');
  (first ?? dialog).focus({ preventScroll: true });
  dialog.scrollIntoView?.({ block: 'nearest' });
}
