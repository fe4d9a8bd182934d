// The committed scan fixtures (test/engine/fixtures/scan, rendered by scripts/scan-fixtures.ts) and their truth.
import { readFileSync } from 'node:fs';
import { decodeImage } from '../../src/cli/decode-image.ts';
import type { ScanImage } from '../../src/engine/index.ts';

export const fixture = (name: string): ScanImage => {
  const decoded = decodeImage(readFileSync(new URL(`fixtures/scan/${name}`, import.meta.url)), name);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.image;
};

/** Picture name → its 81 characters, digits and '.'. */
export const TRUTH = JSON.parse(readFileSync(new URL('fixtures/scan/truth.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
