import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, stopProcessGroup } from './apiProcess';
import { productionBuilt } from './productionBuild';

/**
 * The production web server (apps/web) as a child process, as `npm run serve` starts it (`node
 * apps/web/dist/main.js`): the built portal and analytics app (and Storybook when asked), each on a free
 * loopback port of its own, with their headers, passing /api on to `apiUrl`. `env` carries the deployment's
 * origins (PORTAL_URL, ANALYTICS_URL, EMBED_ORIGINS…), the same the API is given, so both agree.
 */
export interface WebProcess {
  portalUrl: string;
  frameUrl: string;
  /** Only when started with `storybook`. */
  storybookUrl: string | undefined;
  readonly exitCode: number | null;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
/** The web server's production entry point, as tools/serve.mjs and the Dockerfile start it. */
const WEB_ENTRY = path.join(root, 'apps/web/dist/main.js');

/** The ports the sites will take, chosen first: the API's settings name the sites' origins. */
export async function webPorts(storybook = false) {
  return {
    portal: await freePort(),
    analytics: await freePort(),
    storybook: storybook ? await freePort() : undefined,
  };
}

export const originOf = (port: number) => `http://127.0.0.1:${port}`;

export async function startWebProcess({
  apiUrl,
  ports,
  env = {},
}: {
  apiUrl: string;
  ports: Awaited<ReturnType<typeof webPorts>>;
  env?: Record<string, string>;
}): Promise<WebProcess> {
  await productionBuilt();
  const child: ChildProcess = spawn(process.execPath, [WEB_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_PROXY_TARGET: apiUrl,
      PORTAL_PORT: String(ports.portal),
      ANALYTICS_PORT: String(ports.analytics),
      STORYBOOK_PORT: ports.storybook ? String(ports.storybook) : 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const web: WebProcess = {
    portalUrl: originOf(ports.portal),
    frameUrl: originOf(ports.analytics),
    storybookUrl: ports.storybook ? originOf(ports.storybook) : undefined,
    get exitCode() {
      return child.exitCode;
    },
    stop: () => stopProcessGroup(child),
  };
  try {
    for (const url of [web.portalUrl, web.frameUrl, web.storybookUrl].filter(Boolean))
      await waitForSite(web, url!);
  } catch (error) {
    await web.stop();
    throw error;
  }
  return web;
}

/** Resolves once the site answers its index page; throws if the server exits or does not answer in 30 s. */
async function waitForSite(web: WebProcess, url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (web.exitCode !== null) throw new Error(`the web server exited with ${web.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the web server did not answer ${url} in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
