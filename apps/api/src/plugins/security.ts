// Security headers, CORS limited to the configured origins, optional API keys, and the rate-limit store.
import { createHash, timingSafeEqual } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { ApiError } from '../errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

export async function installSecurity(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'apiKeys'>,
): Promise<void> {
  await app.register(helmet);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Api-Key'],
    maxAge: 600,
  });
  // Off by default; routes opt in with `config: { rateLimit: { … } }`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'too_many_requests', `Too many attempts. Try again in ${context.after}.`, [
        context.after,
      ]),
  });

  if (config.apiKeys.length > 0) {
    const keys = config.apiKeys.map(digest);
    app.addHook('onRequest', async (request) => {
      if (
        request.method === 'OPTIONS' ||
        !request.url.startsWith('/api/v1/') ||
        request.url === '/api/v1/health'
      )
        return;
      const given = request.headers['x-api-key'];
      const ok = typeof given === 'string' && keys.some((key) => timingSafeEqual(key, digest(given)));
      if (!ok) throw new ApiError(401, 'invalid_api_key', 'A valid X-Api-Key header is required.');
    });
  }
}
