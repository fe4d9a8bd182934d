/** Las palabras de una partida de variante en español (variant-view.ts): las reglas, jaulas y regiones. */
import type { VariantStrings } from '../board-types.ts';

export const esVariant: VariantStrings = {
  rules: {
    killer: () => 'Killer: los dígitos de cada jaula discontinua suman su número pequeño, sin repetirse.',
    jigsaw: (digits) => `Jigsaw: cada fila, columna y región delineada contiene ${digits} una vez.`,
    x: (digits) => `X: las dos diagonales también contienen ${digits} una vez.`,
    windoku: (digits) => `Windoku: las cuatro ventanas sombreadas también contienen ${digits} una vez.`,
    antiKnight: () => 'Anticaballo: dos dígitos iguales nunca están a un salto de caballo.',
    antiKing: () => 'Antirrey: dos dígitos iguales nunca se tocan, ni siquiera en una esquina.',
    nonConsecutive: () => 'No consecutivo: las celdas contiguas nunca tienen dígitos consecutivos.',
  },
  cage: (cells, sum) =>
    cells === 1
      ? `jaula de 1 celda${sum === undefined ? '' : ` que suma ${sum}`}`
      : `jaula de ${cells} celdas${sum === undefined ? '' : ` que suman ${sum}`}`,
  region: (region) => `región ${region}`,
  noHints: 'Las pistas aún no conocen las reglas de esta variante.',
};
