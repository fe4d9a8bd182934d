// The fastest npm solver as a whole process, the peer of `./sudoku solve` in batch: 81-character lines on stdin,
// one solution line each on stdout, written once at the end (as cheaply as it can be done).
import { readFileSync } from 'node:fs';
import { SudokuSolver } from '@algorithm.ts/sudoku';

const solver = new SudokuSolver({ childMatrixWidth: 3 });
const out = new Array(81).fill(0);
const answers = [];
for (const line of readFileSync(0, 'latin1').split('\n')) {
  if (line.length < 81) continue;
  // The library takes digits 0–8 and -1 for a blank.
  const puzzle = Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 49 : -1));
  answers.push(solver.solve(puzzle, out) ? out.map((d) => d + 1).join('') : 'error');
}
process.stdout.write(answers.length ? `${answers.join('\n')}\n` : '');
