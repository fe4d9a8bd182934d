/** The words of reading a picture of a Sudoku, shared by the popup's paste panel and the board's Scan. */
export interface PictureWords {
  notAPicture: string;
  readingPicture: string;
  /** The accessible name of the grid read from a picture. */
  pictureGrid: string;
  /** A cell of the grid read from a picture: "row 3 column 5: 7, uncertain". */
  pictureCell: (row: number, column: number, digit: string, uncertain: boolean) => string;
  /** A file the browser can't open as a picture (its type, or ''). */
  cantOpenPicture: (type: string) => string;
  cantReadPicture: (error: string) => string;
  /** A picture over the size limit, refused from its header before it is decoded. */
  pictureTooLarge: (width: number, height: number, megapixels: number) => string;
  /** A picture whose format is not read (its size can't be checked before decoding). */
  unreadFormat: (type: string) => string;
}
