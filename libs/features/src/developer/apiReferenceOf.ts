import type { ApiMethod, ApiOperation, ApiReferenceModel, ApiSchemaNode, ApiTagGroup } from '@nuvem/ui';

/** The parts of an OpenAPI 3.0 document the reference reads (the API's, apps/api/src/plugins/docs.ts). */
export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

interface OpenApiContent {
  content?: Record<string, { schema?: OpenApiSchema }>;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  security?: Record<string, unknown>[];
  requestBody?: OpenApiContent & { required?: boolean };
  responses?: Record<string, OpenApiContent & { description?: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components?: {
    schemas?: Record<string, OpenApiSchema>;
    securitySchemes?: Record<string, { type: string; scheme?: string; name?: string; description?: string }>;
  };
}

const METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** How deep a body's fields are shown: the analytics filters nest far deeper than anyone reads. */
const MAX_DEPTH = 6;
/** Fastify's description of a response nobody described: says nothing. */
const NO_DESCRIPTION = 'Default Response';
const UNTAGGED = 'other';

const refNameOf = (ref: string) => ref.replace(/^#\/components\/schemas\//, '');

function resolve(schema: OpenApiSchema, doc: OpenApiDocument): { schema: OpenApiSchema; refName?: string } {
  if (!schema.$ref) return { schema };
  const refName = refNameOf(schema.$ref);
  return { schema: doc.components?.schemas?.[refName] ?? {}, refName };
}

/** The constants a schema allows: an enum, a const, or a union of them (TypeBox's Union of Literals). */
function constantsOf(schema: OpenApiSchema): string[] | undefined {
  if (schema.enum) return schema.enum.map(String);
  if (schema.const !== undefined) return [String(schema.const)];
  const members = schema.anyOf ?? schema.oneOf;
  if (!members?.length) return undefined;
  const all = members.map(constantsOf);
  return all.every((values) => values !== undefined) ? (all.flat() as string[]) : undefined;
}

function typeOf(schema: OpenApiSchema, doc: OpenApiDocument): string {
  const { schema: s, refName } = resolve(schema, doc);
  if (refName) return refName;
  const members = s.anyOf ?? s.oneOf;
  let type: string;
  if (Array.isArray(s.type)) type = s.type.join(' | ');
  else if (s.type === 'array') type = `array<${s.items ? typeOf(s.items, doc) : 'any'}>`;
  else if (s.type) type = s.type;
  else if (members && constantsOf(s)) type = typeOf(members[0]!, doc);
  else if (members) type = [...new Set(members.map((m) => typeOf(m, doc)))].join(' | ');
  else if (s.properties) type = 'object';
  else type = 'any';
  return s.nullable ? `${type} | null` : type;
}

/** A schema as a tree of named fields, $refs resolved, down to MAX_DEPTH. */
export function schemaNodeOf(
  schema: OpenApiSchema,
  doc: OpenApiDocument,
  name?: string,
  required?: boolean,
  depth = 0,
): ApiSchemaNode {
  const { schema: s, refName } = resolve(schema, doc);
  const enumValues = constantsOf(s);
  const node: ApiSchemaNode = {
    ...(name !== undefined ? { name } : {}),
    type: typeOf(schema, doc),
    ...(required !== undefined ? { required } : {}),
    ...(s.description ? { description: s.description } : {}),
    ...(enumValues ? { enumValues } : {}),
    ...(refName ? { refName } : {}),
    ...pick(s, ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'maxItems']),
  };
  const fieldsOf = (target: OpenApiSchema): ApiSchemaNode[] | undefined => {
    const { schema: object } = resolve(target, doc);
    if (object.properties) {
      const requiredNames = new Set(object.required ?? []);
      return Object.entries(object.properties).map(([key, value]) =>
        schemaNodeOf(value, doc, key, requiredNames.has(key), depth + 1),
      );
    }
    if (object.type === 'array' && object.items) return fieldsOf(object.items);
    if (object.allOf) return object.allOf.flatMap((part) => fieldsOf(part) ?? []);
    return undefined;
  };
  const members = s.anyOf ?? s.oneOf;
  if (depth >= MAX_DEPTH) {
    const deeper = Boolean(s.properties || s.items?.properties || (members && !enumValues));
    return deeper ? { ...node, truncated: true } : node;
  }
  if (members && !enumValues) {
    const variants = members.map((member) => schemaNodeOf(member, doc, undefined, undefined, depth + 1));
    if (variants.some((variant) => variant.children?.length)) return { ...node, variants };
    return node;
  }
  const children = fieldsOf(s);
  return children?.length ? { ...node, children } : node;
}

function pick(schema: OpenApiSchema, keys: readonly (keyof OpenApiSchema)[]): Partial<ApiSchemaNode> {
  return Object.fromEntries(keys.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]));
}

