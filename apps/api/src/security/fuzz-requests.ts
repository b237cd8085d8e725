// The requests of the input fuzz, taken from the OpenAPI document as the tenant walk takes its own: every
// operation, each with one valid request (the walk's, completed from the schemas) in which one string slot
// at a time (a path parameter, a query parameter, a string anywhere in the JSON body) gets a hostile string;
// and bodies nested deeper than any parser or walk should be asked to follow, whole or in one string's place.
import type { HostileString } from './fuzz-strings';
import { deeplyNestedJson, inUrl } from './fuzz-strings';
import { completed, replacedAt, sampleOf, stringPaths, type JsonSchema } from './schema-sample';
import type { WalkRequest } from './walk-requests';

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One valid request of an operation, split into the slots the fuzz fills. */
export interface FuzzTemplate {
  method: string;
  /** OpenAPI form: /api/v1/environments/{cloudId}. */
  path: string;
  pathValues: Record<string, string>;
  /** The query of the valid request (a parameter may narrow what the request reaches, e.g. ccode). */
  query: Record<string, string>;
  /** Every documented query parameter: each is a slot, given the hostile string alone. */
  queryNames: string[];
  body: unknown;
  /** An embed token, for the analytics routes. */
  headers: Record<string, string>;
}

export interface FuzzRequest {
  /** Where the hostile string went, for the failure message. */
  label: string;
  method: string;
  url: string;
  body?: string | Buffer;
  headers: Record<string, string>;
}

/**
 * The template of an operation: `valid` (a request the tenant walk makes, or one made for the routes it does
 * not walk) completed with the schema's samples, so optional fields are fuzzed too.
 */
export function templateOf(
  method: string,
  path: string,
  op: OpenApiOperation,
  valid: WalkRequest,
): FuzzTemplate {
  const url = new URL(valid.url, 'http://fuzz.invalid');
  const given = url.pathname.split('/');
  const pathValues: Record<string, string> = {};
  path.split('/').forEach((segment, i) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name) pathValues[name] = decodeURIComponent(given[i] ?? '');
  });
  const query = Object.fromEntries(url.searchParams);
  const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  return {
    method,
    path,
    pathValues,
    query,
    queryNames,
    body: bodySchema ? completed(sampleOf(bodySchema), valid.body) : valid.body,
    headers: valid.headers ?? valid.extraHeaders ?? {},
  };
}

const rawMarker = 'FUZZ-RAW-BYTES-7f3a';

function urlOf(template: FuzzTemplate, path: Record<string, string>, query: Record<string, string>): string {
  const filled = template.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name]!);
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

/** The body with raw bytes at `at`: inside the string's quotes, or (`quoted: false`) in the string's place. */
function bodyWithRaw(body: unknown, at: readonly (string | number)[], raw: Buffer, quoted = true): Buffer {
  const marker = quoted ? rawMarker : JSON.stringify(rawMarker);
  const [before, after] = JSON.stringify(replacedAt(body, at, rawMarker)).split(marker) as [string, string];
  return Buffer.concat([Buffer.from(before), raw, Buffer.from(after)]);
}

function bodyWith(body: unknown, at: readonly (string | number)[], hostile: HostileString): string | Buffer {
  if (!hostile.rawBody) return JSON.stringify(replacedAt(body, at, hostile.value));
  return bodyWithRaw(body, at, hostile.rawBody);
}

const encode = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

/** The template's requests with this hostile string, one slot at a time. */
export function fuzzRequests(template: FuzzTemplate, hostile: HostileString): FuzzRequest[] {
  const path = encode(template.pathValues);
  const query = encode(template.query);
  const json = template.body === undefined ? undefined : JSON.stringify(template.body);
  const request = (label: string, url: string, body: string | Buffer | undefined = json): FuzzRequest => ({
    label: `${template.method} ${template.path} ${label} = ${hostile.name}`,
    method: template.method,
    url,
    body,
    headers: template.headers,
  });
  return [
    ...Object.keys(path).map((name) =>
      request(`path ${name}`, urlOf(template, { ...path, [name]: inUrl(hostile) }, query)),
    ),
    ...template.queryNames.map((name) =>
      request(`query ${name}`, urlOf(template, path, { ...query, [name]: inUrl(hostile) })),
    ),
    ...stringPaths(template.body).map((at) =>
      request(
        `body ${at.join('.') || '(the body)'}`,
        urlOf(template, path, query),
        bodyWith(template.body, at, hostile),
      ),
    ),
  ];
}

/** Methods whose requests fetch lets carry a body. */
const withBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * The template's requests with JSON nested 10,000 deep: as the whole body (whether or not the route takes
 * one), and in place of each string of its body.
 */
export function nestingRequests(template: FuzzTemplate): FuzzRequest[] {
  if (!withBody(template.method)) return [];
  const deep = Buffer.from(deeplyNestedJson);
  const request = (label: string, body: string | Buffer): FuzzRequest => ({
    label: `${template.method} ${template.path} ${label} = JSON nested 10,000 deep`,
    method: template.method,
    url: urlOf(template, encode(template.pathValues), encode(template.query)),
    body,
    headers: template.headers,
  });
  return [
    request('the body', deep),
    ...stringPaths(template.body).map((at) =>
      request(`body ${at.join('.') || '(the body)'}`, bodyWithRaw(template.body, at, deep, false)),
    ),
  ];
}
