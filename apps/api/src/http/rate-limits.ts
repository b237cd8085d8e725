// Route options of @fastify/rate-limit (installed in plugins/security.ts), from the configured limits.
import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';

/** Per client IP, before anything else runs (sign-in, refresh, SSO, assist tokens). */
export const perIpLimit = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.windowMs });

/** Per signed-in user: counted once authentication has run, so the key is the user and not the IP. */
export const perUserLimit = (limit: RateLimit) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: (request: FastifyRequest) => `user:${request.principal().userId}`,
});
