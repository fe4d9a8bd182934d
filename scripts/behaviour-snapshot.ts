// Behaviour snapshot: writes what the engine and the CLI answer for a fixed set of inputs into a folder, so a
// refactoring can prove it changed nothing a user sees: take a snapshot before, one after, and `diff -r` them.
//   node --import tsx scripts/behaviour-snapshot.ts OUT_DIR [--quick]
// grade.jsonl: every step field of the grade of every sample puzzle (sudoku3m sample, top95, easy50, inkala).
// hint.jsonl: the engine's next step for boards part-way through (the puzzle with the first k steps applied).
// cli/*.txt: stdout, stderr and exit code of `./sudoku` for each command in COMMANDS below.
// Not a test: it records, it judges nothing. Numbers and timings are never written, only answers.
// Since issue 26 the engine's steps are data: each step is recorded as before, with its `name` and `text` worded by
// the English catalogue (src/words) in the key order the engine used to give them (wordedStep), and without the new
// structured `facts`, so a snapshot of today diffs empty against one taken before.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { grade, nextStep, parse } from '../src/engine/index.ts';
import { puzzleLines, ratedSample } from '../test/data/puzzles.ts';
import { en } from '../src/words/en/steps.ts';
import { wordedHint, wordedStep } from '../src/words/worded-step.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: behaviour-snapshot.ts OUT_DIR [--quick]');
  process.exit(2);
}
const quick = process.argv.includes('--quick');
mkdirSync(join(out, 'cli'), { recursive: true });

const sample = ratedSample().map((row) => row.puzzle.replace(/0/g, '.'));
const puzzles = [
  ...(quick ? sample.slice(0, 500) : sample),
  ...puzzleLines('top95'),
  ...puzzleLines('easy50'),
  ...puzzleLines('inkala'),
];

const gradeLines: string[] = [];
const hintLines: string[] = [];
for (const line of puzzles) {
  const parsed = parse(line);
  if (!parsed.ok) throw new Error(`${line}: ${parsed.error.message}`);
  const cells = parsed.grid;
  const result = grade(cells);
  const worded = 'steps' in result ? { ...result, steps: result.steps.map((step) => wordedStep(step, en)) } : result;
  gradeLines.push(JSON.stringify({ puzzle: line, result: worded }));
  // Boards part-way: after 0, 5 and 15 of the grader's own placements, ask for the next step.
  const board = [...cells];
  let applied = 0;
  for (const step of result.steps) {
    for (const p of step.placements) {
      if ([0, 5, 15].includes(applied))
        hintLines.push(JSON.stringify({ board: board.join(''), step: wordedHint(nextStep(board), en) }));
      board[p.cell] = p.digit;
      applied++;
    }
  }
}
writeFileSync(join(out, 'grade.jsonl'), `${gradeLines.join('\n')}\n`);
writeFileSync(join(out, 'hint.jsonl'), `${hintLines.join('\n')}\n`);

const TOP95_1 = puzzleLines('top95')[0];
const seedLayout = (line: string): string =>
  `${Array.from({ length: 9 }, (_, r) =>
    [...line.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '.' ? '0' : ch)).join(' '),
  ).join('\n')}\n`;
const easy = puzzleLines('easy50').slice(0, 3);
const hard = puzzleLines('top95').slice(0, 3);

/** [name, args, stdin]. Seeded so every answer is fixed. */
const COMMANDS: [string, string[], string][] = [
  ['create-seed', ['create', '--seed', '7'], ''],
  ['create-line-count', ['create', '--seed', '11', '--count', '20', '--format', 'line'], ''],
  ['create-pretty', ['create', '--seed', '3', '--format', 'pretty'], ''],
  ['create-svg', ['create', '--seed', '5', '--count', '2', '--format', 'svg'], ''],
  ['create-svg-solutions', ['create', '--seed', '5', '--count', '2', '--format', 'svg', '--solutions'], ''],
  ...(['easy', 'medium', 'hard', 'expert'] as const).map((level): [string, string[], string] => [
    `create-${level}`,
    ['create', '--difficulty', level, '--seed', '21', '--count', '3', '--format', 'line'],
    '',
  ]),
  ['create-technique-xwing', ['create', '--technique', 'x-wing', '--seed', '4', '--format', 'line'], ''],
  ['create-daily', ['create', '--daily', '2026-01-15'], ''],
  ['create-daily-hard', ['create', '--daily', '2026-03-01', '--difficulty', 'hard', '--count', '2'], ''],
  ['create-symmetry', ['create', '--seed', '9', '--symmetry', 'rotate90', '--format', 'line'], ''],
  ['create-bad-level', ['create', '--difficulty', 'legendary'], ''],
  ['create-bad-count', ['create', '--count', '0'], ''],
  ['solve-seed', ['solve'], seedLayout(TOP95_1)],
  ['solve-line', ['solve', '--format', 'line'], `${TOP95_1}\n`],
  ['solve-pretty', ['solve', '--format', 'pretty'], `${TOP95_1}\n`],
  ['solve-unique-many', ['solve', '--unique'], `${puzzleLines('serg-benchmark')[0]}\n`],
  ['solve-batch', ['solve'], `${[...easy, ...hard].join('\n')}\n`],
  ['solve-batch-bad', ['solve'], `${easy[0]}\n${easy[1].slice(0, 70)}x\n${hard[0]}\n`],
  ['solve-dup', ['solve'], `4...4.8.5${TOP95_1.slice(9)}\n`],
  ['solve-none', ['solve'], `12345678.........9${'.'.repeat(63)}\n`],
  ['solve-empty', ['solve'], ''],
  ['solve-garbage', ['solve'], 'hello world\n'],
  ['grade-text', ['grade'], `${hard[0]}\n`],
  ['grade-easy', ['grade'], `${easy[0]}\n`],
  ['grade-json', ['grade', '--format', 'json'], `${hard[1]}\n`],
  ['grade-batch', ['grade'], `${[...easy, ...hard].join('\n')}\n`],
  ['grade-json-error', ['grade', '--format', 'json'], 'nonsense\n'],
  ...hard.map((p, i): [string, string[], string] => [`hint-${i}`, ['hint'], `${p}\n`]),
  ['hint-json', ['hint', '--format', 'json'], `${hard[2]}\n`],
  ['hint-json-error', ['hint', '--format', 'json'], `4...4.8.5${TOP95_1.slice(9)}\n`],
  ['hint-solved', ['hint'], `${'.'.repeat(81)}\n`],
  ['help', ['--help'], ''],
  ['unknown', ['frobnicate'], ''],
];

for (const [name, args, stdin] of quick ? COMMANDS.slice(0, 20) : COMMANDS) {
  const run = spawnSync('./sudoku', args, { input: stdin, encoding: 'utf8', env: { ...process.env, LANG: 'C' } });
  writeFileSync(
    join(out, 'cli', `${name}.txt`),
    `$ sudoku ${args.join(' ')}\nexit ${run.status}\n--- stdout\n${run.stdout}--- stderr\n${run.stderr}`,
  );
}
console.log(`${gradeLines.length} grades, ${hintLines.length} hints, ${COMMANDS.length} commands → ${out}`);
