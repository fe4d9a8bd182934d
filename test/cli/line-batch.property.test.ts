/**
 * Issue 25, item 3, as a property over the whole family: random batches mixing good puzzle lines, lines a few cells
 * short or long, puzzles that are broken or have no solution, junk, blank and comment lines, with LF or CRLF endings.
 * Whenever two lines look like line puzzles (the batch rule), every non-blank, non-comment line gets exactly one
 * answer line, in order, an error naming its own input line; the exit code is 0 when all succeed, else the highest
 * code among the failures (2 unreadable or invalid, 3 no solution). Runs the CLI in-process (memory-io.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DUPLICATE_IN_ROW_1, EASY, INKALA, NO_SOLUTION, TOP95_1 } from './fixtures.ts';
import { runInMemory } from './memory-io.ts';
import { gridFromLine, isCompleteAndValid, keepsGivens } from './run-cli.ts';

type Kind = 'good' | 'short' | 'long' | 'invalid' | 'no-solution' | 'junk' | 'blank' | 'comment';

interface Line {
  kind: Kind;
  text: string;
  /** The puzzle a good line must be solved as. */
  puzzle?: string;
}

/** The exit code each kind of line earns; null for lines that get no answer. */
const EXPECTED: Record<Kind, number | null> = {
  good: 0,
  short: 2,
  long: 2,
  invalid: 2,
  'no-solution': 3,
  junk: 2,
  blank: null,
  comment: null,
};
const LOOKS_LIKE_A_LINE_PUZZLE = new Set<Kind>(['good', 'short', 'long', 'invalid', 'no-solution']);

const cellChar = fc.constantFrom(...'0123456789.');

function lineOf(pool: readonly string[]): fc.Arbitrary<Line> {
  const puzzle = fc.constantFrom(...pool);
  return fc.oneof(
    puzzle.map((p) => ({ kind: 'good' as const, text: p, puzzle: p })),
    // 1 to 40 cells cut out somewhere: 41 to 80 cells remain, a puzzle with cells missing.
    fc.tuple(puzzle, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 80 })).map(([p, n, at]) => ({
      kind: 'short' as const,
      text: p.slice(0, Math.min(at, 81 - n)) + p.slice(Math.min(at, 81 - n) + n),
    })),
    fc
      .tuple(puzzle, fc.array(cellChar, { minLength: 1, maxLength: 30 }))
      .map(([p, extra]) => ({ kind: 'long' as const, text: p + extra.join('') })),
    fc.constant({ kind: 'invalid' as const, text: DUPLICATE_IN_ROW_1 }),
    fc.constant({ kind: 'no-solution' as const, text: NO_SOLUTION }),
    // A letter first, then anything printable but `#` (which starts a comment): never blank, never a puzzle.
    fc.tuple(fc.constantFrom(...'abcxyzQ'), fc.string({ maxLength: 60 })).map(([first, rest]) => ({
      kind: 'junk' as const,
      text: first + rest.replace(/[#\n\r\u0085\u2028\u2029]/g, ''),
    })),
    fc.constantFrom('', '   ', '\t').map((text) => ({ kind: 'blank' as const, text })),
    fc.constant({ kind: 'comment' as const, text: '# a note' }),
  );
}

const batch = (pool: readonly string[], maxLength: number) =>
  fc.record({
    lines: fc
      .array(lineOf(pool), { minLength: 2, maxLength })
      .filter((lines) => lines.filter((line) => LOOKS_LIKE_A_LINE_PUZZLE.has(line.kind)).length >= 2),
    crlf: fc.boolean(),
  });

/** Checks one run against the rule; `answerOk` judges a good line's answer. */
function assertRule(
  lines: Line[],
  run: { status: number; stdout: string; stderr: string },
  answerOk: (answer: string, line: Line) => void,
  errorLine: (answer: string) => number,
  verb: string,
): void {
  const answered = lines.flatMap((line, index) => (EXPECTED[line.kind] === null ? [] : [{ line, number: index + 1 }]));
  const out = run.stdout.split('\n');
  assert.equal(out.pop(), '', 'output ends with a newline');
  assert.equal(out.length, answered.length, 'one answer line per non-blank input line');
  answered.forEach(({ line, number }, i) => {
    if (line.kind === 'good') answerOk(out[i], line);
    else assert.equal(errorLine(out[i]), number, `answer ${i + 1} is the error of input line ${number}: ${out[i]}`);
  });
  const codes = answered.map(({ line }) => EXPECTED[line.kind] ?? 0);
  assert.equal(run.status, Math.max(0, ...codes), 'exit code: the highest among the lines');
  const failed = codes.filter((code) => code !== 0).length;
  assert.equal(
    run.stderr,
    failed ? `sudoku: ${failed} of ${answered.length} puzzles could not be ${verb} (see the error lines)\n` : '',
  );
}

const joined = (lines: Line[], crlf: boolean) => lines.map((line) => line.text).join(crlf ? '\r\n' : '\n');

test('solve: every non-blank line of a batch gets one answer line, in order; exit code of the worst line', async () => {
  await fc.assert(
    fc.asyncProperty(batch([...EASY, ...INKALA, TOP95_1], 14), async ({ lines, crlf }) => {
      const run = await runInMemory(['solve'], joined(lines, crlf));
      assertRule(
        lines,
        run,
        (answer, line) => {
          assert.match(answer, /^[1-9]{81}$/);
          const solution = gridFromLine(answer);
          assert.ok(isCompleteAndValid(solution) && keepsGivens(gridFromLine(line.puzzle!), solution));
        },
        (answer) => Number(/^error: line (\d+)[:,] /.exec(answer)?.[1]),
        'solved',
      );
    }),
    { numRuns: 150 },
  );
});

test('grade --format json: the same rule, one JSON object a line, errors as {"error": {code, message, line}}', async () => {
  await fc.assert(
    fc.asyncProperty(batch(EASY, 8), async ({ lines, crlf }) => {
      const run = await runInMemory(['grade', '--format', 'json'], joined(lines, crlf));
      assertRule(
        lines,
        run,
        (answer) => assert.equal(JSON.parse(answer).level, 'easy'),
        (answer) => {
          const { error } = JSON.parse(answer);
          assert.equal(typeof error.code, 'string');
          assert.match(error.message, new RegExp(`^line ${error.line}[:,] `));
          return error.line;
        },
        'graded',
      );
    }),
    { numRuns: 40 },
  );
});
