/**
 * LZ-String's base64 codec, which f-puzzles and SudokuPad links carry their puzzle in, for the engine's link reader
 * and writer (src/engine/variant/links.ts). It lives outside src/engine because the engine imports no package: the
 * faces hand it this codec. lz-string is CommonJS (`module.exports = LZString`): its default import is that object
 * in Node's ESM loader (tsx), in Vite and in esbuild alike, where a namespace import finds no named exports in Node.
 * A browser test under web-test-runner, which serves packages unconverted, cannot load it (see docs/variants.md).
 */
import LZString from 'lz-string';
import type { LzBase64 } from './engine/variant/index.ts';

export const LZ_BASE64: LzBase64 = {
  compressToBase64: (text) => LZString.compressToBase64(text),
  decompressFromBase64(data) {
    try {
      // lz-string answers '' or null for data that is not its base64, and can throw on some of it.
      return LZString.decompressFromBase64(data) || null;
    } catch {
      return null;
    }
  },
};
