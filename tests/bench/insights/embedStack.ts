import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import type { ApiProcess } from '../../e2e/apiProcess';
import { startProductionStack } from '../../e2e/productionStack';

/**
 * The stack of part 2 (click → rendered): the production stack of the end-to-end suites (the API on fresh
 * PGlite with demo data, the portal and the analytics app on the production web server, each on its own
 * origin passing /api on to the API), and beside them the peer's page (dist/embed.html) on an origin of its
 * own, also passing /api on. The API and the frame's headers let both pages embed (EMBED_ORIGINS).
 *
 * powerbi-client embeds only https URLs on *.powerbi.com hosts, so the analytics app is served as
 * https://app.powerbi.com to both sides alike: a TLS front (a throwaway self-signed certificate) on a
 * loopback port, to which the browser maps that name (--host-resolver-rules). ANALYTICS_URL names it, so
 * the API's embed URLs point there for the portal and the peer: the same frame, origin and path for both,
 * and no request of either goes through Playwright.
 */
export const FRAME_ORIGIN = 'https://app.powerbi.com';

export interface EmbedStack {
  api: ApiProcess;
  portalUrl: string;
  peerUrl: string;
  /** Chromium resolving app.powerbi.com to the TLS front; contexts need ignoreHTTPSErrors. */
  launchBrowser(): Promise<Browser>;
  stop(): Promise<void>;
}

/** A self-signed certificate for app.powerbi.com, made with openssl in `dir`. */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=app.powerbi.com',
      '-addext',
      'subjectAltName=DNS:app.powerbi.com',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** TLS on a free loopback port, each connection piped to `target`'s plain HTTP server. */
async function tlsFront(target: string, credentials: { key: Buffer; cert: Buffer }) {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  const server = createTlsServer(credentials, (socket) => {
    const upstream = connect(Number(port), hostname);
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    port: address.port,
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `peerDist`: the folder holding the peer's built page (embed.html). */
export async function startEmbedStack(
  peerDist: string,
  apiEnv: Record<string, string> = {},
): Promise<EmbedStack> {
  const certificates = mkdtempSync(path.join(tmpdir(), 'nuvem-bench-insights-'));
  let peer: Awaited<ReturnType<typeof serveStatic>> | undefined;
  const stack = await startProductionStack(async ({ apiUrl, portalUrl }) => {
    peer = await serveStatic(peerDist, { proxy: { '/api': apiUrl } });
    return { EMBED_ORIGINS: `${portalUrl},${peer.url}`, ANALYTICS_URL: FRAME_ORIGIN, ...apiEnv };
  });
  const front = await tlsFront(stack.frameUrl, certificate(certificates));
  rmSync(certificates, { recursive: true, force: true });
  return {
    api: stack.api,
    portalUrl: stack.portalUrl,
    peerUrl: peer!.url,
    launchBrowser: () =>
      launchChromium([`--host-resolver-rules=MAP app.powerbi.com 127.0.0.1:${front.port}`]),
    stop: async () => {
      await front.close();
      await peer?.close();
      await stack.stop();
    },
  };
}
