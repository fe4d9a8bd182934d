// The fastest npm generator as a whole process, the peer of `./sudoku create --count N --format line`: N puzzles
// from `createSudoku(0.5)`, the lowest difficulty setting that always leaves at least 40 blanks, one line each.
import { SudokuCreator } from '@algorithm.ts/sudoku';

const count = Number(process.argv[2] ?? 1);
const creator = new SudokuCreator({ childMatrixWidth: 3 });
const lines = [];
for (let k = 0; k < count; k++) {
  // Digits 0–8 and -1 for a blank.
  lines.push(
    creator
      .createSudoku(0.5)
      .puzzle.map((d) => (d < 0 ? '.' : String(d + 1)))
      .join(''),
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
