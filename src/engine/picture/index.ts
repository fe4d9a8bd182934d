/**
 * A picture file's header and structure, read without decoding it: its format and size (refused over the pixel
 * limit before anything large is allocated) and whether a PNG, JPEG or WebP is whole. Cheap and model-free, so the faces
 * import it at once and load `scan/` (the recognizer, with its digit model) only for a picture that passes.
 */
export {
  MAX_PICTURE_PIXELS,
  pictureTooLarge,
  readPictureHeader,
  type PictureFormat,
  type PictureHeader,
} from './picture-size.ts';
export { checkJpeg, checkPng, checkWebp, type Structure } from './picture-structure.ts';
export { exifOrientation, type Orientation } from './exif-orientation.ts';
