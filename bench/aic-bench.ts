// The alternating-inference-chain finder alone, on the states a grade calls it on: grades puzzles of the sample,
// replays each grade and keeps every state where the step taken is AIC or a later technique (the states the AIC
// finder searched), then times findAIC on them in grading order, several rounds. Not a test: numbers depend on the
// machine. `--from <n> --limit <n>` pick puzzles as in grade-bench.ts; prints ms per round and a checksum of the
// steps found, which an optimisation must leave unchanged.
//   node --import tsx bench/aic-bench.ts --from 4501 --limit 5300
import { createHash } from 'node:crypto';
import { CandidateGrid } from '../src/engine/grade/candidates.ts';
import { findAIC } from '../src/engine/grade/chains.ts';
import { grade } from '../src/engine/grade/grade.ts';
import { applyStep, slotOf } from '../src/engine/grade/search.ts';
import { puzzleLines } from '../test/data/puzzles.ts';
import { say } from '../test/words/say.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const limit = arg('--limit', 5300);
const from = arg('--from', 4501);
const rounds = arg('--rounds', 5);

const aicSlot = slotOf('aic');
/** Each puzzle's AIC states, in grading order (a grade's states are searched one after another). */
const puzzles: CandidateGrid[][] = [];
for (const line of puzzleLines('sudoku3m-sample')
  .slice(0, limit)
  .slice(from - 1)) {
  const grid = [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const b = CandidateGrid.fromGrid(grid);
  const states: CandidateGrid[] = [];
  for (const step of grade(grid).steps) {
    if (slotOf(step.technique) >= aicSlot) states.push(new CandidateGrid(b.values.slice(), b.cands.slice()));
    applyStep(b, step);
  }
  puzzles.push(states);
}
const count = puzzles.reduce((n, s) => n + s.length, 0);
const times: number[] = [];
let sum = '';
for (let r = 0; r < rounds; r++) {
  const hash = createHash('sha1');
  const t0 = process.cpuUsage();
  for (const states of puzzles)
    for (const b of states) {
      const step = findAIC(b);
      if (r === 0) hash.update(step ? say(step) : '-');
    }
  const t = process.cpuUsage(t0);
  times.push((t.user + t.system) / 1000);
  if (r === 0) sum = hash.digest('hex');
}
times.sort((x, y) => x - y);
console.log(
  `${count} AIC states: median ${times[rounds >> 1].toFixed(0)} ms per round (${times.map((t) => t.toFixed(0)).join(' ')}), steps ${sum}`,
);
