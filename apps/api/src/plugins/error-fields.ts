// A validation failure's fields in the error shape's error_fields: where each refused value was (a JSON
// pointer within the body, query string, path parameters or headers), the rule it broke and that rule's
// bound, so a form puts the reason on its field in the user's language.
import { maxErrorFields, type ErrorField, type ErrorFieldPlace } from '@nuvem/api-contract';

/** What Fastify hands the error handler: Ajv's errors (and ours in Ajv's shape, validation.ts). */
export interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

/** Fastify's name for each part of the request it validates. */
const placeOf: Record<string, ErrorFieldPlace> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer to the refused value: a missing property's is its object's plus its name (Ajv names the object). */
function pointerOf({ instancePath, params }: AjvLikeError): string {
  const property = params?.['missingProperty'];
  return typeof property === 'string' ? `${instancePath}/${escapePointer(property)}` : instancePath;
}

export function errorFieldsOf(errors: readonly AjvLikeError[], context: string | undefined): ErrorField[] {
  const place = placeOf[context ?? 'body'] ?? 'body';
  return errors.slice(0, maxErrorFields).map((error) => {
    const limit = error.params?.['limit'];
    return {
      in: place,
      path: pointerOf(error),
      keyword: error.keyword,
      ...(typeof limit === 'number' ? { limit } : {}),
    };
  });
}
