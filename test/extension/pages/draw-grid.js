// drawSudoku draws a Sudoku on a canvas the way canvas game sites do: lines with fillRect, digits with fillText. Used by the
// picture test pages; `smudge` (a cell index) draws that cell's digit half rubbed out, as a stain or a bad scan
// leaves it (its right half gone: a 9 that could be a 6), which the recognizer can't be sure of.
globalThis.drawSudoku = (canvas, puzzle, { cell = 44, smudge = -1 } = {}) => {
  const edge = 4;
  const size = cell * 9 + edge * 2;
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#222222';
  for (let i = 0; i <= 9; i++) {
    const width = i % 3 === 0 ? 3 : 1;
    const at = edge + i * cell - Math.floor(width / 2);
    ctx.fillRect(at, edge - 1, width, cell * 9 + 3);
    ctx.fillRect(edge - 1, at, cell * 9 + 3, width);
  }
  ctx.font = `${Math.round(cell * 0.72)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < 81; i++) {
    const digit = puzzle[i];
    if (digit === '.' || digit === '0') continue;
    const x = edge + (i % 9) * cell + cell / 2;
    const y = edge + Math.floor(i / 9) * cell + cell / 2;
    ctx.fillStyle = '#111111';
    ctx.fillText(digit, x, y + 1);
    if (i === smudge) {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.fillRect(x, y - cell / 2 + 3, cell / 2 - 3, cell - 6);
    }
  }
};

// Sets an <img>'s pixels to a picture `paint(ctx)` draws on a width × height canvas (a PNG data URL, same-origin).
globalThis.paintImage = (img, width, height, paint) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext('2d'));
  img.src = canvas.toDataURL('image/png');
};
