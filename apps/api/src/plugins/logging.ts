// Pino options for the API. Request URLs are logged without the secrets some carry in their query string:
// the stream hash (EventSource cannot send headers) and the SSO callback's code and state.
import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
