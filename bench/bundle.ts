// Benchmarks time the engine as an esbuild bundle (written to a temp file and imported), not through tsx: tsx turns
// every read of an imported binding into a getter call, which real bundles (vite, esbuild) never do, and that overhead
// would be billed to the engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The module at `entry` bundled by esbuild and imported, or null when it can't be built. */
export async function importBundled<T>(entry: string): Promise<T | null> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  try {
    const esbuild = await import('esbuild');
    const outfile = join(dir, 'bundle.mjs');
    await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', outfile });
    return (await import(pathToFileURL(outfile).href)) as T;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
