// Security headers, CORS limited to the configured origins, optional API keys, the rate-limit store (in the
// database), and bodies only in UTF-8.
import { createHash, timingSafeEqual } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { RateCounts } from '../auth/rate-counts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { rateLimitStoreOn } from './rate-limit-store';
import { securityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without X-Api-Key even when keys are configured: health checks, the JWKS the
     * analytics side reads, and SSE streams (EventSource cannot send headers; the stream hash authorises).
     */
    withoutApiKey?: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The charset parameter of a Content-Type, unquoted; undefined when there is none. */
export function charsetOf(contentType: string | undefined): string | undefined {
  if (!contentType?.includes(';')) return undefined;
  return /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1];
}

export async function installSecurity(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'apiKeys'>,
  db: Database,
): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Api-Key'],
    maxAge: 600,
  });
  // Off by default; routes opt in with `config: { rateLimit: { … } }`. Counted in the database, by every
  // instance alike (rate-limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOn(new RateCounts(db)),
    errorResponseBuilder: (_request, context) =>
      // The variable is whole seconds, so the portal can say it in its own language.
      new ApiError(429, 'too_many_requests', `Too many attempts. Try again in ${context.after}.`, [
        String(Math.max(1, Math.ceil(context.ttl / 1000))),
      ]),
  });

  // JSON is UTF-8 (RFC 8259 §8.1), and the parser reads it so: a body declared in another charset (e.g.
  // application/json; charset=utf-16) would be misread, NULs and all, so it is refused as such.
  app.addHook('onRequest', async (request) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && !/^utf-?8$/i.test(charset))
      throw new ApiError(415, 'unsupported_media_type', `Unsupported charset ${charset}: send UTF-8.`, [
        charset,
      ]);
  });

  if (config.apiKeys.length > 0) {
    const keys = config.apiKeys.map(digest);
    app.addHook('onRequest', async (request) => {
      if (
        request.method === 'OPTIONS' ||
        !request.url.startsWith('/api/v1/') ||
        request.routeOptions.config.withoutApiKey
      )
        return;
      const given = request.headers['x-api-key'];
      const ok = typeof given === 'string' && keys.some((key) => timingSafeEqual(key, digest(given)));
      // 403, not 401: a 401 tells the portal to refresh its token (spec §8), which cannot help here.
      if (!ok) throw new ApiError(403, 'invalid_api_key', 'A valid X-Api-Key header is required.');
    });
  }
}
