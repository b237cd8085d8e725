import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

/** What a production host compresses: text, not fonts or images that are compressed already. */
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg']);

/**
 * Serves a folder on a free loopback port (a benchmark's own pages; the apps themselves are served by the
 * production web server, apps/web); resolves to { url, close }. With `proxy` ({ '/api': 'http://127.0.0.1:3333' }),
 * requests under a prefix are passed on to that origin, as the portal's dev server does; a target that
 * does not answer gives 502. Text files go gzip-compressed to a client that accepts it, as any production
 * host sends them: what a page downloads before its first paint is measured as a user's link carries it.
 */
export async function serveStatic(root, { proxy = {} } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const prefix = Object.keys(proxy).find((p) => url.pathname === p || url.pathname.startsWith(p + '/'));
    if (prefix) return forward(req, res, proxy[prefix]);
    const file = normalize(
      join(root, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)),
    );
    if (!file.startsWith(root)) return res.writeHead(403).end();
    try {
      send(req, res, file, await readFile(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

/** Answers with a file's body, gzip-compressed (once per file) when it is text and the client accepts it. */
function send(req, res, file, body) {
  const headers = {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    vary: 'accept-encoding',
  };
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || !COMPRESSED.has(extname(file))) return res.writeHead(200, headers).end(body);
  let gzipped = gzipCache.get(file);
  if (!gzipped || !gzipped.source.equals(body)) {
    gzipped = { source: body, body: gzipSync(body) };
    gzipCache.set(file, gzipped);
  }
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipped.body);
}

/** Compressed bodies by file path, with their source to notice a rebuilt file. */
const gzipCache = new Map();

/** Passes one request on to `target` (an origin) and streams the answer back. */
function forward(req, res, target) {
  const upstream = httpRequest(
    new URL(req.url, target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end();
  });
  // The browser went away (a closed EventSource, a left page): end the upstream request too, or a
  // long-lived answer such as an event stream would stay open on the target.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
