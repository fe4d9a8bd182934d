/**
 * A plain grid read under a variant named apart from it (the CLI's `solve|grade|hint --variant x`): the grid and
 * line layouts carry digits only, so a rule that needs no drawing (diagonals, windows, anti-knight, anti-king,
 * non-consecutive) can be named beside them. Cages and jigsaw regions cannot: they need a form that draws them.
 */
import { type VariantParts, rulesOfParts, sizeProblem } from './names.ts';
import { problemOf, type VariantRead } from './read-variant.ts';

/** The parts a plain grid cannot carry, and what to give instead. */
const DRAWN: readonly (readonly ['killer' | 'jigsaw', string])[] = [
  ['killer', 'its cages'],
  ['jigsaw', 'its regions'],
];

/**
 * `read` (a plain grid or line, classic rules at its size) under `parts`' rules instead, or a failure saying why:
 * a killer or jigsaw (a grid cannot hold cages or regions), a size the parts are not played at, givens the added rule
 * forbids (named cells).
 */
export function underVariantRules(read: VariantRead, parts: VariantParts, name: string): VariantRead {
  if (!read.ok) return read;
  const drawn = DRAWN.find(([part]) => parts.has(part));
  if (drawn)
    return {
      ok: false,
      message: `--variant ${name}: a grid cannot hold ${drawn[1]}; give the puzzle as f-puzzles JSON, a link or the variant text form (docs/variants.md)`,
    };
  const { size } = read.puzzle.rules;
  const problem = sizeProblem(parts, size);
  if (problem) return { ok: false, message: `--variant ${name}: ${problem}` };
  const puzzle = { rules: rulesOfParts(parts, size), givens: read.puzzle.givens };
  const clash = problemOf(puzzle);
  return clash ? { ok: false, message: `under --variant ${name}: ${clash}` } : { ...read, puzzle };
}
