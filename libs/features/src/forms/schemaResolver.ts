// react-hook-form's resolver over the API route's TypeBox schema. @hookform/resolvers has one for TypeBox
// 1.x, but it words each error with TypeBox's own messages (one process-wide locale, English by default)
// and drops the rule's bound; ours keeps the rule and bound so the message comes from the portal's catalogue
// in the user's language, with the bound in it, and it costs no other package.
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from 'typebox';
import { fieldNameOf, schemaErrorsOf, type SchemaFieldError } from './schemaErrors';

/** Puts `error` at the dotted `name` of a nested errors object, as react-hook-form reads them. */
function place(errors: Record<string, unknown>, name: string, error: FieldError): void {
  const segments = name.split('.');
  let node = errors;
  for (const segment of segments.slice(0, -1)) {
    node = (node[segment] ??= {}) as Record<string, unknown>;
  }
  node[segments.at(-1)!] ??= error;
}

/**
 * Checks the whole form's values against `schema` on each validation; a refused value's error lands on its
 * field (a nested name, 'phones.1', for a list's item), worded by `messageOf`, its rule as the error's type.
 * A refusal of the whole object ('' path) lands on `root`.
 */
export function schemaResolver<T extends FieldValues>(
  schema: TSchema,
  messageOf: (error: SchemaFieldError) => string,
  check?: (values: T) => SchemaFieldError[],
): Resolver<T> {
  return (values) => {
    const refused = schemaErrorsOf(schema, values);
    // A rule the schema cannot say (an IPv4 block's host bits), checked once the schema's hold.
    if (refused.length === 0 && check) refused.push(...check(values));
    if (refused.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of refused) {
      place(errors, fieldNameOf(error.path) || 'root', { type: error.keyword, message: messageOf(error) });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
