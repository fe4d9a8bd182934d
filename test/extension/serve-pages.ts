// A tiny static server for the context-menu test pages (test/extension/pages), on 127.0.0.1 and a free port.
// csp.html also gets its strict policy as a response header, the way real sites send it; clipboard-blocked.html a
// Permissions-Policy that refuses the Clipboard API.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

const PAGES_DIR = resolve(import.meta.dirname, 'pages');
const STRICT_CSP = "default-src 'none'; style-src 'none'; script-src 'none'; img-src 'none'; frame-ancestors 'none'";

export interface PageServer {
  /** The URL of a page in test/extension/pages, e.g. url('table.html'), or of a file `put` there. */
  url(name: string): string;
  /** Serves `body` as `name` (e.g. a PNG a test made), from memory. */
  put(name: string, body: Buffer, type: string): void;
  close(): Promise<void>;
}

export async function servePages(): Promise<PageServer> {
  const files = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer(async (request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
    const file = files.get(name);
    if (file) {
      response.writeHead(200, { 'content-type': file.type }).end(file.body);
      return;
    }
    if (/^[a-z-]+\.js$/.test(name)) {
      const body = await readFile(join(PAGES_DIR, name)).catch(() => null);
      if (body) response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
      else response.writeHead(404).end();
      return;
    }
    if (!/^[a-z-]+\.html$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(PAGES_DIR, name));
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      if (name === 'csp.html') headers['content-security-policy'] = STRICT_CSP;
      if (name === 'clipboard-blocked.html') headers['permissions-policy'] = 'clipboard-write=()';
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    put: (name, body, type) => void files.set(name, { body, type }),
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
