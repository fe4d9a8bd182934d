import { css } from 'lit';

/**
 * The board's default colours for browsers without CSS `light-dark()` (Chrome and Edge before 123, Firefox before
 * 120, Safari before 17.5): the same pairs as sudoku-board.styles.ts's, as plain colours that follow the OS's
 * `prefers-color-scheme` (`theme="light"` keeps the light ones). Loaded only by such a browser (BoardHost), so every
 * other one does not download them with the element. Keep the values equal to the `light-dark()` pairs there
 * (test/unit/legacy-colours.test.ts checks they are).
 */
export const legacyColours = css`
  @supports not (color: light-dark(#000, #fff)) {
    :host {
      --_bg: #ffffff;
      --_fg: #1f2937;
      --_given: #111827;
      --_entry: #1e40af;
      --_note: #374151;
      --_line: #c5cad3;
      --_box-line: #374151;
      --_accent: #2563eb;
      --_accent-fg: #ffffff;
      --_selected-bg: #a3bef3;
      --_peer-bg: #dde4f0;
      --_same-digit-bg: #bccef2;
      --_conflict: #b91c1c;
      --_conflict-bg: #f9d2d2;
      --_hint-bg: #fbe7a1;
      --_muted: #4b5563;
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        --_bg: #111827;
        --_fg: #e5e7eb;
        --_given: #f3f4f6;
        --_entry: #bfdbfe;
        --_note: #d1d5db;
        --_line: #3b4453;
        --_box-line: #9ca3af;
        --_accent: #60a5fa;
        --_accent-fg: #0b1220;
        --_selected-bg: #2d4c9a;
        --_peer-bg: #223047;
        --_same-digit-bg: #2a4375;
        --_conflict: #fca5a5;
        --_conflict-bg: #5a2323;
        --_hint-bg: #574512;
        --_muted: #b6bdc9;
      }
    }
  }
`;
