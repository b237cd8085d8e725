// One valid request per route of the OpenAPI document, for a user: the tenant walk's own (the first it allows
// the user, else its first), and for the routes the walk leaves out, one made here. The input fuzz fills
// their slots with hostile strings; the named-columns check sends them as they are.
import { demoPassword } from '../testing/sign-in';
import type { OpenApiDocument, OpenApiOperation } from './fuzz-requests';
import type { WalkToken } from './walk-embedded';
import { operationsOf } from './walk-operations';
import { expand, type WalkRequest } from './walk-requests';
import type { WalkUser, World } from './walk-world';

export interface RouteSample {
  method: string;
  /** OpenAPI form: /api/v1/environments/{cloudId}. */
  path: string;
  operation: OpenApiOperation;
  request: WalkRequest;
}

/** Valid requests for the routes the tenant walk leaves out (walk-requests.ts notWalked). */
function notWalkedRequest(route: string, user: WalkUser, streamHash: string): WalkRequest | undefined {
  switch (route) {
    case 'POST /api/v1/session':
      return {
        method: 'POST',
        url: '/api/v1/session',
        body: { email: user.email, password: demoPassword },
        allowed: true,
      };
    case 'POST /api/v1/session/refresh':
      return { method: 'POST', url: '/api/v1/session/refresh', body: { refresh_token: 'x' }, allowed: false };
    case 'GET /api/v1/streams/{channel}': {
      const query = new URLSearchParams({ user: user.streamChannel, hash: streamHash, lastEventId: '1' });
      return { method: 'GET', url: `/api/v1/streams/${user.streamChannel}?${query}`, allowed: true };
    }
    default:
      return undefined;
  }
}

/**
 * Every route but DELETE /session (it has no input, and would end the caller's session). `streamHash` is the
 * user's own, from /me; `tokens` their embed tokens, for the analytics routes.
 */
export function routeSamples(
  doc: OpenApiDocument,
  world: World,
  user: WalkUser,
  tokens: readonly WalkToken[],
  streamHash: string,
): RouteSample[] {
  const samples: RouteSample[] = [];
  for (const operation of operationsOf(doc)) {
    const route = `${operation.method} ${operation.path}`;
    if (route === 'DELETE /api/v1/session') continue;
    const walked = () => expand(world, operation, user, tokens);
    const request =
      notWalkedRequest(route, user, streamHash) ?? walked().find((r) => r.allowed) ?? walked()[0];
    if (!request) throw new Error(`no sample request for ${route}`);
    samples.push({
      method: operation.method,
      path: operation.path,
      operation: doc.paths[operation.path]![operation.method.toLowerCase()]!,
      request,
    });
  }
  return samples;
}
