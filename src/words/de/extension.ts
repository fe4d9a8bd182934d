/** Deutsch: the extension's words (extension-types.ts). */
import type { ExtensionWords } from '../extension-types.ts';

export const de: ExtensionWords = {
  manifest: {
    extName: 'Sudoku',
    extDescription:
      'Sudoku nach Schwierigkeit spielen und jedes Sudoku auf einer Seite lösen: ein markiertes Gitter, ein Bild oder ein Canvas.',
    menuSolve: 'Sudoku lösen',
  },
  noStepGrid: 'Kein Schritt: Das Gitter hat nicht 81 Zellen.',
};
