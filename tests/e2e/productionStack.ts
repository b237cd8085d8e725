import { type ApiProcess, freePort, startApiProcess, waitForApi } from './apiProcess';
import { originOf, startWebProcess, webPorts, type WebProcess } from './webProcess';

/**
 * The whole portal as a provider deploys it and `npm start` runs it: the built API (fresh PGlite, demo data)
 * and the production web server serving the portal and the analytics app, each on its own origin with its
 * headers, passing /api on to the API. The API names the analytics origin in its embed URLs and lets the
 * portal's origin embed it; the web server reads the same settings for its headers.
 */
export interface ProductionStack {
  api: ApiProcess;
  web: WebProcess;
  portalUrl: string;
  frameUrl: string;
  stop(): Promise<void>;
}

/** The API's extra environment, or a function of the stack's origins that gives it (single sign-on needs them). */
export type StackApiEnv =
  | Record<string, string>
  | ((origins: { apiUrl: string; portalUrl: string }) => Promise<Record<string, string>>);

export async function startProductionStack(
  apiEnv: StackApiEnv = {},
  { storybook = false }: { storybook?: boolean } = {},
): Promise<ProductionStack> {
  const apiUrl = originOf(await freePort());
  const ports = await webPorts(storybook);
  const portalUrl = originOf(ports.portal);
  const extraEnv = typeof apiEnv === 'function' ? await apiEnv({ apiUrl, portalUrl }) : apiEnv;
  // The deployment's settings, read alike by the API and the web server.
  const env = {
    PORTAL_URL: portalUrl,
    CORS_ORIGINS: portalUrl,
    EMBED_ORIGINS: portalUrl,
    ANALYTICS_URL: originOf(ports.analytics),
    ...extraEnv,
  };
  const api = await startApiProcess({ port: Number(new URL(apiUrl).port), env });
  let web: WebProcess | undefined;
  const stop = async () => {
    await web?.stop();
    await api.stop();
  };
  try {
    web = await startWebProcess({ apiUrl, ports, env });
    await waitForApi(api, 180_000);
    return { api, web, portalUrl: web.portalUrl, frameUrl: web.frameUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
