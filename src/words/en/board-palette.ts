/**
 * The colour palette's words in English: loaded with colouring (colouring.ts), not with the element, since most
 * players never colour. Other languages carry theirs in their catalogue (`palette`).
 */
import type { PaletteStrings } from '../board-types.ts';

export const enPalette: PaletteStrings = {
  colours: 'Colours',
  colourButton: (colour) => (colour ? `Colour ${colour}` : 'No colour'),
};
