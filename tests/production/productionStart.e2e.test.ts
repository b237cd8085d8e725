import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { buildProduction } from '@nuvem/devtools/build';
import { launchChromium } from '@nuvem/devtools/chromium';
import { E2E_ANALYTICS_MONTHS, freePort, SEEDED_DATA_ENV, stopProcessGroup } from '../e2e/apiProcess';
import { fillSignIn, DEMO_PASSWORD } from '../e2e/demoSession';

/**
 * The production start as a provider runs it: `npm run serve` (tools/serve.mjs, the Dockerfile's command) over
 * the production build (`npm run build`, Storybook included), on ports of its own. Every header of the portal,
 * the analytics frame and Storybook; caching of a hashed file against index.html; compression; the SPA
 * fallback and a missing asset's 404; /api and an event stream through the web server; every page working in
 * Chromium under its Content-Security-Policy with no violation; and an embedded report's frame loading in at
 * most 15 requests.
 */
const root = path.resolve(import.meta.dirname, '../..');
let serve: ChildProcess;
let output = '';
let dataDir: string;
const at: Record<'api' | 'portal' | 'analytics' | 'storybook', string> = {
  api: '',
  portal: '',
  analytics: '',
  storybook: '',
};
let browser: Browser;

beforeAll(async () => {
  // The e2e setup built the rest; Storybook is only this suite's.
  await buildProduction(['storybook']);
  const ports = { api: await freePort(), portal: await freePort(), analytics: await freePort() };
  const storybookPort = await freePort();
  for (const [name, port] of Object.entries({ ...ports, storybook: storybookPort }))
    at[name as keyof typeof at] = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'nuvem-production-'));
  const seeded = process.env[SEEDED_DATA_ENV];
  if (seeded) cpSync(path.join(seeded, `months-${E2E_ANALYTICS_MONTHS}`), dataDir, { recursive: true });
  serve = spawn(process.execPath, ['tools/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.api),
      PORTAL_PORT: String(ports.portal),
      ANALYTICS_PORT: String(ports.analytics),
      STORYBOOK_PORT: String(storybookPort),
      DATA_DIR: dataDir,
      DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
      PORTAL_URL: at.portal,
      CORS_ORIGINS: at.portal,
      // EMBED_ORIGINS unset: the default (PORTAL_URL and CORS_ORIGINS) decides the frame's frame-ancestors.
      ANALYTICS_URL: at.analytics,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  serve.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  serve.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await ready();
  browser = await launchChromium();
}, 600_000);

