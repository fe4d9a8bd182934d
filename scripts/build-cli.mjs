// Bundles the CLI (src/cli/sudoku.ts and the engine it imports) into one ESM file, dist/cli/sudoku.js, so that
// `./sudoku` starts with plain Node: no type-checking or transpiling at run time. Next to it goes
// dist/cli/create-worker.js, the entry of `sudoku create --jobs` worker threads (a bundle of its own: a worker
// loads only the generator, not the whole CLI), and the WebAssembly decoders `scan` loads for JPEG and WebP
// (src/cli/wasm-decoders.ts finds them next to the bundle). Runs as npm's `prepare` script, and from the `./sudoku` wrapper
// whenever a bundle is missing or older than the sources.
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_ENTRY = join(root, 'src/cli/sudoku.ts');
export const CLI_BUNDLE = join(root, 'dist/cli/sudoku.js');
export const WORKER_ENTRY = join(root, 'src/cli/create-worker.ts');
/** Found by the CLI as `./create-worker.js` next to its own bundle (src/cli/create-parallel.ts). */
export const WORKER_BUNDLE = join(root, 'dist/cli/create-worker.js');
/** Copied as they are, not inlined: 300 KB of base64 in the bundle would be parsed by every command. */
export const WASM_DECODERS = ['@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm', '@jsquash/webp/codec/dec/webp_dec.wasm'];

/**
 * Build both bundles; each is written to a temporary file and renamed, so a CLI started meanwhile never reads half
 * a file. The decoders and the worker go first: a new sudoku.js never starts an old or missing one.
 */
export async function buildCli() {
  // Imported lazily: the wrapper only pays for esbuild when it actually has to rebuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [CLI_ENTRY, WORKER_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    outdir: dirname(CLI_BUNDLE),
    logLevel: 'error',
    legalComments: 'none',
    // The PNG and JPEG decoders (for `sudoku scan`) are CommonJS and require Node's built-ins: an ES module has no
    // `require`, so the bundle makes one.
    banner: {
      js: "import { createRequire as __sudokuRequire } from 'node:module'; const require = __sudokuRequire(import.meta.url);",
    },
  });
  const contents = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  await mkdir(dirname(CLI_BUNDLE), { recursive: true });
  const require = createRequire(import.meta.url);
  for (const wasm of WASM_DECODERS) {
    const target = join(dirname(CLI_BUNDLE), wasm.slice(wasm.lastIndexOf('/') + 1));
    const temporary = `${target}.${process.pid}.tmp`;
    await copyFile(require.resolve(wasm), temporary);
    await rename(temporary, target);
  }
  for (const bundle of [WORKER_BUNDLE, CLI_BUNDLE]) {
    const output = contents.get(bundle);
    if (!output) throw new Error(`esbuild did not produce ${bundle}`);
    const temporary = `${bundle}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, bundle);
  }
  return CLI_BUNDLE;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildCli();
  } catch {
    // esbuild has already printed the errors with file and line.
    process.exitCode = 1;
  }
}
