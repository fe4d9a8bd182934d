// The play app's first screen (the popup, its board, the first puzzle) fetches no script that its page did not name
// (scripts/startup-preloads.ts): every module it loads is in index.html, as its script or a modulepreload, so a
// phone fetches them together instead of one round trip after another. The engine's worker, which loads its own
// script in its own thread, is the one exception. Run after `npm run build` (or `npx vite build --mode app`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { APP_DIR, freshPage, gameOn, servedApp } from './app-page.ts';

/** The scripts index.html names: its module and deferred scripts and its modulepreloads, as file names. */
function namedScripts(): Set<string> {
  const html = readFileSync(resolve(APP_DIR, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return new Set(
    tags
      .filter((tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
      .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
      .filter((url): url is string => !!url && url.endsWith('.js'))
      .map((url) => url.split('/').pop()!),
  );
}

describe('the play app’s first screen', () => {
  const app = servedApp();

  it('loads only scripts its page names, with the first puzzle on the board', async () => {
    const named = namedScripts();
    assert.ok(named.size > 3, `index.html names its start-up chunks (${[...named].join(', ')})`);
    const page = await freshPage(app);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto(app.url);
    await gameOn(page);
    // What the game's first render asks for (the offer's statistics come once a game is on the board).
    await new Promise((done) => setTimeout(done, 1000));
    const unnamed = fetched.filter((file) => !named.has(file) && !/^worker-/.test(file));
    assert.deepEqual(unnamed, [], `fetched without a preload: ${unnamed.join(', ')} (add them to startupPreloads)`);
    for (const file of named) assert.ok(fetched.includes(file), `${file} is named in index.html and fetched`);
  });
});
