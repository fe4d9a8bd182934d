/**
 * An arrow key's step, in rows and columns: the board's selection moves by it (keyboard.ts), and so does the focus in
 * a grid being checked (cell-keys.ts). Its own module, so the board's first download has the table without the rest.
 */
export const ARROWS: Readonly<Record<string, readonly [rows: number, cols: number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};
