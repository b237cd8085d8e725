// The portal's error shape (spec §8). error_code is what the portal translates ('error_code.{code}');
// error_vars fill its {%1}, {%2}; error_fields name the fields a 400 refused, so a form puts each reason on
// its field.
import { Type, type Static } from 'typebox';

/** At most this many fields are named in one answer. */
export const maxErrorFields = 20;

export const ErrorFieldSchema = Type.Object(
  {
    in: Type.Union(
      [Type.Literal('body'), Type.Literal('query'), Type.Literal('params'), Type.Literal('headers')],
      { description: 'Which part of the request held the value.' },
    ),
    path: Type.String({
      description: "JSON pointer to the value within that part ('/name', '/items/0/qty'; '' for the whole).",
    }),
    keyword: Type.String({
      description:
        'The JSON Schema rule it broke (required, type, minLength, maxLength, minimum, maximum, minItems, ' +
        'maxItems, pattern, format, enum, const, additionalProperties…; storableText: a NUL or unpaired surrogate).',
    }),
    limit: Type.Optional(
      Type.Number({ description: 'The bound of a length, size or range rule (maxLength 120: 120).' }),
    ),
  },
  { additionalProperties: false },
);
export type ErrorField = Static<typeof ErrorFieldSchema>;
/** Where a refused value was: the body, the query string, the path's parameters or a header. */
export type ErrorFieldPlace = ErrorField['in'];

export const ErrorSchema = Type.Object(
  {
    error_code: Type.String({ description: "Stable code; the portal translates 'error_code.{code}'." }),
    error_vars: Type.Array(Type.String(), { description: 'Values for {%1}, {%2}… in the translation.' }),
    error_title: Type.String(),
    error_type: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
    error_message: Type.String({ description: 'Readable fallback when there is no translation.' }),
    error_fields: Type.Array(ErrorFieldSchema, {
      maxItems: maxErrorFields,
      description:
        'The fields a 400 validation_failed refused (validation stops at the first refusal, so mostly one); ' +
        'empty for every other error.',
    }),
  },
  { $id: 'Error', title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

export { errorCodes, type ErrorCode } from './error-codes';
