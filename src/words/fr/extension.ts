/** Français: the extension's words (extension-types.ts). */
import type { ExtensionWords } from '../extension-types.ts';

export const fr: ExtensionWords = {
  manifest: {
    extName: 'Sudoku',
    extDescription:
      'Jouez au Sudoku par niveau, et résolvez tout Sudoku d’une page : une grille sélectionnée, une image ou un canvas.',
    menuSolve: 'Résoudre le Sudoku',
  },
  noStepGrid: 'Pas d’étape\u00a0: la grille n’a pas 81 cases.',
};
