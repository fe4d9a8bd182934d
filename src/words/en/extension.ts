/** English: the extension's words (extension-types.ts). */
import type { ExtensionWords } from '../extension-types.ts';

export const en: ExtensionWords = {
  manifest: {
    extName: 'Sudoku',
    extDescription: 'Play Sudoku by difficulty, and solve any Sudoku on a page: a selected grid, an image or a canvas.',
    menuSolve: 'Solve Sudoku',
  },
  noStepGrid: 'No step: the grid is not 81 cells.',
};