/** Resolves once serve.mjs says Nuvem is ready; throws if it exits or takes more than 3 minutes. */
async function ready(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!output.includes('Nuvem is ready')) {
    if (serve.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm run serve did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

afterAll(async () => {
  await browser?.close();
  await stopProcessGroup(serve);
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm run serve says where everything is and when it is ready', () => {
  expect(output).toContain(`portal     ${at.portal}`);
  expect(output).toMatch(
    new RegExp(`Nuvem is ready \\(${at.api}/api/v1/health answered 200 after \\d+ s\\): open ${at.portal}`),
  );
});

/** A policy as directive → sources. */
function csp(answer: Response): Record<string, string[]> {
  const policy = answer.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const POWERFUL_FEATURES_OFF = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'];

function expectCommonHeaders(answer: Response) {
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = answer.headers.get('permissions-policy') ?? '';
  for (const feature of POWERFUL_FEATURES_OFF) expect(permissions).toContain(feature);
  expect(permissions).toContain('fullscreen=(self)');
}

describe('headers', () => {
  test('the portal: its CSP, framed by nobody', async () => {
    for (const path of ['/', '/login', '/insights/bi/7f1c']) {
      const answer = await fetch(`${at.portal}${path}`);
      expect(answer.status).toBe(200);
      expectCommonHeaders(answer);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      const policy = csp(answer);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual([at.analytics]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
    }
  });

  test('the analytics frame: framed by the EMBED_ORIGINS only (by default the portal), its inline script by hash', async () => {
    const answer = await fetch(`${at.analytics}/reportEmbed?reportId=x`);
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer);
    expect(answer.headers.get('x-frame-options')).toBeNull();
    const policy = csp(answer);
    expect(policy['frame-ancestors']).toEqual([at.portal]);
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  test("Storybook: its own frames only, its build's inline scripts by hash", async () => {
    for (const path of ['/', '/iframe.html?id=features-portalmenu--ana&viewMode=story']) {
      const answer = await fetch(`${at.storybook}${path}`);
      expect(answer.status).toBe(200);
      expectCommonHeaders(answer);
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const policy = csp(answer);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(["'self'"]);
      expect(policy['script-src']![0]).toBe("'self'");
      expect(policy['script-src']!.slice(1).every((source) => /^'sha256-/.test(source))).toBe(true);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
    }
  });
});

describe('files', () => {
  /** The portal's entry script, as its index.html names it. */
  async function entryScript(): Promise<string> {
    const html = await (await fetch(at.portal)).text();
    return /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
  }

  test('a hashed file is cached for a year, immutable; index.html is revalidated', async () => {
    const script = await fetch(`${at.portal}${await entryScript()}`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await fetch(at.portal);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('etag')).toBeTruthy();
  });

  test('text goes Brotli- or gzip-compressed, as the browser accepts', async () => {
    const script = await entryScript();
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      for (const url of [`${at.portal}${script}`, `${at.portal}/`, `${at.storybook}/sb-manager/runtime.js`]) {
        const answer = await fetch(url, { headers: { 'accept-encoding': accepted } });
        expect(answer.headers.get('content-encoding'), url).toBe(encoding);
        expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      }
    }
  });

  test("a client route is the portal's index.html; a missing asset is a 404", async () => {
    const route = await fetch(`${at.portal}/insights/bi/7f1c`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const missing = await fetch(`${at.portal}/assets/index-00000000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    expect((await fetch(`${at.storybook}/no-such-page`)).status).toBe(404);
  });
});

describe('/api through the web server', () => {
  async function signIn(origin: string): Promise<string> {
    const answer = await fetch(`${origin}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@acme.example', password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { access_token: string }).access_token;
  }

  test("the portal's and the frame's /api answer as the API does, request bodies included", async () => {
    for (const origin of [at.portal, at.analytics]) {
      const health = await fetch(`${origin}/api/v1/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(await signIn(origin)).toMatch(/^ey/);
    }
  });

  test('an event stream arrives through the portal as it is sent', async () => {
    const token = await signIn(at.portal);
    const auth = { authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${at.portal}/api/v1/me`, { headers: auth })).json()) as {
      stream_channel: string;
      stream_hash: string;
    };
    const controller = new AbortController();
    const stream = await fetch(
      `${at.portal}/api/v1/streams/${me.stream_channel}?user=${me.stream_channel}&hash=${encodeURIComponent(me.stream_hash)}`,
      { headers: { accept: 'text/event-stream' }, signal: controller.signal },
    );
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    // The stream's opening lines arrive while it stays open: nothing between waits for its end.
    while (!received.includes('retry:')) received += decoder.decode((await reader.read()).value);
    const alarm = await fetch(`${at.portal}/api/v1/streams/fake-alarm`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(alarm.status).toBe(202);
    while (!received.includes('event: monitor')) received += decoder.decode((await reader.read()).value);
    controller.abort();
  });
});

describe('in Chromium, under the policies', () => {
  let context: BrowserContext;
  let page: Page;
  /** Whatever the browser said about a policy (CSP, Permissions-Policy), from the page and its frames. */
  let policyMessages: string[];

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
    page = await context.newPage();
    policyMessages = [];
    page.on('console', (message) => {
      if (
        /Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(message.text())
      )
        policyMessages.push(`${message.location().url}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => policyMessages.push(`pageerror: ${error.message}`));
  });
  afterEach(() => context.close());

  test('the login page, the shell, and /insights with an embedded dashboard and report: no violation', async () => {
    // The frame says it rendered over postMessage, as the SDK hears it.
    await page.addInitScript(() => {
      const counted = window as unknown as { __rendered: number };
      counted.__rendered = 0;
      window.addEventListener('message', (event: MessageEvent<{ url?: unknown }>) => {
        if (typeof event.data?.url === 'string' && /\/events\/rendered$/.test(event.data.url))
          counted.__rendered += 1;
      });
    });
    const rendered = () => page.evaluate(() => (window as unknown as { __rendered: number }).__rendered);
    await page.goto(`${at.portal}/insights`);
    await page.waitForURL(/\/login$/);
    await fillSignIn(page, 'diego@nuvem.example');
    await page.waitForURL(/\/insights$/);
    await page.getByRole('heading', { name: 'Qual Dashboard deseja acessar?' }).waitFor();

    await page.getByRole('button', { name: 'Faturamento Mensal', exact: true }).click();
    await page
      .frameLocator('iframe')
      .getByText(/R\$\s?[\d.,]+/)
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(rendered, { timeout: 30_000 }).toBeGreaterThan(0);

    // A BI report: every request its frame makes, from its document until it says rendered.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByText('Data Analytics').first().waitFor();
    const before = await rendered();
    const frameRequests: Request[] = [];
    const fromFrame = (request: Request) => {
      if (request.frame() !== page.mainFrame()) frameRequests.push(request);
    };
    page.on('request', fromFrame);
    await page.getByRole('button', { name: 'Receita por Cliente', exact: true }).click();
    await expect.poll(rendered, { timeout: 30_000 }).toBeGreaterThan(before);
    page.off('request', fromFrame);
    await page
      .frameLocator('iframe')
      .getByText(/R\$\s?[\d.,]+/)
      .first()
      .waitFor();
    const requested = frameRequests.map((request) => new URL(request.url()).pathname);
    console.log(`the report's frame made ${requested.length} requests:\n  ${requested.join('\n  ')}`);
    expect(requested[0]).toMatch(/^\/reportEmbed/);
    expect(requested.length).toBeLessThanOrEqual(15);

    expect(policyMessages).toEqual([]);
  });

  test("Storybook's manager, a story and a docs page: no violation", async () => {
    await page.goto(`${at.storybook}/?path=/story/features-portalmenu--ana`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.locator('#storybook-root > *').first().waitFor({ timeout: 60_000 });
    await page
      .getByRole('button', { name: /PortalMenu/i })
      .first()
      .waitFor();

    await page.goto(`${at.storybook}/iframe.html?id=features-portalmenu--docs&viewMode=docs`);
    await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 60_000 });

    expect(policyMessages).toEqual([]);
  });
});
