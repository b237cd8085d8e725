// The production web server: the built portal, analytics frame and Storybook, each on its port (4200, 4300,
// 6006 by default), with their security headers; the portal's and the frame's /api passed on to the API.
// Stops cleanly on SIGINT/SIGTERM. src/settings.ts lists the settings; README "Deploying" says how to run it.
import type { FastifyInstance } from 'fastify';
import { loadWebSettings, type SiteName } from './settings';
import { buildNamedSite } from './sites';

const settings = loadWebSettings();
const servers: FastifyInstance[] = [];
try {
  for (const [name, site] of Object.entries(settings.sites) as [SiteName, { port: number; root: string }][]) {
    const server = await buildNamedSite(name, settings, site.root);
    servers.push(server);
    await server.listen({
      host: settings.host,
      port: site.port,
      listenTextResolver: (address) => `${name} listening at ${address} (${site.root})`,
    });
  }
} catch (error) {
  process.stderr.write(`The web server cannot start: ${error instanceof Error ? error.message : error}\n`);
  await Promise.all(servers.map((server) => server.close()));
  process.exit(1);
}

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  // Open event streams would hold close() until the browser left: they are cut, and the browser reconnects.
  for (const server of servers) server.server.closeAllConnections();
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
