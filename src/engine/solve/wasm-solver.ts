/**
 * The WebAssembly kernels behind the SolverKernel interface: the SIMD one (wasm/bitboard-simd.ts, compiled into
 * wasm-simd-kernel-bytes.ts) where the engine validates 128-bit SIMD, the plain one (wasm/bitboard-wasm.ts, in
 * wasm-kernel-bytes.ts) elsewhere. Both export the same functions and give the same answers. Opt-in:
 * `enableWasmSolver()` compiles one (synchronously: 5–13 KB) and switches the solver over, or leaves the TypeScript
 * kernel in place and returns false where WebAssembly is missing or refused.
 */
import { TIMEOUT } from './bitboard.ts';
import { useSolverKernel, type SolverKernel } from './kernels.ts';
import { KERNEL_WASM_BASE64 } from './wasm-kernel-bytes.ts';
import { SIMD_KERNEL_WASM_BASE64 } from './wasm-simd-kernel-bytes.ts';

interface KernelExports {
  memory: WebAssembly.Memory;
  run(limit: number, budget: number): number;
  runExcept(cell: number, digit: number, budget: number): number;
  lastNodeCount(): number;
  lastSolutionCount(): number;
  cellsPointer(): number;
  solutionPointer(): number;
}

/** The largest budget the kernel's 32-bit counter holds; larger budgets are as good as unlimited anyway. */
const MAX_BUDGET = 0x7fffffff;

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function instantiate(bytes: Uint8Array<ArrayBuffer>): KernelExports {
  const module = new WebAssembly.Module(bytes);
  const imports = {
    env: {
      abort: () => {
        throw new Error('solver kernel aborted');
      },
    },
  };
  // The instance's exports are the kernel's functions, typed above from wasm/bitboard-wasm.ts.
  return new WebAssembly.Instance(module, imports).exports as unknown as KernelExports;
}

function wasmKernel(kernel: KernelExports, name: 'webassembly' | 'webassembly-simd'): SolverKernel {
  // The kernel never grows its memory, so these views stay valid.
  const cells = new Uint8Array(kernel.memory.buffer, kernel.cellsPointer(), 81);
  const solution = new Uint8Array(kernel.memory.buffer, kernel.solutionPointer(), 81);

  /** Copies `input` into the kernel; false for anything the TypeScript kernel would refuse (not 81 integers 0–9). */
  function load(input: ArrayLike<number>): boolean {
    if (input == null || input.length !== 81) return false;
    // Bytes need no check here: the kernels refuse a value over 9 themselves. A fast path for hot callers.
    if (input instanceof Uint8Array) {
      cells.set(input);
      return true;
    }
    for (let k = 0; k < 81; k++) {
      const v = input[k];
      if (v === 0) cells[k] = 0;
      else if (typeof v === 'number' && v >= 1 && v <= 9 && (v | 0) === v) cells[k] = v;
      else return false;
    }
    return true;
  }
  const budgetOf = (budget: number): number => (budget >= MAX_BUDGET ? MAX_BUDGET : budget >= 0 ? budget | 0 : 0);
  const limitOf = (limit: number): number => (limit >= MAX_BUDGET ? MAX_BUDGET : limit >= 1 ? Math.floor(limit) : 1);
  let nodes = 0;
  /** Solutions the last call found, also when it ended in TIMEOUT: then the first is still worth handing out. */
  let found = 0;

  function count(input: ArrayLike<number>, limit: number, budget: number): number {
    nodes = 0;
    found = 0;
    if (!load(input)) return 0;
    const result = kernel.run(limitOf(limit), budgetOf(budget));
    nodes = kernel.lastNodeCount();
    found = kernel.lastSolutionCount();
    return result < 0 ? TIMEOUT : result;
  }

  return {
    name,
    countSolutions: count,
    solveInto(input, out, limit, budget) {
      const result = count(input, limit, budget);
      if (found > 0) {
        if (out instanceof Uint8Array) out.set(solution);
        else for (let k = 0; k < 81; k++) out[k] = solution[k];
      }
      return result;
    },
    countSolutionsExcept(input, cell, digit, budget) {
      nodes = 0;
      if (!load(input)) return 0;
      const result = kernel.runExcept(cell, digit, budgetOf(budget));
      nodes = kernel.lastNodeCount();
      return result < 0 ? TIMEOUT : result;
    },
    lastNodeCount: () => nodes,
  };
}

/**
 * Which WebAssembly kernel: 'auto' is the SIMD one where the engine supports 128-bit SIMD, else the plain one;
 * 'simd' and 'plain' ask for one (benches and tests), and 'simd' fails where SIMD is missing.
 */
export type WasmKernelChoice = 'auto' | 'simd' | 'plain';

const compiled: { simd?: SolverKernel | null; plain?: SolverKernel | null } = {};

function compile(simd: boolean): SolverKernel | null {
  try {
    if (typeof WebAssembly !== 'object') return null;
    const bytes = decodeBase64(simd ? SIMD_KERNEL_WASM_BASE64 : KERNEL_WASM_BASE64);
    // Feature detection: an engine without SIMD refuses the module here instead of throwing a CompileError.
    if (!WebAssembly.validate(bytes)) return null;
    return wasmKernel(instantiate(bytes), simd ? 'webassembly-simd' : 'webassembly');
  } catch {
    return null;
  }
}

function kernelFor(simd: boolean): SolverKernel | null {
  const key = simd ? 'simd' : 'plain';
  if (compiled[key] === undefined) compiled[key] = compile(simd);
  return compiled[key];
}

/**
 * Switches the solver to a WebAssembly kernel (see WasmKernelChoice). True when it runs; false (and nothing changes)
 * where WebAssembly is unavailable or refused, e.g. by a Content-Security-Policy without 'wasm-unsafe-eval'.
 */
export function enableWasmSolver(choice: WasmKernelChoice = 'auto'): boolean {
  const kernel =
    choice === 'plain' ? kernelFor(false) : (kernelFor(true) ?? (choice === 'auto' ? kernelFor(false) : null));
  if (kernel) useSolverKernel(kernel);
  return kernel !== null;
}
