// Request validation with Fastify's Ajv, except that bodies are not coerced. Ajv's coercion is right for the
// query string and path (always text: `?limit=20` must become 20) but wrong for JSON, where it would
// quietly accept `{ "readState": null }` as false or `{ "data": "x" }` as ["x"] instead of answering 400.
import { AjvCompiler, type RouteDefinition, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type PoolArguments = Parameters<ReturnType<typeof AjvCompiler>>;
// The package's types describe the compiler as (schema) => …; at run time Fastify calls it with the route.
type RouteCompiler = (route: RouteDefinition) => unknown;

const pool = AjvCompiler();

function buildValidator(externalSchemas: PoolArguments[0], options: PoolArguments[1] = {}): RouteCompiler {
  const coercing = pool(externalSchemas, options) as unknown as RouteCompiler;
  const strict = pool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as PoolArguments[1]) as unknown as RouteCompiler;
  return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
}

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};
