// Pictures made in the browser tests: a Sudoku screenshot drawn on a canvas, a picture with no Sudoku, and the
// DataTransfer a drop or a paste carries them in.
// Defines drawSudoku(canvas, puzzle, { smudge }) on globalThis: the extension tests' canvas Sudoku.
import '../extension/pages/draw-grid.js';

declare global {
  function drawSudoku(canvas: HTMLCanvasElement, puzzle: string, options?: { cell?: number; smudge?: number }): void;
}

const png = (canvas: HTMLCanvasElement, name: string): Promise<File> =>
  new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png')).then(
    (blob) => new File([blob], name, { type: 'image/png' }),
  );

/** A PNG screenshot of `puzzle` drawn on a canvas; `smudge` half rubs out that cell's digit. */
export function screenshot(puzzle: string, smudge = -1): Promise<File> {
  const canvas = document.createElement('canvas');
  drawSudoku(canvas, puzzle, { smudge });
  return png(canvas, 'sudoku.png');
}

/** A picture with no Sudoku in it: a pink block. */
export function flower(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#db2777';
  ctx.fillRect(40, 40, 120, 80);
  return png(canvas, 'flower.png');
}

/** What a drop or a paste of `file` carries. */
export function transfer(file: File): DataTransfer {
  const data = new DataTransfer();
  data.items.add(file);
  return data;
}
