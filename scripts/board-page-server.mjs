// A page that holds only <sudoku-board>, as a site owner embeds it, served with the element's build (dist/lib) on
// 127.0.0.1 for the screenshot scripts (board-screenshots.mjs, variant-screenshots.mjs). The page's colour scheme and
// language come from its query (?scheme=dark&lang=de); the board's attributes from the caller.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const LIB = join(resolve(import.meta.dirname, '..'), 'dist/lib');

/** Exits with a message saying how to build when there is no element build to serve. */
export function requireElementBuild(buildCommand) {
  if (existsSync(join(LIB, 'sudoku-board.js'))) return;
  console.error(`No element build in ${LIB}: run \`${buildCommand}\` first.`);
  process.exit(1);
}

const page = (scheme, lang, puzzle) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="${scheme}">
<title>Sudoku</title><style>body { margin: 8px; background: Canvas; color: CanvasText; font-family: system-ui }</style>
<script type="module" src="/lib/sudoku-board.js"></script></head>
<body><main><sudoku-board keypad puzzle="${puzzle}"></sudoku-board></main></body></html>`;

/** Serves the board's page (its `puzzle` attribute set to `puzzle`) at `origin`/ until `close()`. */
export async function serveBoardPage(puzzle) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      const { searchParams } = url;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(searchParams.get('scheme') ?? 'light', searchParams.get('lang') ?? 'en', puzzle));
      return;
    }
    const file = normalize(join(LIB, url.pathname.replace(/^\/lib\//, '')));
    if (!file.startsWith(LIB) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/json' });
    response.end(readFileSync(file));
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
