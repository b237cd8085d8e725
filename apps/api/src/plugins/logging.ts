// Pino options for the API, and its request log: one line per request, written when the answer has been sent
// (method, URL, status, time), instead of Fastify's two (incoming, completed). Request URLs are logged without
// the secrets some carry in their query string: the stream hash (EventSource cannot send headers) and the SSO
// callback's code and state.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const secretParams = /([?&](?:hash|code|state|token)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced by '…'. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1…');
}

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
}

/** A destination for log lines (pino's), e.g. an array in a test. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** The request log; the app is built with Fastify's own (disableRequestLogging) turned off. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
}
