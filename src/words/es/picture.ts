/**
 * The words of reading a picture (a screenshot or photo of a Sudoku) in Spanish: what the popup's paste panel and the
 * board's Scan say alike.
 */
import type { PictureWords } from '../picture-types.ts';

export const esPicture: PictureWords = {
  notAPicture: 'Ese archivo no es una imagen: suelta una captura o una foto de un sudoku (PNG, JPEG, …).',
  readingPicture: 'Leyendo la imagen…',
  pictureGrid: 'El sudoku leído de la imagen',
  pictureCell: (row, column, digit, uncertain) =>
    `fila ${row} columna ${column}: ${digit || 'vacía'}${uncertain ? ', dudosa' : ''}`,
  cantOpenPicture: (type) => `El navegador no puede abrir este archivo como imagen (${type || 'sin tipo'}).`,
  cantReadPicture: (error) => `Esta imagen no se puede leer: ${error}.`,
  pictureTooLarge: (width, height, megapixels) =>
    `Esta imagen mide ${width} × ${height} píxeles: demasiado grande para leerla (el límite es ${megapixels} megapíxeles). Recórtala a la cuadrícula o pega una captura más pequeña.`,
  unreadFormat: (type) =>
    `Sudoku lee imágenes PNG, JPEG, GIF, WebP y BMP; esta es ${type || 'de un tipo desconocido'}. Haz una captura de ella y pégala.`,
};
