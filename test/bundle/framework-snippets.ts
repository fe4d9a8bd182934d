// The snippets of docs/frameworks/*.md, built as an app developer builds them: each page's snippet (the first code
// block of its language under "## Use") is written to dist/framework-pages/<page>/, compiled by its framework's own
// compiler, bundled with esbuild, and served on a host page whose import map gives `sudoku-web` the built element.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { compile as compileSvelte } from 'svelte/compiler';
import ts from 'typescript';
import { compileScript, parse as parseSfc } from 'vue/compiler-sfc';

const ROOT = resolve(import.meta.dirname, '../..');
/** Inside the package, so `sudoku-web` (and its `sudoku-web/react` types) resolve to this package, as installed. */
export const WORK_DIR = resolve(ROOT, 'dist/framework-pages');

/** The first ```<lang> block after the page's "## Use" heading. */
export function snippet(page: string, lang: string): string {
  const text = readFileSync(resolve(ROOT, `docs/frameworks/${page}.md`), 'utf8');
  const use = text.slice(text.indexOf('\n## Use'));
  const found = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(use);
  if (!found) throw new Error(`docs/frameworks/${page}.md has no \`\`\`${lang} block under "## Use"`);
  return found[1];
}

/** A fresh folder for one page's files; returns its path. */
export function workDir(page: string): string {
  const dir = join(WORK_DIR, page);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Bundles `entry` to `<dir>/main.js` for the browser, leaving `sudoku-web` to the page's import map. */
export async function bundle(dir: string, entry: string, define: Record<string, string> = {}): Promise<void> {
  await build({
    entryPoints: [join(dir, entry)],
    outfile: join(dir, 'main.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: ['sudoku-web'],
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    logLevel: 'silent',
  });
}

/** The host page: the element from /sudoku/ (dist/lib) through an import map, the app from /app/main.js. */
export function appPage(body = '<div id="app"></div>'): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>app</title></head>
  <body>
    ${body}
    <script type="importmap">{ "imports": { "sudoku-web": "/sudoku/sudoku-board.js" } }</script>
    <script type="module" src="/app/main.js"></script>
  </body>
</html>`;
}

/** React: the snippet as Game.tsx, rendered by react-dom's createRoot. */
export async function buildReact(): Promise<string> {
  const dir = workDir('react');
  writeFileSync(join(dir, 'Game.tsx'), snippet('react', 'tsx'));
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';\nimport { Game } from './Game.tsx';\n` +
      `createRoot(document.getElementById('app')!).render(<Game />);\n`,
  );
  await bundle(dir, 'main.tsx');
  return dir;
}

/** Vue: the snippet as Game.vue, compiled by @vue/compiler-sfc (template inlined, sudoku-board a custom element). */
export async function buildVue(): Promise<string> {
  const dir = workDir('vue');
  const { descriptor, errors } = parseSfc(snippet('vue', 'vue'), { filename: 'Game.vue' });
  if (errors.length) throw new Error(`Game.vue: ${errors.map(String).join('\n')}`);
  const script = compileScript(descriptor, {
    id: 'game',
    inlineTemplate: true,
    templateOptions: { compilerOptions: { isCustomElement: (tag: string) => tag === 'sudoku-board' } },
  });
  writeFileSync(join(dir, 'Game.ts'), script.content);
  writeFileSync(
    join(dir, 'main.ts'),
    `import { createApp } from 'vue';\nimport Game from './Game.ts';\ncreateApp(Game).mount('#app');\n`,
  );
  await bundle(dir, 'main.ts', {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  });
  return dir;
}

/** Svelte: the snippet as Game.svelte, compiled by svelte/compiler, mounted with `mount`. */
export async function buildSvelte(): Promise<string> {
  const dir = workDir('svelte');
  const { js, warnings } = compileSvelte(snippet('svelte', 'svelte'), { filename: 'Game.svelte', generate: 'client' });
  if (warnings.length) throw new Error(`Game.svelte: ${warnings.map((w) => w.message).join('\n')}`);
  writeFileSync(join(dir, 'Game.js'), js.code);
  writeFileSync(
    join(dir, 'main.ts'),
    `import { mount } from 'svelte';\nimport Game from './Game.js';\nmount(Game, { target: document.getElementById('app')! });\n`,
  );
  await bundle(dir, 'main.ts');
  return dir;
}

/**
 * Angular: the snippet as game.component.ts, compiled ahead of time by ngc (@angular/compiler-cli, strict templates),
 * bootstrapped zoneless. Angular's own packages ship partially compiled: the CLI finishes them with its linker;
 * here `@angular/compiler` on the page does it at start-up instead (the app's component is compiled by ngc).
 */
export async function buildAngular(): Promise<string> {
  const dir = workDir('angular');
  writeFileSync(join(dir, 'game.component.ts'), snippet('angular', 'ts'));
  writeFileSync(
    join(dir, 'main.ts'),
    `import '@angular/compiler';\nimport { provideZonelessChangeDetection } from '@angular/core';\n` +
      `import { bootstrapApplication } from '@angular/platform-browser';\nimport { GameComponent } from './game.component';\n` +
      `void bootstrapApplication(GameComponent, { providers: [provideZonelessChangeDetection()] });\n`,
  );
  const tsconfig = {
    compilerOptions: {
      strict: true,
      target: 'es2022',
      module: 'es2022',
      moduleResolution: 'bundler',
      lib: ['es2022', 'dom', 'dom.iterable'],
      types: [],
      skipLibCheck: true,
      experimentalDecorators: true,
      outDir: 'out',
    },
    files: ['main.ts'],
    angularCompilerOptions: { strictTemplates: true, strictInjectionParameters: true },
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  const ngc = spawnSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js'), '-p', dir],
    {
      encoding: 'utf8',
    },
  );
  if (ngc.status !== 0) throw new Error(`ngc: ${ngc.stdout}${ngc.stderr}`);
  await bundle(dir, 'out/main.js');
  return dir;
}

/** Plain HTML: the snippet is the page; it loads /sudoku/sudoku-board.js itself. */
export function htmlPage(): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>html</title></head>\n<body>\n${snippet('html', 'html')}</body>\n</html>`;
}

/**
 * Wrong uses the typings must refuse (each `@ts-expect-error` unused is an error): with skipLibCheck, typings that
 * lost their imports would turn into `any` and let everything through; this says they did not.
 */
const MISUSES = `import type { GlobalComponents } from 'vue';
import type {} from 'sudoku-web/react';
import type {} from 'sudoku-web/vue';

// @ts-expect-error: no such level
export const level = <sudoku-board difficulty="hardest" />;
// @ts-expect-error: the event's detail has no such field
export const detail = <sudoku-board onsudoku-solved={(e) => e.detail.nope} />;
// @ts-expect-error: read-only, not a prop
export const readOnly = <sudoku-board solved />;
export type InVue = GlobalComponents['sudoku-board'];
`;

/**
 * Type-checks the React snippet with tsc (strict) against `sudoku-web/react`'s JSX typings, and MISUSES (the
 * Angular one is type-checked by ngc as it is built). Returns tsc's messages (none: clean). Library
 * .d.ts files are not checked themselves (that took 12-15 s of a loaded machine's time, against 2-3 s).
 */
export function typeCheck(): string[] {
  const dir = workDir('types');
  const react = join(dir, 'Game.tsx');
  writeFileSync(react, snippet('react', 'tsx'));
  const misuses = join(dir, 'misuses.tsx');
  writeFileSync(misuses, MISUSES);
  const program = ts.createProgram([react, misuses], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    allowImportingTsExtensions: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName.slice(ROOT.length + 1)}: ` : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}
