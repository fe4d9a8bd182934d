/**
 * A seeded fuzz campaign over the engine's entry points (parse, solve, grade, nextStep): random and mutated inputs,
 * each call timed. The contract under test: any input gives a typed result or a typed error, never an exception.
 * Crashes are collected (not stopped at), with the input that caused them, and the slowest call is kept.
 * `npm run fuzz` runs a large campaign (scripts/fuzz.ts); test/engine/fuzz.test.ts runs a small one in CI.
 */
import fc from 'fast-check';
import { grade } from '../../src/engine/grade/grade.ts';
import { nextStep } from '../../src/engine/grade/hint.ts';
import { parse } from '../../src/engine/parse/index.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { puzzleLines } from '../data/puzzles.ts';

type Entry = 'parse' | 'solve' | 'grade' | 'hint';

interface Case {
  entry: Entry;
  run: () => unknown;
  /** The input, as the report shows it. */
  show: () => string;
}

export interface Crash {
  entry: Entry;
  input: string;
  error: string;
}

export interface Report {
  seed: number;
  runs: number;
  calls: Record<Entry, number>;
  crashes: Crash[];
  slowest: { entry: Entry; ms: number; input: string } | null;
  ms: number;
}

const REAL = [...puzzleLines('top95'), ...puzzleLines('sudoku3m-sample').filter((_, i) => i % 50 === 0)];
const CELL_CHARS = '123456789.0-_*';
const NOISE = ' \n\r\t|+-#,;:[]{}"\'xX%\u00a0\u200b\ufffdé9٣';

const cut = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
const showValue = (value: unknown): string => {
  try {
    return cut(JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
};

/** A real puzzle line, then edits: characters replaced, inserted or removed, lines broken, wrapped in another format. */
const mutatedText: fc.Arbitrary<string> = fc
  .record({
    line: fc.constantFrom(...REAL),
    edits: fc.array(
      fc.record({
        at: fc.nat({ max: 90 }),
        kind: fc.constantFrom('replace', 'insert', 'delete', 'break'),
        char: fc.constantFrom(...CELL_CHARS, ...NOISE),
      }),
      { maxLength: 6 },
    ),
    wrap: fc.constantFrom('none', 'rows', 'json', 'url', 'csv', 'grid'),
  })
  .map(({ line, edits, wrap }) => {
    let text = line;
    if (wrap === 'rows') text = (text.match(/.{1,9}/g) ?? []).join('\n');
    if (wrap === 'json')
      text = JSON.stringify(
        (text.match(/.{1,9}/g) ?? []).map((row) => [...row].map((c) => (c === '.' ? 0 : Number(c)))),
      );
    if (wrap === 'url') text = `https://www.sudokuwiki.org/sudoku.htm?bd=${text.replaceAll('.', '0')}`;
    if (wrap === 'csv') text = (text.match(/.{1,9}/g) ?? []).map((row) => [...row].join(',')).join('\n');
    if (wrap === 'grid')
      text = (text.match(/.{1,9}/g) ?? []).map((row) => [...row.replaceAll('.', '0')].join(' ')).join('\n');
    for (const { at, kind, char } of edits) {
      const i = Math.min(at, text.length);
      if (kind === 'replace') text = text.slice(0, i) + char + text.slice(i + 1);
      else if (kind === 'insert') text = text.slice(0, i) + char + text.slice(i);
      else if (kind === 'delete') text = text.slice(0, i) + text.slice(i + 1);
      else text = `${text.slice(0, i)}\n${text.slice(i)}`;
    }
    return text;
  });

/** Deeply nested or oddly shaped JSON: the shapes a JSON reader must name rather than choke on. */
const oddJson: fc.Arbitrary<string> = fc.oneof(
  fc.nat({ max: 8000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.nat({ max: 8000 }).map((depth) => `[1,2,${'['.repeat(depth)}${']'.repeat(depth)}]`),
  fc
    .tuple(fc.nat({ max: 8000 }), fc.nat({ max: 8 }))
    .map(([depth, row]) =>
      JSON.stringify(Array.from({ length: 9 }, (_, r) => (r === row ? 'DEEP' : Array(9).fill(0)))).replace(
        '"DEEP"',
        `[${'['.repeat(depth)}${']'.repeat(depth)},0]`,
      ),
    ),
  fc.json({ maxDepth: 6 }),
);

const textInput: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: mutatedText },
  { weight: 1, arbitrary: oddJson },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...CELL_CHARS, ...NOISE), maxLength: 200 }) },
);

