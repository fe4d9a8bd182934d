// The play app's first screen needs modules that the element loads lazily (its keypad, the saved-game keeper, the
// new-game offer, the statistics, its styles for paper): for a page of its own, each would be found only when the one
// before it ran, a chain of round trips (five on a phone's network, measured by Lighthouse). This plugin adds a
// <link rel="modulepreload"> to app/index.html for each of those modules' chunks (and the chunks they import), so
// the browser fetches them all with the page's script, and runs each only when it is asked for, as before.
// test/bundle/app-preloads.test.ts checks that the first screen fetches no script the page did not name.
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

export function startupPreloads(root: string, modules: string[]): Plugin {
  const wanted = modules.map((path) => resolve(root, path));
  return {
    name: 'sudoku:startup-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((c): c is Chunk & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const preloaded = new Set<string>();
        // The entry and what it imports statically are the page's script and Vite's own preloads already.
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith('.ts')));
        const skip = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const add = (chunk: Chunk): void => {
          if (preloaded.has(chunk.fileName) || skip.has(chunk.fileName)) return;
          preloaded.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) add(imported);
          }
        };
        for (const module of wanted) {
          const chunk = chunks.find((c) => c.moduleIds.includes(module));
          if (!chunk) throw new Error(`startup-preloads: no chunk holds ${module}`);
          add(chunk);
        }
        return [...preloaded].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
