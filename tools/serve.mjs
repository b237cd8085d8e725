// `npm run serve`: the production start of what `npm run build` built. The API (node apps/api/dist/main.js) and
// the web server (node apps/web/dist/main.js: the portal, the analytics frame and Storybook with their headers,
// /api passed on to the API), with the settings of the environment (README "Deploying"). The Dockerfile's
// command, and what the end-to-end suites start.
import { addresses, runServices } from './services.mjs';

const root = new URL('..', import.meta.url).pathname;
const at = addresses();

runServices({
  services: [
    { name: 'api', command: 'node', args: [`${root}apps/api/dist/main.js`] },
    {
      name: 'web',
      command: 'node',
      args: [`${root}apps/web/dist/main.js`],
      // The API this start runs, wherever its PORT put it, unless another target is named.
      env: { API_PROXY_TARGET: process.env.API_PROXY_TARGET || at.api },
    },
  ],
  listing: { api: `${at.api}/api/docs`, portal: at.portal, analytics: at.analytics, storybook: at.storybook },
  health: at.health,
  open: process.env.PORTAL_URL || at.portal,
});
