import { routeTable } from '../routes/routeTable';
import { PortalShell } from './PortalShell';

const withScreen = routeTable.filter((route) => route.screen);

test.each(withScreen.filter((route) => route.guard === 'login').map((route) => [route.path, route]))(
  'the signed-in screen of /%s is bundled with the shell',
  async (_path, route) => {
    const module = (await route.screen!.preload()) as Record<string, unknown>;
    expect(module['signedInShell']).toBe(PortalShell);
  },
);

test.each(withScreen.filter((route) => route.guard === 'none').map((route) => [route.path, route]))(
  'the screen of /%s, shown signed out too, does not bring the shell',
  async (_path, route) => {
    const module = (await route.screen!.preload()) as Record<string, unknown>;
    expect(module).not.toHaveProperty('signedInShell');
  },
);
