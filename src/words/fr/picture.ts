/**
 * The words of reading a picture (a screenshot or photo of a Sudoku) in French: what the popup's paste panel and the
 * board's Scan say alike.
 */
import type { PictureWords } from '../picture-types.ts';

export const frPicture: PictureWords = {
  notAPicture: 'Ce fichier n’est pas une image : déposez une capture d’écran ou une photo de sudoku (PNG, JPEG, …).',
  readingPicture: 'Lecture de l’image…',
  pictureGrid: 'La grille lue dans l’image',
  pictureCell: (row, column, digit, uncertain) =>
    `ligne ${row} colonne ${column} : ${digit || 'vide'}${uncertain ? ', incertaine' : ''}`,
  cantOpenPicture: (type) => `Le navigateur ne peut pas ouvrir ce fichier comme image (${type || 'sans type'}).`,
  cantReadPicture: (error) => `Cette image est illisible : ${error}.`,
  pictureTooLarge: (width, height, megapixels) =>
    `Cette image fait ${width} × ${height} pixels : trop grande pour être lue (la limite est de ${megapixels} mégapixels). Recadrez-la sur la grille ou collez une capture plus petite.`,
  unreadFormat: (type) =>
    `Sudoku lit les images PNG, JPEG, GIF, WebP et BMP ; celle-ci est ${type || 'd’un type inconnu'}. Faites-en une capture d’écran et collez-la.`,
};
