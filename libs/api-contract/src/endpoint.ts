// An endpoint is a method and a path template ('/api/v1/environments/:cloudId'). The API registers the
// template as is; the portal's client fills it with fillPath.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The path template with each `:name` replaced by its URI-encoded value; a missing value throws. */
export function fillPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The path relative to the /api/v1 prefix, as a Fastify plugin registered under that prefix declares it. */
export function routeOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/^\/api\/v1/, '');
}
