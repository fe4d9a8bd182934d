// Bundles the CLI (src/cli/sudoku.ts and the engine it imports) into one ESM file, dist/cli/sudoku.js, so that
// `./sudoku` starts with plain Node: no type-checking or transpiling at run time. Runs as npm's `prepare` script,
// and from the `./sudoku` wrapper whenever the bundle is older than the sources.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_ENTRY = join(root, 'src/cli/sudoku.ts');
export const CLI_BUNDLE = join(root, 'dist/cli/sudoku.js');

/** Build the bundle; written to a temporary file and renamed, so a CLI started meanwhile never reads half a file. */
export async function buildCli() {
  // Imported lazily: the wrapper only pays for esbuild when it actually has to rebuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [CLI_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    outfile: CLI_BUNDLE,
    logLevel: 'error',
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  await mkdir(dirname(CLI_BUNDLE), { recursive: true });
  const temporary = `${CLI_BUNDLE}.${process.pid}.tmp`;
  await writeFile(temporary, output.contents);
  await rename(temporary, CLI_BUNDLE);
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
