// A value that a JSON schema of the OpenAPI document accepts, as complete as the schema allows (optional
// properties included, one item per array), so the input fuzz has a string slot for every string field a
// route takes. Strings satisfy their format and pattern where a candidate fits, so the other fields of a
// request let the hostile one through to the handler.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
}

const candidates = [
  'fuzz-1',
  'ACM1',
  'a',
  '1',
  'x.y',
  'T00001',
  '+55 11 90000-0000',
  '2024-01-01',
  'fuzz@example.com',
  '0000-0000-0000-0000',
  '00000000-0000-4000-8000-000000000000',
];

const byFormat: Record<string, () => string> = {
  'date-time': () => new Date().toISOString(),
  date: () => '2024-01-01',
  uuid: () => '00000000-0000-4000-8000-000000000000',
  email: () => 'fuzz@example.com',
  uri: () => 'https://example.com/',
};

function sampleString(schema: JsonSchema): string {
  const format = schema.format && byFormat[schema.format];
  if (format) return format();
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  return candidates.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sampleOf(branch);
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as Record<string, unknown>));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => key !== '$schema')
          .map(([key, property]) => [key, sampleOf(property)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/**
 * `given` (a request the tenant walk knows to be valid) completed with the sample's fields: the given value
 * wins wherever it has one, except an empty array, which takes the sample's items so they can be fuzzed.
 */
export function completed(sample: unknown, given: unknown): unknown {
  if (given === undefined) return sample;
  if (Array.isArray(given)) return given.length === 0 && Array.isArray(sample) ? sample : given;
  if (isObject(given) && isObject(sample)) {
    const merged: Record<string, unknown> = { ...sample };
    for (const [key, value] of Object.entries(given)) merged[key] = completed(sample[key], value);
    return merged;
  }
  return given;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every string leaf of the value, as a path of keys and indexes. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** A copy of the value with the leaf at `path` replaced. */
export function replacedAt(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replacedAt(item, rest, leaf) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replacedAt(object[head!], rest, leaf) };
}

/**
 * How deep a value of the schema may nest arrays and objects (0 for a string or a number), and whether some
 * part of it is open (additionalProperties: true), where anything may go.
 */
export function schemaDepth(schema: JsonSchema | undefined): { depth: number; open: boolean } {
  if (!schema) return { depth: 0, open: false };
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(schemaDepth);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('object') || schema.properties) {
    const extra = schema.additionalProperties;
    const inside = [
      ...Object.values(schema.properties ?? {}).map(schemaDepth),
      ...(typeof extra === 'object' ? [schemaDepth(extra)] : []),
    ];
    parts.push({
      depth: 1 + Math.max(0, ...inside.map((part) => part.depth)),
      open: extra === true || inside.some((part) => part.open),
    });
  }
  if (type.includes('array')) {
    const items = schemaDepth(schema.items);
    parts.push({ depth: 1 + items.depth, open: items.open });
  }
  return {
    depth: Math.max(0, ...parts.map((part) => part.depth)),
    open: parts.some((part) => part.open),
  };
}
