import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** The path the portal and the frame call the API under, on their own origin (no CORS). */
export const API_PREFIX = '/api';

/**
 * Passes /api on to the API at `target`, as the dev servers do: request bodies streamed as they come, answers
 * (event streams under /api/v1/streams included) streamed back unbuffered and uncompressed, with the API's own
 * headers. The client's address goes on in X-Forwarded-For, so the API's per-address limits see the browser,
 * not this server (the API trusts it from the addresses in its TRUST_PROXY).
 */
export async function passApiOn(app: FastifyInstance, target: string): Promise<void> {
  await app.register(httpProxy, {
    upstream: target,
    prefix: API_PREFIX,
    rewritePrefix: API_PREFIX,
    // The API logs each request itself.
    disableRequestLogging: true,
    // No limit between two chunks of an answer: an event stream may stay quiet for as long as it likes (the API
    // sends its own heartbeats); the time to the first byte keeps undici's limit.
    undici: { bodyTimeout: 0 },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeaders(request) }),
      // Never again: reply-from sends a GET that answered 503 again, up to ten times, after random waits, while
      // the API's 503s (database down, query timeout) are answers for the browser.
      retryDelay: () => null,
      // The API is down or did not answer: a gateway's 502 or 504, with no body the portal would take for the
      // API's own error (it then says the backend is unreachable), and nothing of the cause.
      onError: (reply, { error }) => {
        const timedOut = 'statusCode' in error && error.statusCode === 504;
        reply.log.warn({ err: error }, 'the API did not answer');
        void reply
          .code(timedOut ? 504 : 502)
          .type('text/plain; charset=utf-8')
          .send('The API did not answer.');
      },
    },
  });
}

/** X-Forwarded-For with the client's address added (after those of any proxy in front of this server). */
function forwardedHeaders(request: {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}): Record<string, string> {
  const before = request.headers['x-forwarded-for'];
  const address = request.socket.remoteAddress ?? '';
  return { 'x-forwarded-for': before ? `${before}, ${address}` : address };
}
