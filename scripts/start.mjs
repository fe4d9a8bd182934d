// `npm start`: build everything, then serve the demo page and the play app on localhost (a service worker needs a
// secure context: localhost is one) and say where the unpacked extension is.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { preview } from 'vite';

const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number(process.env.PORT ?? 5173);
const server = await preview({ mode: 'demo', preview: { port, strictPort: false, open: false } });
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`;
const app = await preview({ mode: 'app', preview: { port: port + 1, strictPort: false, open: false } });
const appUrl = app.resolvedUrls?.local[0] ?? `http://localhost:${port + 1}/`;
console.log(`
Sudoku is built.
  Demo page:          ${url}
  Play app:           ${appUrl}  (installable, works offline)
  Unpacked extension: ${resolve('dist/extension')}  (chrome://extensions → Developer mode → Load unpacked)
  CLI:                ./sudoku create | ./sudoku solve

Press Ctrl+C to stop the server.`);
