/**
 * The words of reading a picture (a screenshot or photo of a Sudoku) in English: what the popup's paste panel and the
 * board's Scan say alike.
 */
import type { PictureWords } from '../picture-types.ts';

export const enPicture: PictureWords = {
  notAPicture: 'That file is not a picture: drop a screenshot or photo of a Sudoku (PNG, JPEG, …).',
  readingPicture: 'Reading the picture…',
  pictureGrid: 'The puzzle read from the picture',
  pictureCell: (row, column, digit, uncertain) =>
    `row ${row} column ${column}: ${digit || 'blank'}${uncertain ? ', uncertain' : ''}`,
  cantOpenPicture: (type) => `The browser can't open this file as a picture (${type || 'no type'}).`,
  cantReadPicture: (error) => `This picture can't be read: ${error}.`,
  pictureTooLarge: (width, height, megapixels) =>
    `This picture is ${width} × ${height} pixels: too large to read (the limit is ${megapixels} megapixels). Crop it to the grid or paste a smaller screenshot.`,
  unreadFormat: (type) =>
    `Sudoku reads PNG, JPEG, GIF, WebP and BMP pictures; this one is ${type || 'of no known type'}. Take a screenshot of it and paste that.`,
};
