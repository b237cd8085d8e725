// The scope table (api-contract developer-scopes.ts) against the API's real routes: every rule opens at least
// one route, none opens a route no token may reach, and what each scope opens is what the screen says.
import {
  apiTokenScopeRules,
  apiTokenScopes,
  routeUnder,
  scopesOpen,
  tokenClosedPrefixes,
} from '@nuvem/api-contract';
import * as contract from '@nuvem/api-contract/paths';
import type { Endpoint } from '@nuvem/api-contract';

const endpoints = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));

it('opens real routes only, and none under a prefix closed to tokens', () => {
  for (const scope of apiTokenScopes)
    for (const rule of apiTokenScopeRules[scope]) {
      expect(
        endpoints.some((e) => routeUnder(e.path, rule.prefix)),
        `${scope} ${rule.prefix}`,
      ).toBe(true);
      for (const closed of tokenClosedPrefixes) expect(routeUnder(rule.prefix, closed)).toBe(false);
    }
  const opened = endpoints.filter((e) => scopesOpen(apiTokenScopes, e.method, e.path));
  for (const e of opened)
    expect(
      tokenClosedPrefixes.some((closed) => routeUnder(e.path, closed)),
      e.path,
    ).toBe(false);
});

it('read scopes open reads only; whole segments only', () => {
  expect(scopesOpen(['iaas:read'], 'GET', '/api/v1/environments/:cloudId/iaas/ssh-keys')).toBe(true);
  expect(scopesOpen(['iaas:read'], 'POST', '/api/v1/environments/:cloudId/iaas/ssh-keys')).toBe(false);
  expect(scopesOpen(['iaas:write'], 'POST', '/api/v1/environments/:cloudId/iaas/ssh-keys')).toBe(true);
  expect(scopesOpen(['audit:read'], 'GET', '/api/v1/auditing')).toBe(false);
  expect(scopesOpen(['insights:read'], 'GET', '/api/v1/dashboards/:dashboardId/embed')).toBe(false);
  expect(scopesOpen(['not-a-scope'], 'GET', '/api/v1/audit')).toBe(false);
  // Every token may ask which it is.
  expect(scopesOpen([], 'GET', '/api/v1/token')).toBe(true);
  expect(scopesOpen(['audit:read'], 'DELETE', '/api/v1/token')).toBe(false);
});
