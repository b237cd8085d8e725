// Developer studio (issue 31): the scopes an API token may hold. A scope is
// ONE table of route prefixes and methods: the API lets a token's request through only when a scope of the
// token opens its route (apps/api plugins/authentication.ts), and the portal labels the checklist from the
// same keys. No scope opens the studio itself, sign-ins, the profile, passwords, impersonation or IAM: a
// token can never mint tokens or grant itself more (tokenClosedPrefixes, checked by a test).
import type { HttpMethod } from './endpoint';

/** The Bearer token of an API token starts with this, so secret scanners can recognise one. */
export const apiTokenPrefix = 'nvm_pat_';

export interface ScopeRule {
  methods: readonly HttpMethod[];
  /** A route template prefix, as the API registers routes (`:param` segments), matched segment by segment. */
  prefix: string;
}

const read: readonly HttpMethod[] = ['GET'];
const readWrite: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const iaasPrefixes = [
  '/api/v1/environments/:cloudId/iaas',
  '/api/v1/environments/:cloudId/operations',
  '/api/v1/iaas',
];

/** What each scope opens. Write scopes include their area's reads. */
export const apiTokenScopeRules = {
  'iaas:read': iaasPrefixes.map((prefix) => ({ methods: read, prefix })),
  'iaas:write': iaasPrefixes.map((prefix) => ({ methods: readWrite, prefix })),
  'insights:read': [
    { methods: read, prefix: '/api/v1/dashboards' },
    { methods: read, prefix: '/api/v1/bi/workspaces' },
    { methods: read, prefix: '/api/v1/bi/items' },
  ],
  'tickets:read': [{ methods: read, prefix: '/api/v1/environments/:cloudId/tickets' }],
  'tickets:write': [
    { methods: read, prefix: '/api/v1/environments/:cloudId/tickets' },
    { methods: ['POST'], prefix: '/api/v1/tickets' },
  ],
  'audit:read': [
    { methods: read, prefix: '/api/v1/audit' },
    { methods: read, prefix: '/api/v1/environments/:cloudId/audit' },
  ],
} as const satisfies Record<string, readonly ScopeRule[]>;

export type ApiTokenScope = keyof typeof apiTokenScopeRules;
export const apiTokenScopes = Object.keys(apiTokenScopeRules) as ApiTokenScope[];

/** Routes no token reaches, whatever its scopes: the studio, sign-ins, the profile, passwords, IAM. */
export const tokenClosedPrefixes = [
  '/api/v1/develop',
  '/api/v1/session',
  '/api/v1/profile',
  '/api/v1/password-recovery',
  '/api/v1/impersonation',
  '/api/v1/iam',
  '/api/v1/support/assist-tokens',
  '/api/v1/streams',
  // An embed token lives as long as the sign-in that asked for it; a token is no sign-in.
  '/api/v1/dashboards/:dashboardId/embed',
] as const;

/** What every token may call, whatever its scopes: the token's own description (who am I). */
export const tokenOpenRoutes: readonly ScopeRule[] = [{ methods: ['GET'], prefix: '/api/v1/token' }];

/** Whether the route template `route` is `prefix` or lies under it (whole segments). */
export function routeUnder(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(`${prefix}/`);
}

/** Whether a token holding `scopes` may call the route registered as `method route`. */
export function scopesOpen(scopes: readonly string[], method: string, route: string): boolean {
  if (tokenClosedPrefixes.some((closed) => routeUnder(route, closed))) return false;
  const opens = (rule: ScopeRule) =>
    rule.methods.includes(method as HttpMethod) && routeUnder(route, rule.prefix);
  if (tokenOpenRoutes.some(opens)) return true;
  return scopes.some((scope) =>
    (apiTokenScopeRules[scope as ApiTokenScope] as readonly ScopeRule[] | undefined)?.some(opens),
  );
}

/** Expiry: the presets the form offers (days), and the longest a token may live. */
export const apiTokenExpiryPresets = [7, 30, 90, 365] as const;
export const apiTokenMaxDays = 366;
