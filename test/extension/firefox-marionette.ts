// Firefox started for a test with two ways in at once: puppeteer over WebDriver BiDi for pages, and Marionette for
// the browser's own chrome (its context menu, paste prompt, clipboard, console), which BiDi reached through
// `moz:scope: "chrome"` until Firefox ESR 140.12 dropped it. Firefox allows one WebDriver session, so Marionette makes
// it, with `webSocketUrl: true` (a session both protocols share), and puppeteer connects to that session's WebSocket;
// puppeteer's own `session.new` is answered here with the session Marionette made.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
// puppeteer-core's own dependency (the profile puppeteer.launch would write: no updates, no first-run pages).
import { Browser as BrowserKind, createProfile } from '@puppeteer/browsers';
import puppeteer, { type Browser, type ConnectionTransport } from 'puppeteer-core';
import { NodeWebSocketTransport } from 'puppeteer-core/internal/node/NodeWebSocketTransport.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Marionette's protocol: `length:json` packets; commands [0, id, name, params], answers [1, id, error, result]. */
class Marionette {
  #socket: Socket;
  #buffer = Buffer.alloc(0);
  #pending = new Map<number, (answer: [number, number, { error: string; message: string } | null, unknown]) => void>();
  #next = 1;

  constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      for (;;) {
        const colon = this.#buffer.indexOf(':');
        if (colon < 0) return;
        const length = Number(this.#buffer.subarray(0, colon).toString());
        if (this.#buffer.length < colon + 1 + length) return;
        const packet: unknown = JSON.parse(this.#buffer.subarray(colon + 1, colon + 1 + length).toString());
        this.#buffer = this.#buffer.subarray(colon + 1 + length);
        // The greeting is an object; answers are arrays.
        if (Array.isArray(packet)) this.#pending.get(packet[1] as number)?.(packet as never);
      }
    });
  }

  async send<T>(name: string, params: object = {}): Promise<T> {
    const id = this.#next++;
    const body = Buffer.from(JSON.stringify([0, id, name, params]));
    const [, , error, result] = await new Promise<[number, number, { error: string; message: string } | null, unknown]>(
      (done) => {
        this.#pending.set(id, done);
        this.#socket.write(`${body.length}:`);
        this.#socket.write(body);
      },
    );
    this.#pending.delete(id);
    if (error) throw new Error(`Marionette ${name}: ${error.error}: ${error.message}`);
    return result as T;
  }

  close(): void {
    this.#socket.destroy();
  }
}

export interface FirefoxSession {
  browser: Browser;
  /** Runs `body`, the body of an async function, in the browser window's chrome; its result through JSON. */
  inChrome<T>(body: string): Promise<T>;
  /** Closes the browser and stops the process. */
  close(): Promise<void>;
}

async function waitForLine(process: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  let seen = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Firefox did not start its remote agent: ${seen.slice(-500)}`)),
      timeoutMs,
    );
    process.stderr?.on('data', (chunk: Buffer) => {
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

async function marionettePort(profile: string, timeoutMs: number): Promise<number> {
  const file = join(profile, 'MarionetteActivePort');
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(50)) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').trim());
      if (port > 0) return port;
    }
  }
  throw new Error('Firefox did not start Marionette.');
}

export async function startFirefox(options: {
  executablePath: string;
  profile: string;
  prefs: Record<string, unknown>;
  timeoutMs: number;
}): Promise<FirefoxSession> {
  const { executablePath, profile, prefs, timeoutMs } = options;
  // Marionette on a free port, written into the profile: Firefoxes started side by side never collide.
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
    const session = await marionette.send<{ sessionId: string; capabilities: { webSocketUrl: string } }>(
      'WebDriver:NewSession',
      { webSocketUrl: true },
    );
    await marionette.send('Marionette:SetContext', { value: 'chrome' });
    const inner = await NodeWebSocketTransport.create(session.capabilities.webSocketUrl);
    const transport: ConnectionTransport = {
      send(message: string) {
        const command = JSON.parse(message) as { id: number; method: string };
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
    return {
      browser,
      async inChrome<T>(body: string): Promise<T> {
        const script = `const done = arguments[arguments.length - 1];
          (async () => { ${body} })().then(
            (value) => done({ ok: JSON.stringify(value ?? null) }),
            (error) => done({ error: String(error) }),
          );`;
        const { value } = await marionette.send<{ value: { ok?: string; error?: string } }>(
          'WebDriver:ExecuteAsyncScript',
          // One sandbox for every call, as one chrome scope: a call may leave a promise for a later one.
          { script, args: [], sandbox: 'sudoku-test', newSandbox: false },
        );
        if (value.error !== undefined) throw new Error(`In Firefox's chrome: ${value.error}`);
        return JSON.parse(value.ok ?? 'null') as T;
      },
      async close() {
        // The session is Marionette's: puppeteer lets go, Marionette quits Firefox, and a Firefox that has not gone
        // within a few seconds is killed (a test run must leave no browser behind).
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
