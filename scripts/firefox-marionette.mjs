// Firefox started for a test with two ways in at once: puppeteer over WebDriver BiDi for pages, and Marionette for
// the browser's own chrome (its context menu, paste prompt, clipboard, console), which BiDi reached through
// `moz:scope: "chrome"` until Firefox ESR 140.12 dropped it. Firefox allows one WebDriver session, so Marionette makes
// it, with `webSocketUrl: true` (a session both protocols share), and puppeteer connects to that session's WebSocket;
// puppeteer's own `session.new` is answered here with the session Marionette made.
// (Plain JavaScript so that web-test-runner's launcher, scripts/wtr-firefox.mjs, can load it too.)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Browser as BrowserKind, createProfile } from '@puppeteer/browsers';
import puppeteer from 'puppeteer-core';
import { NodeWebSocketTransport } from 'puppeteer-core/internal/node/NodeWebSocketTransport.js';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
class Marionette {
  #socket;
  #buffer = Buffer.alloc(0);
  #pending = /* @__PURE__ */ new Map();
  #next = 1;
  constructor(socket) {
    this.#socket = socket;
    socket.on('data', (chunk) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      for (;;) {
        const colon = this.#buffer.indexOf(':');
        if (colon < 0) return;
        const length = Number(this.#buffer.subarray(0, colon).toString());
        if (this.#buffer.length < colon + 1 + length) return;
        const packet = JSON.parse(this.#buffer.subarray(colon + 1, colon + 1 + length).toString());
        this.#buffer = this.#buffer.subarray(colon + 1 + length);
        if (Array.isArray(packet)) this.#pending.get(packet[1])?.(packet);
      }
    });
  }
  async send(name, params = {}) {
    const id = this.#next++;
    const body = Buffer.from(JSON.stringify([0, id, name, params]));
    const [, , error, result] = await new Promise((done) => {
      this.#pending.set(id, done);
      this.#socket.write(`${body.length}:`);
      this.#socket.write(body);
    });
    this.#pending.delete(id);
    if (error) throw new Error(`Marionette ${name}: ${error.error}: ${error.message}`);
    return result;
  }
  close() {
    this.#socket.destroy();
  }
}
async function waitForLine(process, pattern, timeoutMs) {
  let seen = '';
  await new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Firefox did not start its remote agent: ${seen.slice(-500)}`)),
      timeoutMs,
    );
    process.stderr?.on('data', (chunk) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        done();
      }
    });
    process.once('exit', (code) =>
      fail(new Error(`Firefox exited (${code}) before its remote agent started: ${seen}`)),
    );
  });
}
async function marionettePort(profile, timeoutMs) {
  const file = join(profile, 'MarionetteActivePort');
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(50)) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').trim());
      if (port > 0) return port;
    }
  }
  throw new Error('Firefox did not start Marionette.');
}
async function startFirefox(options) {
  const { executablePath, profile, prefs, timeoutMs } = options;
  await createProfile(BrowserKind.FIREFOX, { path: profile, preferences: { ...prefs, 'marionette.port': 0 } });
  const firefox = spawn(
    executablePath,
    ['--headless', '--marionette', '--remote-debugging-port=0', '--remote-allow-system-access', '--no-remote'].concat([
      '--profile',
      profile,
      'about:blank',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    await waitForLine(firefox, /WebDriver BiDi listening on ws:\/\//, timeoutMs);
    const socket = connect(await marionettePort(profile, timeoutMs), '127.0.0.1');
    await new Promise((done, fail) => socket.once('connect', done).once('error', fail));
    const marionette = new Marionette(socket);
    const session = await marionette.send('WebDriver:NewSession', { webSocketUrl: true });
    await marionette.send('Marionette:SetContext', { value: 'chrome' });
    const inner = await NodeWebSocketTransport.create(session.capabilities.webSocketUrl);
    const transport = {
      send(message) {
        const command = JSON.parse(message);
        if (command.method !== 'session.new') return inner.send(message);
        const answer = { type: 'success', id: command.id, result: session };
        setTimeout(() => transport.onmessage?.(JSON.stringify(answer)), 0);
      },
      close: () => inner.close(),
    };
    inner.onmessage = (message) => transport.onmessage?.(String(message));
    inner.onclose = () => transport.onclose?.();
    const browser = await puppeteer.connect({ transport, protocol: 'webDriverBiDi', protocolTimeout: timeoutMs });
    return {
      browser,
      async inChrome(body) {
        const script = `const done = arguments[arguments.length - 1];
          (async () => { ${body} })().then(
            (value) => done({ ok: JSON.stringify(value ?? null) }),
            (error) => done({ error: String(error) }),
          );`;
        const { value } = await marionette.send(
          'WebDriver:ExecuteAsyncScript',
          // One sandbox for every call, as one chrome scope: a call may leave a promise for a later one.
          { script, args: [], sandbox: 'sudoku-test', newSandbox: false },
        );
        if (value.error !== void 0) throw new Error(`In Firefox's chrome: ${value.error}`);
        return JSON.parse(value.ok ?? 'null');
      },
      async close() {
        await Promise.race([browser.disconnect().catch(() => void 0), sleep(3e3)]);
        const exited = new Promise((done) => firefox.once('exit', done));
        await Promise.race([
          marionette.send('Marionette:Quit', { flags: ['eForceQuit'] }).catch(() => void 0),
          sleep(5e3),
        ]);
        marionette.close();
        await Promise.race([exited, sleep(5e3)]);
        if (firefox.exitCode === null && firefox.signalCode === null) firefox.kill('SIGKILL');
      },
    };
  } catch (error) {
    firefox.kill();
    throw error;
  }
}
export { startFirefox };
