/**
 * Seeded PRNG so the same seed gives the same puzzle in Node, a Web Worker and an MV3 service worker.
 * sfc32 (Chris Doty-Humphrey's Small Fast Counter): 32-bit integer maths only, so results are identical on
 * every JS engine, and it passes PractRand far beyond what puzzle generation draws.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[];
}

/** Hash any seed (number or string) to 128 bits of state with cyrb128, so nearby seeds give unrelated streams. */
function seedState(seed: number | string): [number, number, number, number] {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export function createRng(seed: number | string): Rng {
  return new Sfc32(seedState(seed));
}

/**
 * The generator's state and methods on one class, not closures made per generator: every Rng then has the same
 * methods, so a hot caller (the grid filler draws a digit per cell) calls one target whichever generator it holds;
 * with closures each new Rng was a new call target there and deoptimized its optimized code (issue 31). The state is
 * kept as int32 (`| 0`): every step below is arithmetic modulo 2^32, so the stream is the same as from the uint32 seed.
 */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor([a, b, c, d]: [number, number, number, number]) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    // Discard the first outputs: sfc32 mixes its state over its first few rounds.
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  private nextUint32(): number {
    const { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const rotated = (c << 21) | (c >>> 11);
    this.c = (rotated + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      // A temporary, not a destructuring swap: that builds an array and walks its iterator until optimized.
      const item = items[i];
      items[i] = items[j];
      items[j] = item;
    }
    return items;
  }
}

/**
 * A fresh random seed (for when the caller gives none); returned so it can be shown and replayed. 53 bits, the most a
 * number holds exactly: with 32, a batch of 100,000 random puzzles more likely than not repeated one (birthday
 * bound); with 53 the chance is about one in two million. From the platform's CSPRNG where there is one (browsers,
 * workers, Node), else from Math.random.
 */
export function randomSeed(): number {
  const words = new Uint32Array(2);
  const crypto = (globalThis as { crypto?: { getRandomValues?(array: Uint32Array): Uint32Array } }).crypto;
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(words);
  else for (let i = 0; i < 2; i++) words[i] = Math.floor(Math.random() * 2 ** 32);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}
