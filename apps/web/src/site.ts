import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { passApiOn } from './proxy/apiProxy';
import { serveBuiltFiles } from './static/builtFiles';

export interface SiteOptions {
  /** The site's build folder. */
  root: string;
  /**
   * Sent with every answer of the site's own (not with the API's, which has its own); a function when they
   * depend on the request (the frame's frame-ancestors: headers/frameHeaders.ts).
   */
  headers: Readonly<Record<string, string>> | ((request: FastifyRequest) => Readonly<Record<string, string>>);
  /** A single-page app with client routes (builtFiles.ts). */
  spa: boolean;
  /** Where /api is passed on to; no /api when absent. */
  apiTarget?: string | undefined;
  logLevel?: string;
}

/** One site (the portal, the analytics frame or Storybook) as its own Fastify server, not yet listening. */
export async function buildSite({ root, headers, spa, apiTarget, logLevel = 'silent' }: SiteOptions) {
  const app: FastifyInstance = Fastify({
    logger: { level: logLevel },
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Encapsulated: the site's headers go with its files and its 404s, and the proxy beside it is left alone.
  await app.register(async (site) => {
    site.addHook('onRequest', async (request, reply) => {
      reply.headers(typeof headers === 'function' ? headers(request) : headers);
    });
    await serveBuiltFiles(site, { root, spa });
  });
  if (apiTarget) await passApiOn(app, apiTarget);
  return app;
}
