/** Die Wörter einer Varianten-Partie auf Deutsch (variant-view.ts): die Regeln, Käfige und Regionen. */
import type { VariantStrings } from '../board-types.ts';

export const deVariant: VariantStrings = {
  rules: {
    killer: () => 'Killer: Die Ziffern jedes gestrichelten Käfigs ergeben seine kleine Zahl, ohne Wiederholung.',
    jigsaw: (digits) => `Jigsaw: Jede Zeile, Spalte und umrandete Region enthält ${digits} genau einmal.`,
    x: (digits) => `X: Auch beide Diagonalen enthalten ${digits} genau einmal.`,
    windoku: (digits) => `Windoku: Auch die vier schattierten Fenster enthalten ${digits} genau einmal.`,
    antiKnight: () => 'Anti-Springer: Gleiche Ziffern sind nie einen Rösselsprung voneinander entfernt.',
    antiKing: () => 'Anti-König: Gleiche Ziffern berühren sich nie, auch nicht an einer Ecke.',
    nonConsecutive: () =>
      'Nicht-aufeinanderfolgend: Nebeneinander liegende Zellen enthalten nie aufeinanderfolgende Ziffern.',
  },
  cage: (cells, sum) =>
    `Käfig aus ${cells} ${cells === 1 ? 'Zelle' : 'Zellen'}${sum === undefined ? '' : ` mit Summe ${sum}`}`,
  region: (region) => `Region ${region}`,
  noHints: 'Die Tipps kennen die Regeln dieser Variante noch nicht.',
};
