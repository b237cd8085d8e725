// `npm run dev`: the dev servers, for working on the code. The API from its TypeScript (tsx, restarted on a
// change), the portal and the analytics app on Vite's dev servers (modules served one by one, hot reload, /api
// passed on to the API) and Storybook's; same ports and demo data as `npm start`, without its build or headers.
import { addresses, runServices } from './services.mjs';

const at = addresses();
const npm = (script, workspace) => ({ command: 'npm', args: ['run', script, '-w', workspace] });

runServices({
  services: [
    { name: 'api', ...npm('dev', '@nuvem/api') },
    { name: 'portal', ...npm('dev', '@nuvem/portal') },
    { name: 'analytics', ...npm('dev', '@nuvem/analytics') },
    { name: 'storybook', ...npm('dev', '@nuvem/storybook') },
  ],
  listing: { api: `${at.api}/api/docs`, portal: at.portal, analytics: at.analytics, storybook: at.storybook },
  health: at.health,
  open: at.portal,
});
