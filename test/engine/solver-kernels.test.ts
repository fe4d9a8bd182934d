// The WebAssembly kernels (plain and SIMD) must answer exactly as the TypeScript kernel does: the same counts, the same
// first solution, the same guesses and the same timeouts, on every collection and on malformed input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  TIMEOUT,
  countSolutions,
  countSolutionsExcept,
  lastNodeCount,
  solveInto,
  solverKernelName,
  useSolverKernel,
} from '../../src/engine/solve/index.ts';
import { enableWasmSolver } from '../../src/engine/solve/wasm-solver.ts';
import { puzzleLines } from '../data/puzzles.ts';

const toCells = (line: string): Uint8Array =>
  Uint8Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));

interface Answer {
  result: number;
  nodes: number;
  solution: string;
}

type KernelName = ReturnType<typeof solverKernelName>;
const WASM_KERNELS = ['webassembly', 'webassembly-simd'] as const;

function answer(kernel: KernelName, run: (out: Uint8Array) => number): Answer {
  if (kernel === 'webassembly') assert.ok(enableWasmSolver('plain'));
  else if (kernel === 'webassembly-simd') assert.ok(enableWasmSolver('simd'));
  else useSolverKernel(null);
  assert.equal(solverKernelName(), kernel);
  const out = new Uint8Array(81);
  const result = run(out);
  const answer = { result, nodes: lastNodeCount(), solution: out.join('') };
  useSolverKernel(null);
  return answer;
}

function assertSame(label: string, run: (out: Uint8Array) => number): void {
  const expected = answer('typescript', run);
  for (const kernel of WASM_KERNELS) assert.deepEqual(answer(kernel, run), expected, `${kernel}: ${label}`);
}

test('both WebAssembly kernels load in Node, and the default is the SIMD one (Node 20 runs 128-bit SIMD)', () => {
  assert.equal(enableWasmSolver('plain'), true);
  assert.equal(solverKernelName(), 'webassembly');
  assert.equal(enableWasmSolver('simd'), true);
  assert.equal(solverKernelName(), 'webassembly-simd');
  useSolverKernel(null);
  assert.equal(enableWasmSolver(), true);
  assert.equal(solverKernelName(), 'webassembly-simd');
  useSolverKernel(null);
  assert.equal(solverKernelName(), 'typescript');
});

test('all kernels: same count, first solution and guesses on every 5th puzzle of each collection (limit 1 and 2)', () => {
  const sets = ['top95', 'top1465', 'forum-hardest-1106', 'sudoku3m-sample', '17clue', 'serg-benchmark'] as const;
  for (const set of sets) {
    puzzleLines(set)
      .filter((_, i) => i % 5 === 0)
      .forEach((line) => {
        const cells = toCells(line);
        assertSame(`${set} ${line} limit 1`, (out) => solveInto(cells, out, 1));
        assertSame(`${set} ${line} limit 2`, (out) => solveInto(cells, out, 2));
      });
  }
});

test('all kernels: same answers when avoiding a digit, and the same timeouts', () => {
  for (const line of puzzleLines('top1465').slice(0, 200)) {
    const cells = toCells(line);
    const blank = cells.indexOf(0);
    for (let digit = 1; digit <= 9; digit++) {
      assertSame(`${line} r${blank} not ${digit}`, () => countSolutionsExcept(cells, blank, digit));
    }
    assertSame(`${line} budget 3`, (out) => solveInto(cells, out, 2, 3));
  }
  const hardest = toCells(puzzleLines('forum-hardest-1106')[0]);
  for (const kernel of WASM_KERNELS) assert.equal(answer(kernel, () => countSolutions(hardest, 1, 2)).result, TIMEOUT);
});

test('all kernels: malformed input and clashing givens give 0 and leave `out` alone', () => {
  const inputs: ArrayLike<number>[] = [
    [],
    Array.from({ length: 80 }, () => 0),
    Array.from({ length: 82 }, () => 0),
    Array.from({ length: 81 }, (_, i) => (i === 40 ? 10 : 0)),
    Array.from({ length: 81 }, (_, i) => (i === 40 ? 1.5 : 0)),
    Array.from({ length: 81 }, (_, i) => (i === 40 ? -1 : 0)),
    Array.from({ length: 81 }, (_, i) => (i === 3 ? 7 : i === 5 ? 7 : 0)),
  ];
  for (const input of inputs) {
    for (const kernel of ['typescript', ...WASM_KERNELS] as const) {
      const out = new Uint8Array(81).fill(9);
      assert.equal(
        answer(kernel, () => solveInto(input, out, 1)).result,
        0,
        `${kernel}: ${Array.from(input).join('')}`,
      );
      assert.ok(
        out.every((v) => v === 9),
        `${kernel} left out alone`,
      );
    }
  }
});

test('the committed WebAssembly bytes are compiled from the kernel sources as they are now', () => {
  const script = fileURLToPath(new URL('../../scripts/build-wasm.mjs', import.meta.url));
  const check = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
});
