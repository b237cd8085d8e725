// Serves the built Storybook on a free loopback port and runs @storybook/test-runner against it:
// play functions, axe (light and dark) and screenshots of every story in Chromium.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, 'storybook-static');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png' };

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const file = normalize(join(root, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)));
  if (!file.startsWith(root)) return res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const args = ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...process.argv.slice(2)];
const child = spawn('npx', args, { stdio: 'inherit', env: process.env });
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
