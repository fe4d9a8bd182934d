/** Les mots d’une partie de variante en français (variant-view.ts) : les règles, les cages et les régions. */
import type { VariantStrings } from '../board-types.ts';

export const frVariant: VariantStrings = {
  rules: {
    killer: () =>
      'Killer : les chiffres de chaque cage en pointillés font la somme de son petit nombre, sans répétition.',
    jigsaw: (digits) => `Jigsaw : chaque ligne, colonne et région entourée contient ${digits} une fois.`,
    x: (digits) => `X : les deux diagonales contiennent aussi ${digits} une fois.`,
    windoku: (digits) => `Windoku : les quatre fenêtres grisées contiennent aussi ${digits} une fois.`,
    antiKnight: () => 'Anti-cavalier : deux chiffres égaux ne sont jamais à un saut de cavalier.',
    antiKing: () => 'Anti-roi : deux chiffres égaux ne se touchent jamais, même par un coin.',
    nonConsecutive: () => 'Non consécutif : deux cases côte à côte n’ont jamais des chiffres consécutifs.',
  },
  cage: (cells, sum) =>
    `cage de ${cells} ${cells === 1 ? 'case' : 'cases'}${sum === undefined ? '' : ` de somme ${sum}`}`,
  region: (region) => `région ${region}`,
  noHints: 'Les indices ne connaissent pas encore les règles de cette variante.',
};
