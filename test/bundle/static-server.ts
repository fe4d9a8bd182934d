// A static server for dist/lib plus generated host pages, on 127.0.0.1 and a free port. Two of them are two
// origins: one plays the site, the other a CDN that serves the bundle with CORS, as CDNs do.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LIB_DIR = resolve(import.meta.dirname, '../../dist/lib');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** A host page: its HTML, and response headers of its own (a Content-Security-Policy, say). */
export interface HostPage {
  html: string;
  headers?: Record<string, string>;
}

/**
 * Serves any path in `pages` as HTML, and files under each prefix of `roots` (default: /lib/* from dist/lib).
 * `gzip`: files gzipped for a client that accepts it, as real static hosts do (Lighthouse measures what travels).
 */
export async function serveStatic(
  pages: Record<string, string | HostPage> = {},
  roots: Record<string, string> = { '/lib/': LIB_DIR },
  { gzip = false } = {},
): Promise<StaticServer> {
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const headers: Record<string, string> = { 'access-control-allow-origin': '*' };
    const page = pages[path];
    if (page !== undefined) {
      const { html, headers: own = {} } = typeof page === 'string' ? { html: page } : page;
      response.writeHead(200, { ...headers, ...own, 'content-type': TYPES['.html'] }).end(html);
      return;
    }
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    const dir = prefix === undefined ? '' : roots[prefix];
    const file = normalize(join(dir, path.slice(prefix?.length ?? 0) || 'index.html'));
    if (prefix === undefined || !file.startsWith(dir)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (gzip && type !== 'image/png' && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        response.writeHead(200, {
          ...headers,
          'content-type': type,
          'content-encoding': 'gzip',
          vary: 'accept-encoding',
        });
        response.end(gzipSync(body));
        return;
      }
      response.writeHead(200, { ...headers, 'content-type': type });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // Chromium keeps its connections open: without closing them, close() waits until the browser ends.
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
