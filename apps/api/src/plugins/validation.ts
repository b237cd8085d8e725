// Request validation with Fastify's Ajv, with two changes:
// - bodies are not coerced. Ajv's coercion is right for the query string and path (always text: `?limit=20`
//   must become 20) but wrong for JSON, where it would quietly accept `{ "readState": null }` as false or
//   `{ "data": "x" }` as ["x"] instead of answering 400;
// - every string of every validated part must be storable text (storable-text.ts): a NUL or an unpaired
//   surrogate anywhere answers 400 validation_failed naming where, before Ajv and before any handler.
import { AjvCompiler, type RouteDefinition, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { firstUnstorableText } from './storable-text';

type PoolArguments = Parameters<ReturnType<typeof AjvCompiler>>;

/** A compiled validator as Fastify calls it: Ajv's, which reports through `errors`. */
interface Validator {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  /** Set on Ajv's functions: Fastify then passes the parent, so Ajv may replace a coerced root value. */
  schemaEnv?: unknown;
}
// The package's types describe the compiler as (schema) => …; at run time Fastify calls it with the route.
type RouteCompiler = (route: RouteDefinition) => Validator;

const pool = AjvCompiler();

/** An error in Ajv's shape, so the error handler words it like any other validation failure. */
const unstorableTextError = (instancePath: string) => ({
  keyword: 'storableText',
  instancePath: instancePath ? `/${instancePath}` : '',
  schemaPath: '#/storableText',
  params: {},
  message: 'must not contain a NUL character or an unpaired surrogate',
});

function refusingUnstorableText(validate: Validator): Validator {
  const checked: Validator = (data, context) => {
    const at = firstUnstorableText(data);
    if (at !== undefined) {
      checked.errors = [unstorableTextError(at)];
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  };
  if (validate.schemaEnv !== undefined) checked.schemaEnv = validate.schemaEnv;
  return checked;
}

function buildValidator(externalSchemas: PoolArguments[0], options: PoolArguments[1] = {}): RouteCompiler {
  const coercing = pool(externalSchemas, options) as unknown as RouteCompiler;
  const strict = pool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as PoolArguments[1]) as unknown as RouteCompiler;
  return (route) => refusingUnstorableText(route.httpPart === 'body' ? strict(route) : coercing(route));
}

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};