/** Anything an untyped caller might pass as a grid. */
const oddCell = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.double(),
  fc.constantFrom(null, undefined, '5', '', true, NaN, Infinity, -0),
);
const oddGrid: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(oddCell, { minLength: 79, maxLength: 83 }),
  fc.constantFrom(null, undefined, 42, 'grid', {}, []),
);

/** A real puzzle with givens removed (several solutions), added (wrong or clashing) or changed. */
const mutatedGrid: fc.Arbitrary<number[]> = fc
  .record({
    line: fc.constantFrom(...REAL),
    edits: fc.array(fc.record({ cell: fc.nat({ max: 80 }), digit: fc.integer({ min: 0, max: 9 }) }), { maxLength: 12 }),
  })
  .map(({ line, edits }) => {
    const grid = Array.from(line, (c) => (c === '.' ? 0 : Number(c)));
    for (const { cell, digit } of edits) grid[cell] = digit;
    return grid;
  });

const notes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.array(fc.integer({ min: -1, max: 1023 }), { minLength: 81, maxLength: 81 }),
  fc.array(oddCell, { minLength: 0, maxLength: 82 }),
);

// The casts below hand deliberately ill-typed values to typed entry points: that is the point of the campaign.
const cases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 8,
    arbitrary: textInput.map((text): Case => ({ entry: 'parse', run: () => parse(text), show: () => cut(text) })),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.oneof(mutatedGrid, oddGrid),
        fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 5 }), fc.double()),
      )
      .map(([grid, limit]): Case => ({
        entry: 'solve',
        run: () => solve(grid as number[], { limit }),
        show: () => showValue({ grid, limit }),
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof({ weight: 3, arbitrary: mutatedGrid }, { weight: 1, arbitrary: oddGrid })
      .map((grid): Case => ({ entry: 'grade', run: () => grade(grid as number[]), show: () => showValue(grid) })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(mutatedGrid, oddGrid), notes, fc.oneof(fc.constant(undefined), mutatedGrid, oddGrid))
      .map(([grid, marks, givens]): Case => ({
        entry: 'hint',
        run: () => nextStep(grid as number[], marks as number[] | undefined, givens as number[] | undefined),
        show: () => showValue({ grid, notes: marks, givens }),
      })),
  },
);

/** Runs `runs` inputs from `seed`. Every call is timed; every exception is recorded with its input. */
export function runCampaign(seed: number, runs: number, onProgress?: (done: number) => void): Report {
  const report: Report = {
    seed,
    runs,
    calls: { parse: 0, solve: 0, grade: 0, hint: 0 },
    crashes: [],
    slowest: null,
    ms: 0,
  };
  const start = performance.now();
  let done = 0;
  fc.assert(
    fc.property(cases, (c) => {
      report.calls[c.entry]++;
      const t = performance.now();
      try {
        const result = c.run();
        if (result === null || typeof result !== 'object')
          throw new Error(`returned ${String(result)}, not a result object`);
      } catch (error) {
        report.crashes.push({
          entry: c.entry,
          input: c.show(),
          error: error instanceof Error ? error.message : String(error),
        });
      }
      const ms = performance.now() - t;
      if (!report.slowest || ms > report.slowest.ms) report.slowest = { entry: c.entry, ms, input: c.show() };
      if (++done % 10_000 === 0) onProgress?.(done);
      return true;
    }),
    { seed, numRuns: runs },
  );
  report.ms = performance.now() - start;
  return report;
}

export function formatReport(report: Report): string {
  const calls = Object.entries(report.calls)
    .map(([entry, n]) => `${entry} ${n.toLocaleString('en-US')}`)
    .join(', ');
  const lines = [
    `fuzz: seed ${report.seed}, ${report.runs.toLocaleString('en-US')} inputs (${calls}) in ${(report.ms / 1000).toFixed(1)} s`,
    `crashes: ${report.crashes.length}`,
    ...report.crashes.slice(0, 20).map((c) => `  ${c.entry}: ${c.error}\n    input: ${c.input}`),
  ];
  if (report.slowest) {
    lines.push(`slowest: ${report.slowest.entry}, ${report.slowest.ms.toFixed(1)} ms, input: ${report.slowest.input}`);
  }
  return lines.join('\n');
}
