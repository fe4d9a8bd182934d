/** Big- and little-endian readers for picture headers, and the JPEG markers that carry a frame's size. */

export const u16be = (b: Uint8Array, i: number): number => (b[i] << 8) | b[i + 1];
export const u16le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8);
export const u24le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
export const u32be = (b: Uint8Array, i: number): number =>
  ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
export const u32le = (b: Uint8Array, i: number): number =>
  (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
export const i32le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);

/** A JPEG start-of-frame marker (SOF0..SOF15 without DHT, JPG and DAC): it holds the size. */
export const isFrameMarker = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
