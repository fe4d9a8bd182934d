// Where the engine has no 128-bit SIMD, enableWasmSolver() must fall back to the plain WebAssembly kernel (same
// answers) and a request for the SIMD one must fail without changing the kernel. Node always has SIMD, so a child
// process (fresh module state) makes WebAssembly.validate refuse every module that uses it before the engine loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const SCRIPT = `
const { SIMD_KERNEL_WASM_BASE64 } = await import('./src/engine/solve/wasm-simd-kernel-bytes.ts');
const simdLength = atob(SIMD_KERNEL_WASM_BASE64).length;
const validate = WebAssembly.validate;
WebAssembly.validate = (bytes) => bytes.byteLength !== simdLength && validate(bytes);
const solver = await import('./src/engine/solve/index.ts');
const wasm = await import('./src/engine/solve/wasm-solver.ts');
const report = { simd: wasm.enableWasmSolver('simd'), afterSimd: solver.solverKernelName() };
report.auto = wasm.enableWasmSolver();
report.afterAuto = solver.solverKernelName();
const out = new Uint8Array(81);
const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const cells = Uint8Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch)));
report.count = solver.solveInto(cells, out, 2);
report.solution = out.join('');
solver.useSolverKernel(null);
report.typescriptCount = solver.solveInto(cells, out, 2);
report.typescriptSolution = out.join('');
console.log(JSON.stringify(report));
`;

test('without SIMD, the plain WebAssembly kernel runs and a request for the SIMD one changes nothing', () => {
  const root = new URL('../../', import.meta.url);
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  const report = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}');
  assert.equal(report.simd, false);
  assert.equal(report.afterSimd, 'typescript');
  assert.equal(report.auto, true);
  assert.equal(report.afterAuto, 'webassembly');
  assert.equal(report.count, report.typescriptCount);
  assert.equal(report.solution, report.typescriptSolution);
  assert.match(report.solution, /^[1-9]{81}$/);
});
