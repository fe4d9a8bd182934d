/**
 * The words of reading a picture (a screenshot or photo of a Sudoku) in German: what the popup's paste panel and the
 * board's Scan say alike.
 */
import type { PictureWords } from '../picture-types.ts';

export const dePicture: PictureWords = {
  notAPicture: 'Diese Datei ist kein Bild: Zieh einen Screenshot oder ein Foto eines Sudokus hierher (PNG, JPEG, …).',
  readingPicture: 'Bild wird gelesen…',
  pictureGrid: 'Das aus dem Bild gelesene Rätsel',
  pictureCell: (row, column, digit, uncertain) =>
    `Zeile ${row} Spalte ${column}: ${digit || 'leer'}${uncertain ? ', unsicher' : ''}`,
  cantOpenPicture: (type) => `Der Browser kann diese Datei nicht als Bild öffnen (${type || 'kein Typ'}).`,
  cantReadPicture: (error) => `Dieses Bild lässt sich nicht lesen: ${error}.`,
  pictureTooLarge: (width, height, megapixels) =>
    `Dieses Bild hat ${width} × ${height} Pixel: zu groß zum Lesen (die Grenze ist ${megapixels} Megapixel). Schneide es auf das Gitter zu oder füg einen kleineren Screenshot ein.`,
  unreadFormat: (type) =>
    `Sudoku liest Bilder als PNG, JPEG, GIF, WebP und BMP; dieses ist ${type || 'ohne bekannten Typ'}. Mach einen Screenshot davon und füg ihn ein.`,
};
