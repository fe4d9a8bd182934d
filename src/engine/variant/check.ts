/**
 * Checks a filled grid against every rule of a variant, straight from the rules (rules.ts) and not through the
 * solver's compiled model: each rule is re-derived here from its definition (a knight's move is two cells one way
 * and one the other), so a solver bug in building peers or units cannot also hide in the check. Used by the tests
 * on every solution and, later, on every generated puzzle.
 */
import { windowCells, type VariantRules } from './rules.ts';

/** What is wrong with `grid` under `rules`: one line per broken rule, [] when it is a solution. */
export function checkVariant(rules: VariantRules, grid: readonly number[]): string[] {
  const { size } = rules;
  const problems: string[] = [];
  if (grid.length !== size * size) return [`${grid.length} cells, not ${size * size}`];
  const at = (r: number, c: number) => grid[r * size + c];
  const name = (cell: number) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
  grid.forEach((digit, cell) => {
    if (!Number.isInteger(digit) || digit < 1 || digit > size) problems.push(`${name(cell)} holds ${digit}`);
  });
  const eachOnce = (what: string, cells: number[]) => {
    const digits = new Set(cells.map((cell) => grid[cell]));
    if (digits.size !== cells.length) problems.push(`${what} repeats a digit`);
  };
  for (let i = 0; i < size; i++) {
    eachOnce(
      `row ${i + 1}`,
      Array.from({ length: size }, (_, c) => i * size + c),
    );
    eachOnce(
      `column ${i + 1}`,
      Array.from({ length: size }, (_, r) => r * size + i),
    );
    eachOnce(
      `region ${i + 1}`,
      grid.flatMap((_, cell) => (rules.regions[cell] === i ? [cell] : [])),
    );
  }
  if (rules.diagonals) {
    eachOnce(
      'the main diagonal',
      Array.from({ length: size }, (_, i) => i * size + i),
    );
    eachOnce(
      'the anti-diagonal',
      Array.from({ length: size }, (_, i) => i * size + size - 1 - i),
    );
  }
  if (rules.windows) windowCells().forEach((cells, i) => eachOnce(`window ${i + 1}`, cells));
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (let r2 = 0; r2 < size; r2++) {
        for (let c2 = 0; c2 < size; c2++) {
          const dr = Math.abs(r - r2);
          const dc = Math.abs(c - c2);
          if (r * size + c >= r2 * size + c2) continue;
          const same = at(r, c) === at(r2, c2);
          if (rules.antiKnight && same && dr * dc === 2)
            problems.push(`${name(r * size + c)} and ${name(r2 * size + c2)}, a knight's move apart, are equal`);
          if (rules.antiKing && same && dr <= 1 && dc <= 1)
            problems.push(`${name(r * size + c)} and ${name(r2 * size + c2)}, a king's move apart, are equal`);
          if (rules.nonConsecutive && dr + dc === 1 && Math.abs(at(r, c) - at(r2, c2)) === 1)
            problems.push(`${name(r * size + c)} and ${name(r2 * size + c2)} are neighbours one apart`);
        }
      }
    }
  }
  (rules.cages ?? []).forEach((cage, i) => {
    const digits = cage.cells.map((cell) => grid[cell]);
    if (new Set(digits).size !== digits.length) problems.push(`cage ${i + 1} repeats a digit`);
    const sum = digits.reduce((a, b) => a + b, 0);
    if (cage.sum !== undefined && sum !== cage.sum) problems.push(`cage ${i + 1} adds up to ${sum}, not ${cage.sum}`);
  });
  (rules.extraRegions ?? []).forEach((cells, i) => eachOnce(`extra region ${i + 1}`, [...cells]));
  return problems;
}
