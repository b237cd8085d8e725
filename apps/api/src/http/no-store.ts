// `Cache-Control: no-store` for answers that carry tokens or the user's own record (sign-in, refresh, SSO
// exchange, /me): no browser, proxy or CDN cache may keep them. Set on request, so errors carry it too.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
