import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';

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

/**
 * Serves a folder on a free loopback port; resolves to { url, close }. With `spa`, unknown paths get
 * index.html, as a single-page app's host does. With `proxy` ({ '/api': 'http://127.0.0.1:3333' }),
 * requests under a prefix are passed on to that origin, as the portal's dev server does; a target that
 * does not answer gives 502.
 */
export async function serveStatic(root, { spa = false, proxy = {} } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const prefix = Object.keys(proxy).find((p) => url.pathname === p || url.pathname.startsWith(p + '/'));
    if (prefix) return forward(req, res, proxy[prefix]);
    const file = normalize(
      join(root, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)),
    );
    if (!file.startsWith(root)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      if (!spa || extname(file)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(await readFile(join(root, 'index.html')));
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
