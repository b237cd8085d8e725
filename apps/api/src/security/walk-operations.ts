// The operations of the API as its OpenAPI document lists them: the walk covers whatever is registered, so
// a route added later is walked without anyone remembering to add it.

import type { Operation } from './walk-requests';

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  security?: Record<string, unknown>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, required: p.required === true })),
      authenticated: (op.security ?? []).length > 0,
      embedded: (op.security ?? []).some((scheme) => 'embedToken' in scheme),
    })),
  );
}
