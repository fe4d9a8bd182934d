// The Interactive Sudoku Solver (sigh/Interactive-Sudoku-Solver, MIT) as a bench peer: its ES modules imported from a
// copy outside this repository (never vendored), a puzzle written in its constraint text, solved in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VariantRules } from '../src/engine/variant/rules.ts';

/** One solve's outcome, in the same terms as solveVariant's: solutions counted up to the limit, the first one. */
export interface PeerSolution {
  count: number;
  solution: number[] | null;
}

export type PeerSolve = (text: string, limit: number) => PeerSolution;

// Its modules are untyped JavaScript; these are the few members the bench calls.
interface IssInternalSolver {
  run(mode: { maxSolutions: number }, onSolution: (grid: Uint16Array | number[]) => void): void;
  counters: { solutions: number };
}
interface IssModules {
  SudokuParser: { parseText(text: string): { getGeometry(): { numGridCells: number; valueOffset: number } } };
  SudokuBuilder: {
    resolveConstraint(constraint: unknown): unknown;
    build(constraint: unknown): { _internalSolver: IssInternalSolver };
  };
  LookupTables: { toOffsetValue(mask: number, offset: number): number };
}

// Rows and columns are one character each: 1…9, then a, b, c… (R1Cg is row 1, column 16).
const index = (i: number): string => (i + 1).toString(36);
const cellName = (cell: number, size: number): string => `R${index(Math.floor(cell / size))}C${index(cell % size)}`;
// Region labels of a jigsaw layout, one character per cell.
const REGION_CHARS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `rules` and `givens` in the peer's constraint text (js/sudoku_parser.js), e.g. `.Cage~10~R1C1~R1C2`. */
export function toIssText(rules: VariantRules, givens: readonly number[]): string {
  const { size } = rules;
  const parts: string[] = [`.Shape~${size}x${size}`];
  const boxes = rules.regions.every((region, cell) => region === boxIndex(cell, size));
  if (!boxes) parts.push(`.Jigsaw~${rules.regions.map((region) => REGION_CHARS[region]).join('')}.NoBoxes`);
  if (rules.diagonals) parts.push('.Diagonal~1.Diagonal~-1');
  for (const cage of rules.cages ?? [])
    parts.push(`.Cage~${cage.sum ?? ''}~${cage.cells.map((cell) => cellName(cell, size)).join('~')}`);
  const placed = givens.flatMap((digit, cell) => (digit ? [`~${cellName(cell, size)}_${digit}`] : []));
  if (placed.length) parts.push(`.${placed.join('')}`);
  return parts.join('');
}

function boxIndex(cell: number, size: number): number {
  const side = Math.sqrt(size);
  if (!Number.isInteger(side)) return -1;
  const r = Math.floor(cell / size);
  const c = cell % size;
  return Math.floor(r / side) * side + Math.floor(c / side);
}

/** The peer's solver from the copy at `root`, or throws if its modules are not there. */
export async function loadIss(root: string): Promise<PeerSolve> {
  const at = (path: string): string => pathToFileURL(join(root, path)).href;
  // Its modules read `self.VERSION_PARAM` at import; its own test helper sets up what Node lacks.
  const env = (await import(at('tests/helpers/test_env.js'))) as { ensureGlobalEnvironment(): void };
  env.ensureGlobalEnvironment();
  const { SudokuParser } = (await import(at('js/sudoku_parser.js'))) as Pick<IssModules, 'SudokuParser'>;
  const { SudokuBuilder } = (await import(at('js/solver/sudoku_builder.js'))) as Pick<IssModules, 'SudokuBuilder'>;
  const { LookupTables } = (await import(at('js/solver/lookup_tables.js'))) as Pick<IssModules, 'LookupTables'>;
  return (text, limit) => {
    // As its own benchmark (tools/lib/solver_analysis.js runSolve) does: parse, resolve, build, run.
    const constraint = SudokuParser.parseText(text);
    const geometry = constraint.getGeometry();
    const internal = SudokuBuilder.build(SudokuBuilder.resolveConstraint(constraint))._internalSolver;
    let solution: number[] | null = null;
    internal.run({ maxSolutions: limit }, (grid) => {
      solution ??= Array.from(grid.slice(0, geometry.numGridCells), (mask) =>
        LookupTables.toOffsetValue(mask, geometry.valueOffset),
      );
    });
    return { count: internal.counters.solutions, solution };
  };
}
