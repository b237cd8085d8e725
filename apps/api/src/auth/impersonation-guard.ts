// While a sign-in impersonates a user it is read-only: staff see what the user sees and change nothing in
// their name. Reads pass; of the writes, only ending the impersonation, signing out, and asking for a BI embed
// token (a POST that only reads) pass. Everything else answers 403 impersonation_read_only.
import { biEndpoints, impersonationEndpoints, sessionEndpoints, type Endpoint } from '@nuvem/api-contract';
import type { FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const allowedWrites: readonly Endpoint[] = [
  impersonationEndpoints.stop,
  sessionEndpoints.signOut,
  biEndpoints.itemToken,
];
const allowed = new Set(allowedWrites.map((endpoint) => `${endpoint.method} ${endpoint.path}`));

/** Whether an impersonating sign-in may make this request. */
export function allowedWhileImpersonating(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): boolean {
  return READS.has(request.method) || allowed.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}
