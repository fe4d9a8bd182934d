// Firefox started for a test with two ways in at once: puppeteer over WebDriver BiDi for pages, and Marionette for
// the browser's own chrome (its context menu, paste prompt, clipboard, console, a tab's media overrides), which BiDi
// reached through `moz:scope: "chrome"` until Firefox ESR 140.12 dropped it. Firefox allows one WebDriver session, so
// Marionette makes it, with `webSocketUrl: true` (a session both protocols share), and puppeteer connects to that
// session's WebSocket; puppeteer's own `session.new` is answered here with the session Marionette made.
// Plain JavaScript: web-test-runner's launcher (wtr-firefox.mjs) loads it as well as the extension's tests.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
// puppeteer-core's own dependency: the profile puppeteer.launch would write (no updates, no first-run pages).
import { Browser as BrowserKind, createProfile } from '@puppeteer/browsers';
import puppeteer from 'puppeteer-core';
import { NodeWebSocketTransport } from 'puppeteer-core/internal/node/NodeWebSocketTransport.js';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Marionette's protocol: `length:json` packets; commands [0, id, name, params], answers [1, id, error, result]. */
class Marionette {
  #socket;
  #buffer = Buffer.alloc(0);
  /** id → [resolve, reject] of the commands sent and not yet answered. */
  #pending = new Map();
  #next = 1;

  constructor(socket) {
    this.#socket = socket;
    socket.on('data', (chunk) => this.#read(chunk));
    // A Firefox that goes away fails what waits on it instead of leaving it waiting.
    socket.on('close', () => {
      for (const [, fail] of this.#pending.values()) fail(new Error('Marionette closed its connection.'));
      this.#pending.clear();
    });
  }

  #read(chunk) {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const colon = this.#buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(this.#buffer.subarray(0, colon).toString());
      if (this.#buffer.length < colon + 1 + length) return;
      const packet = JSON.parse(this.#buffer.subarray(colon + 1, colon + 1 + length).toString());
      this.#buffer = this.#buffer.subarray(colon + 1 + length);
      // The greeting is an object; answers are arrays.
      if (!Array.isArray(packet)) continue;
      const [, id, error, result] = packet;
      const waiting = this.#pending.get(id);
      this.#pending.delete(id);
      if (!waiting) continue;
      if (error) waiting[1](new Error(`Marionette: ${error.error}: ${error.message}`));
      else waiting[0](result);
    }
  }

  send(name, params = {}) {
    const id = this.#next++;
    const body = Buffer.from(JSON.stringify([0, id, name, params]));
    return new Promise((done, fail) => {
      this.#pending.set(id, [done, fail]);
      this.#socket.write(`${body.length}:`);
      this.#socket.write(body);
    });
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

/** Marionette listens on a free port (`marionette.port` 0) and writes it into the profile. */
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

/**
 * Starts headless Firefox in `profile` (written with `prefs`) and connects both ways in.
 * @param {{ executablePath: string, profile: string, prefs: Record<string, unknown>, timeoutMs: number }} options
 */
export async function startFirefox({ executablePath, profile, prefs, timeoutMs }) {
  await createProfile(BrowserKind.FIREFOX, { path: profile, preferences: { ...prefs, 'marionette.port': 0 } });
  const args = ['--headless', '--marionette', '--remote-debugging-port=0', '--remote-allow-system-access'];
  const firefox = spawn(executablePath, [...args, '--no-remote', '--profile', profile, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
        // The session exists (Marionette made it): puppeteer is told it is the one it asked for.
        const answer = { type: 'success', id: command.id, result: session };
        setTimeout(() => transport.onmessage?.(JSON.stringify(answer)), 0);
      },
      close: () => inner.close(),
    };
    inner.onmessage = (message) => transport.onmessage?.(String(message));
    inner.onclose = () => transport.onclose?.();
    const browser = await puppeteer.connect({ transport, protocol: 'webDriverBiDi', protocolTimeout: timeoutMs });

    /**
     * Runs `body`, the body of an async function, in the browser window's chrome; its result through JSON.
     * @template T
     * @param {string} body
     * @returns {Promise<T>}
     */
    async function inChrome(body) {
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
      if (value.error !== undefined) throw new Error(`In Firefox's chrome: ${value.error}`);
      return JSON.parse(value.ok ?? 'null');
    }

    return {
      browser,
      inChrome,
      /**
       * Sets properties of a tab's top-level BrowsingContext (`prefersColorSchemeOverride`, `forcedColorsOverride`,
       * `prefersReducedMotionOverride`, `mediumOverride`), as Firefox's DevTools do. ESR 140's BrowsingContext has
       * no reduced-motion override: its pref serves there (for the whole browser).
       * @param {string} contextId the tab's BiDi browsing-context id
       * @param {Record<string, string>} properties
       */
      async setOverrides(contextId, properties) {
        await inChrome(`
          // NavigableManager in newer Firefoxes, TabManager in ESR 140.
          let manager;
          try {
            manager = ChromeUtils.importESModule('chrome://remote/content/shared/NavigableManager.sys.mjs').NavigableManager;
          } catch {
            manager = ChromeUtils.importESModule('chrome://remote/content/shared/TabManager.sys.mjs').TabManager;
          }
          const context = manager.getBrowsingContextById(${JSON.stringify(contextId)});
          const properties = ${JSON.stringify(properties)};
          if ('prefersReducedMotionOverride' in properties && !('prefersReducedMotionOverride' in context)) {
            const motion = properties.prefersReducedMotionOverride;
            delete properties.prefersReducedMotionOverride;
            if (motion === 'none') Services.prefs.clearUserPref('ui.prefersReducedMotion');
            else Services.prefs.setIntPref('ui.prefersReducedMotion', motion === 'reduce' ? 1 : 0);
          }
          Object.assign(context, properties);
        `);
      },
      /** The session is Marionette's: puppeteer lets go, Marionette quits Firefox, and one that lingers is killed. */
      async close() {
        await Promise.race([browser.disconnect().catch(() => undefined), sleep(3000)]);
        const exited = new Promise((done) => firefox.once('exit', done));
        await Promise.race([
          marionette.send('Marionette:Quit', { flags: ['eForceQuit'] }).catch(() => undefined),
          sleep(5000),
        ]);
        marionette.close();
        await Promise.race([exited, sleep(5000)]);
        if (firefox.exitCode === null && firefox.signalCode === null) firefox.kill('SIGKILL');
      },
    };
  } catch (error) {
    firefox.kill();
    throw error;
  }
}
