/** Español: the extension's words (extension-types.ts). */
import type { ExtensionWords } from '../extension-types.ts';

export const es: ExtensionWords = {
  manifest: {
    extName: 'Sudoku',
    extDescription:
      'Juega al Sudoku por dificultad y resuelve cualquier sudoku de una página: una cuadrícula seleccionada, una imagen o un canvas.',
    menuSolve: 'Resolver sudoku',
  },
  noStepGrid: 'Ningún paso: la cuadrícula no tiene 81 casillas.',
};
