/** Reading a Sudoku from a picture: `scan` and its types. Import this module lazily: it carries the digit model. */
export { scan, SURE, type Point, type ScanImage, type ScanResult } from './scan.ts';
