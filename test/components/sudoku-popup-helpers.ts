// Shared fixtures for the <sudoku-popup> tests (not a test file itself: web-test-runner only runs *.test.ts).
import { fixture, html } from '@open-wc/testing';
import '../../src/popup/sudoku-popup.ts';
import type { SudokuPopup } from '../../src/popup/sudoku-popup.ts';
import type { SudokuBoard } from '../../src/components/sudoku-board/sudoku-board.ts';
import type { memoryStore } from '../../src/popup/popup-store.ts';

export type Store = ReturnType<typeof memoryStore>;

/** A popup on `store`, once it has read it and its board has started. */
export async function popup(store: Store): Promise<SudokuPopup> {
  const el = await fixture<SudokuPopup>(html`<sudoku-popup .store=${store}></sudoku-popup>`);
  await el.loaded;
  await boardOf(el).updateComplete;
  return el;
}

export const root = (el: SudokuPopup): ShadowRoot => el.shadowRoot!;
export const boardOf = (el: SudokuPopup): SudokuBoard => root(el).querySelector('sudoku-board')!;

/** The button in `scope` whose text starts with `text`. */
export function button(scope: ParentNode, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent!.trim().startsWith(text));
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}
