import { build } from 'esbuild';
import { createServer } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { anchorSdk, oursSdk, SDKS } from '../../compat/wire/harness.mjs';

/**
 * A host page that embeds analytics content with one of the two SDKs, as a customer's page would: it is served
 * at https://host.nuvem.test, and the frame's https://app.powerbi.com (the only host powerbi-client accepts) is
 * routed to the analytics app under test (its /api too, which the app's server passes on to the API). Both SDKs
 * run under the same conditions, so their figures compare.
 */
export const HOST_ORIGIN = 'https://host.nuvem.test';
export const FRAME_ORIGIN = 'https://app.powerbi.com';

export type SdkName = keyof typeof SDKS;

export interface EmbedHost {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the host page and of its frames. */
  errors: string[];
  /** The SDK's global on the page ('powerbi-client' or 'NuvemEmbed'). */
  sdkGlobal: string;
}

const sdkCode: Partial<Record<SdkName, Promise<string>>> = {};

async function codeOf(sdk: SdkName): Promise<string> {
  sdkCode[sdk] ??= (sdk === 'anchor' ? anchorSdk() : oursSdk()).then((built) => {
    if (!('code' in built) || !built.code) throw new Error(`no ${sdk} SDK bundle: ${JSON.stringify(built)}`);
    return built.code;
  });
  return sdkCode[sdk];
}

let hostScript: Promise<string> | undefined;

/** hostScript.ts as a classic script defining window.__host. */
function hostScriptCode(): Promise<string> {
  hostScript ??= build({
    entryPoints: [path.join(import.meta.dirname, 'hostScript.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return hostScript;
}

const hostHtml = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Host</title></head>
<body style="margin:0"><div id="embed" style="width:1280px;height:720px"></div>
<script src="/sdk.js"></script><script src="/host.js"></script></body></html>`;

export async function openEmbedHost(
  browser: Browser,
  {
    sdk,
    frameUrl,
    hostOrigin = HOST_ORIGIN,
    viewport = { width: 1300, height: 760 },
  }: {
    sdk: SdkName;
    frameUrl: string;
    /** Where the host page is served: HOST_ORIGIN, or an origin the API does not allow. */
    hostOrigin?: string;
    viewport?: { width: number; height: number };
  },
): Promise<EmbedHost> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  await context.route('**/*', (route) => route.abort('blockedbyclient'));
  const [code, helpers] = await Promise.all([codeOf(sdk), hostScriptCode()]);
  await context.route(`${hostOrigin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: hostHtml });
    if (pathname === '/sdk.js') return route.fulfill({ contentType: 'text/javascript', body: code });
    if (pathname === '/host.js') return route.fulfill({ contentType: 'text/javascript', body: helpers });
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await context.route(`${FRAME_ORIGIN}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    try {
      const headers = await framingHeaders(route.request());
      const response = await route.fetch({ url: `${frameUrl}${pathname}${search}`, headers });
      await route.fulfill({ response });
    } catch (error) {
      // The test closed the context while a request of the frame was in flight (nobody waits for it), or
      // the app did not answer within Playwright's 30 s: the frame gets a failed request, and the test's own
      // assertions say whether that mattered. Thrown from here, it would be an unhandled rejection that
      // fails the whole run after every test passed.
      await route.abort('failed').catch(() => undefined);
      if (!/disposed|closed|timeout/i.test(String(error))) throw error;
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(`${hostOrigin}/`);
  return { context, page, errors, sdkGlobal: SDKS[sdk].global };
}

/**
 * The same host page on a real loopback origin of its own (no routing): how a customer's page meets the
 * analytics app deployed on its own origin. Resolves to the page's origin and a way to stop serving it.
 */
export async function serveHostPage(sdk: SdkName): Promise<{ url: string; close(): Promise<void> }> {
  const [code, helpers] = await Promise.all([codeOf(sdk), hostScriptCode()]);
  const files: Record<string, [string, string]> = {
    '/': ['text/html', hostHtml],
    '/sdk.js': ['text/javascript', code],
    '/host.js': ['text/javascript', helpers],
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The request's headers as the browser sends them to the frame's own origin. An iframe's navigation also
 * carries Sec-Fetch-Dest and the Referer of the page that frames it (the page's origin, under the default
 * strict-origin-when-cross-origin), which the frame's server reads (apps/web frameHeaders.ts); the browser adds
 * them below the interception, so they are added here as it would.
 */
async function framingHeaders(request: Request): Promise<Record<string, string>> {
  const headers = { ...(await request.allHeaders()) };
  const parent = request.isNavigationRequest() ? request.frame().parentFrame() : null;
  if (parent) {
    headers['sec-fetch-dest'] ??= 'iframe';
    headers['referer'] ??= `${new URL(parent.url()).origin}/`;
  }
  return headers;
}
