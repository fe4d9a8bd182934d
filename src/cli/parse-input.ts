/**
 * How the CLI reads a puzzle from stdin: the engine's parser, except that the same grid written twice counts as two
 * puzzles (ParseOptions.repeats). A file with a grid twice was meant as two puzzles; answering one of them would drop
 * the other without a word, so it is refused like any two ("found 2 puzzles …").
 */
import { parse, type ParseOptions, type ParseResult } from '../engine/parse/index.ts';

export function parseInput(text: string, options: Omit<ParseOptions, 'repeats'> = {}): ParseResult {
  return parse(text, { ...options, repeats: 'count' });
}
