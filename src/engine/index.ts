/** Public API of the engine: pure functions, no DOM, no chrome.*, no process. */
export * from './grid.ts';
export * from './conflict-words.ts';
export * from './rng.ts';
export * from './solve/index.ts';
export * from './generate/index.ts';
export * from './parse/index.ts';
export * from './format.ts';
export * from './share.ts';
export * from './grade/index.ts';
export * from './scan/index.ts';
