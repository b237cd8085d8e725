import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSite } from './site';

/**
 * One site as the web server runs it, on a real port, over a built folder laid out as Vite and
 * tools/precompress.mjs leave it, in front of a stand-in API on a real port of its own.
 */
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head></html>';
const APP = 'console.log("app");'.repeat(100);
const SITE_HEADERS = { 'x-site': 'portal', 'content-security-policy': "default-src 'self'" };

let api: FastifyInstance;
let site: FastifyInstance;
let siteUrl: string;
let upstreamCalls: Record<string, number>;
let forwardedFor: string | undefined;
let streamOpen = false;
let sendSecondEvent: () => void;

function builtSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'nuvem-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(root, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(root, 'assets/app-Ab12Cd34.js'), APP);
  writeFileSync(join(root, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(APP));
  writeFileSync(join(root, 'assets/app-Ab12Cd34.js.gz'), gzipSync(APP));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, '.build-inputs'), 'secret-ish\n');
  return root;
}

async function standInApi(): Promise<FastifyInstance> {
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    upstreamCalls[request.url] = (upstreamCalls[request.url] ?? 0) + 1;
    forwardedFor = request.headers['x-forwarded-for'] as string | undefined;
  });
  app.get('/api/v1/health', async (_request, reply) => reply.header('x-api', 'yes').send({ status: 'ok' }));
  app.post('/api/v1/echo', async (request) => ({ received: request.body }));
  app.get('/api/v1/down-for-a-while', async (_request, reply) => reply.code(503).send({ status: 'down' }));
  app.get('/api/v1/streams/user-1', (request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write('id: 1\ndata: first\n\n');
    streamOpen = true;
    sendSecondEvent = () => reply.raw.write('id: 2\ndata: second\n\n');
    request.raw.on('close', () => (streamOpen = false));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  api = await standInApi();
  site = await buildSite({ root: builtSite(), headers: SITE_HEADERS, spa: true, apiTarget: urlOf(api) });
  await site.listen({ port: 0, host: '127.0.0.1' });
  siteUrl = urlOf(site);
});
afterAll(async () => {
  site.server.closeAllConnections();
  await site.close();
  await api.close();
});
beforeEach(() => {
  upstreamCalls = {};
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${siteUrl}${path}`, { headers });

describe('built files', () => {
  test('a hashed file is cached for a year, immutable; index.html and unhashed files are revalidated', async () => {
    expect((await get('/assets/app-Ab12Cd34.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('etag')).toBeTruthy();
  });

  test("text goes as the build's Brotli copy, else its gzip copy, else as it is; always varying on the encoding", async () => {
    // Node's fetch decompresses the body and keeps the header: the body read is the original either way.
    for (const [accepted, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accepted });
      expect(answer.headers.get('content-encoding')).toBe(expected);
      expect(answer.headers.get('vary')).toContain('accept-encoding');
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
      expect(await answer.text()).toBe(APP);
    }
  });

  test("every answer of the site's own carries its headers, 404s included", async () => {
    for (const path of ['/', '/assets/app-Ab12Cd34.js', '/insights/42', '/assets/gone-Zz99Yy88.js']) {
      const answer = await get(path);
      expect(answer.headers.get('x-site')).toBe('portal');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
    }
  });

  test('a client route (no extension) is index.html, uncached; a missing file is a 404, never index.html', async () => {
    const route = await get('/insights/bi/7f1c', { 'accept-encoding': 'br' });
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toBe(INDEX);
    for (const missing of ['/assets/gone-Zz99Yy88.js', '/logo.png', '/insights/report.csv']) {
      const answer = await get(missing);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('<html');
    }
  });

  test('dotfiles are not served', async () => {
    expect((await get('/.build-inputs')).status).toBe(404);
  });
});

describe('/api, passed on to the API', () => {
  test("answers with the API's answer and headers, not the site's", async () => {
    const answer = await get('/api/v1/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('x-api')).toBe('yes');
    expect(answer.headers.get('x-site')).toBeNull();
  });

  test('passes request bodies on, and the client address in X-Forwarded-For', async () => {
    const answer = await fetch(`${siteUrl}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: 'ana@acme.example', nested: [1, [2]] }),
    });
    expect(await answer.json()).toEqual({ received: { email: 'ana@acme.example', nested: [1, [2]] } });
    expect(forwardedFor).toBe('203.0.113.7, 127.0.0.1');
  });

  test("passes the API's 503 on once, as it came (no retries the browser waits for)", async () => {
    const answer = await get('/api/v1/down-for-a-while');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'down' });
    expect(upstreamCalls['/api/v1/down-for-a-while']).toBe(1);
  });

  test('streams an event stream as it comes, and ends it upstream when the browser leaves', async () => {
    const controller = new AbortController();
    const answer = await get('/api/v1/streams/user-1', { accept: 'text/event-stream' });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(answer.headers.get('content-encoding')).toBeNull();
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) received += decoder.decode((await reader.read()).value);
    };
    // The first event arrives while the stream is still open: nothing waits for the answer to end.
    await readUntil('data: first');
    sendSecondEvent();
    await readUntil('data: second');
    expect(streamOpen).toBe(true);
    await reader.cancel();
    controller.abort();
    await expect.poll(() => streamOpen).toBe(false);
  });

  test('an API that does not answer is a 502 with no body the portal would take for an API error', async () => {
    const orphan = await buildSite({
      root: builtSite(),
      headers: SITE_HEADERS,
      spa: true,
      apiTarget: 'http://127.0.0.1:9',
    });
    const answer = await orphan.inject({ url: '/api/v1/health' });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).not.toMatch(/ECONNREFUSED|error_code/);
    await orphan.close();
  });
});

test('a site without an API (Storybook) answers /api with its own 404', async () => {
  const storybook = await buildSite({ root: builtSite(), headers: SITE_HEADERS, spa: false });
  const answer = await storybook.inject({ url: '/api/v1/health' });
  expect(answer.statusCode).toBe(404);
  expect(answer.headers['x-site']).toBe('portal');
  // Not a single-page app: no client routes either.
  expect((await storybook.inject({ url: '/some/route' })).statusCode).toBe(404);
  await storybook.close();
});