/** A value the schema accepts, for the curl example: required fields only, the first allowed constant. */
export function exampleOf(schema: OpenApiSchema, doc: OpenApiDocument, depth = 0): unknown {
  const { schema: s } = resolve(schema, doc);
  const constants = constantsOf(s);
  if (constants?.length)
    return s.type === 'integer' || s.type === 'number' ? Number(constants[0]) : constants[0];
  if (depth > MAX_DEPTH) return null;
  const members = s.anyOf ?? s.oneOf;
  if (members?.length) return exampleOf(members[0]!, doc, depth + 1);
  if (s.allOf?.length)
    return Object.assign({}, ...s.allOf.map((part) => exampleOf(part, doc, depth + 1) as object));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'email') return 'user@example.com';
      if (s.format === 'date-time') return '2026-01-31T12:00:00Z';
      if (s.format === 'date') return '2026-01-31';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'string';
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return s.items ? [exampleOf(s.items, doc, depth + 1)] : [];
    default: {
      const required = new Set(s.required ?? []);
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, value]) => [key, exampleOf(value, doc, depth + 1)]),
      );
    }
  }
}

const jsonSchemaOf = (content: OpenApiContent | undefined) =>
  content?.content?.['application/json']?.schema ?? Object.values(content?.content ?? {})[0]?.schema;

/** Defines `key` as computed on first read, then kept: a body's tree is built only when its operation opens. */
function lazy<T extends object, K extends string, V>(target: T, key: K, compute: () => V): T & Record<K, V> {
  let value: { v: V } | undefined;
  return Object.defineProperty(target, key, {
    enumerable: true,
    get: () => (value ??= { v: compute() }).v,
  }) as T & Record<K, V>;
}

function operationOf(
  method: ApiMethod,
  path: string,
  op: OpenApiOperation,
  doc: OpenApiDocument,
): ApiOperation {
  const body = jsonSchemaOf(op.requestBody);
  const operation = {
    id: `${method} ${path}`,
    method,
    path,
    summary: op.summary ?? '',
    ...(op.description ? { description: op.description } : {}),
    tag: op.tags?.[0] ?? UNTAGGED,
    auth: (op.security ?? []).flatMap((requirement) => Object.keys(requirement)),
    parameters: (op.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required ?? false,
      ...(parameter.description ? { description: parameter.description } : {}),
      schema: schemaNodeOf(parameter.schema ?? {}, doc),
    })),
  };
  // The trees of 144 operations' bodies take long to build and are read one operation at a time.
  const withResponses = lazy(operation, 'responses', () =>
    Object.entries(op.responses ?? {}).map(([status, response]) => {
      const schema = jsonSchemaOf(response);
      return {
        status,
        ...(response.description && response.description !== NO_DESCRIPTION
          ? { description: response.description }
          : {}),
        ...(schema ? { schema: schemaNodeOf(schema, doc) } : {}),
      };
    }),
  );
  if (!body) return withResponses;
  return lazy(
    lazy(withResponses, 'requestBody', () => schemaNodeOf(body, doc)),
    'requestExample',
    () => JSON.stringify(exampleOf(body, doc)),
  );
}

/**
 * The reference of an OpenAPI document: operations grouped by their first tag (groups by name, operations by
 * path then method), each with its parameters, bodies as trees, answers and security; the auth schemes with
 * the header word a request carries.
 */
export function apiReferenceOf(doc: OpenApiDocument): ApiReferenceModel {
  const byTag = new Map<string, ApiOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = methods[method.toLowerCase()];
      if (!op) continue;
      const operation = operationOf(method, path, op, doc);
      byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
    }
  }
  const groups: ApiTagGroup[] = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort(
        (a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method),
      ),
    }));
  const authSchemes = Object.entries(doc.components?.securitySchemes ?? {}).map(([id, scheme]) => ({
    id,
    // An http scheme names its word (bearer → Bearer); our apiKey scheme's description starts with it.
    headerScheme:
      scheme.type === 'http'
        ? capitalize(scheme.scheme ?? 'bearer')
        : (/^(\w+)\s/.exec(scheme.description ?? '')?.[1] ?? id),
    ...(scheme.description ? { description: scheme.description } : {}),
  }));
  return {
    title: doc.info.title,
    version: doc.info.version,
    ...(doc.info.description ? { description: doc.info.description } : {}),
    authSchemes,
    groups,
  };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
