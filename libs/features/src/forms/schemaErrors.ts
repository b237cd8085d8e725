// A form's values checked against the API route's TypeBox schema, each refusal reduced to what the API's
// error_fields say of it (where, which rule, its bound), so one table of messages words both.
import type { TSchema } from 'typebox';
import type { TValidationError } from 'typebox/error';
import { Value } from 'typebox/value';

/** One refused value: as the API's ErrorField (without `in`), plus the type a `type` rule expected. */
export interface SchemaFieldError {
  /** JSON pointer to the value ('/name', '/phones/1'; '' for the whole). */
  path: string;
  /** The rule it broke: required, type, minLength, maxLength, minimum, maximum, pattern, const… */
  keyword: string;
  /** The bound of a length, size or range rule. */
  limit?: number;
  /** A `type` rule's expected type: string, number, integer, boolean, array, object. */
  expected?: string;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** TypeBox names the missing properties on their object, all at once: one error each, on its own path. */
function reduced(error: TValidationError): SchemaFieldError[] {
  const { keyword, instancePath: path } = error;
  switch (error.keyword) {
    case 'required':
      return error.params.requiredProperties.map((name) => ({
        path: `${path}/${escapePointer(name)}`,
        keyword,
      }));
    case 'type': {
      const { type } = error.params;
      return [{ path, keyword, expected: Array.isArray(type) ? type.join('|') : type }];
    }
    default: {
      const limit = (error.params as { limit?: unknown }).limit;
      return [{ path, keyword, ...(typeof limit === 'number' ? { limit } : {}) }];
    }
  }
}

/**
 * Every refused value of `value` under `schema`, the first refusal of each path only (a union's branches all
 * refuse a bad choice: the first says enough), in the schema's order.
 */
export function schemaErrorsOf(schema: TSchema, value: unknown): SchemaFieldError[] {
  const seen = new Set<string>();
  return Value.Errors(schema, value)
    .flatMap(reduced)
    .filter((error) => !seen.has(error.path) && seen.add(error.path));
}

/** A JSON pointer as react-hook-form names the field: '/phones/1' is 'phones.1'. */
export function fieldNameOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}
