import {
  apiReferenceOf,
  exampleOf,
  schemaNodeOf,
  type OpenApiDocument,
  type OpenApiSchema,
} from './apiReferenceOf';

const ERROR = {
  type: 'object',
  required: ['error_code'],
  properties: { error_code: { type: 'string', description: 'Stable code.' } },
};

// A small document shaped as the API's (@fastify/swagger from TypeBox): unions of literals, a $ref'd Error,
// 'Default Response' descriptions, security per operation.
const doc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Nuvem API', version: '0.1.0', description: 'Backend.' },
  components: {
    schemas: { Error: ERROR },
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'A session or API token.' },
      embedToken: { type: 'apiKey', name: 'Authorization', description: 'EmbedToken <token>. Expires.' },
    },
  },
  paths: {
    '/api/v1/health': {
      get: { summary: 'Liveness', tags: ['health'], responses: { 200: { description: 'Default Response' } } },
    },
    '/api/v1/environments/{cloudId}/iaas/machines/{machineId}/stop': {
      post: {
        summary: 'Stop a machine',
        tags: ['iaas'],
        security: [{ bearerAuth: [] }],
        parameters: [
          { name: 'cloudId', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } },
          { name: 'machineId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'idempotency-key', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['mode', 'reason'],
                properties: {
                  mode: {
                    anyOf: [
                      { type: 'string', enum: ['soft'] },
                      { type: 'string', enum: ['hard'] },
                    ],
                  },
                  reason: { type: 'string', minLength: 1, maxLength: 200 },
                  notify: { type: 'boolean' },
                },
              },
            },
          },
        },
        responses: {
          202: {
            description: 'The operation.',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          404: {
            description: 'Default Response',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
    '/api/v1/environments/{cloudId}/iaas/machines': {
      get: {
        summary: 'List machines',
        tags: ['iaas'],
        security: [{ bearerAuth: [] }],
        responses: {
          200: {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id'],
                    properties: { id: { type: 'string' }, ip: { type: 'string', nullable: true } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

test('groups operations by tag (by name), sorted by path then method', () => {
  const model = apiReferenceOf(doc);
  expect(model.groups.map((g) => g.tag)).toEqual(['health', 'iaas']);
  expect(model.groups[1]!.operations.map((op) => op.id)).toEqual([
    'GET /api/v1/environments/{cloudId}/iaas/machines',
    'POST /api/v1/environments/{cloudId}/iaas/machines/{machineId}/stop',
  ]);
  expect(model).toMatchObject({ title: 'Nuvem API', version: '0.1.0', description: 'Backend.' });
});

test('the auth schemes carry the word their header starts with', () => {
  expect(apiReferenceOf(doc).authSchemes).toEqual([
    { id: 'bearerAuth', headerScheme: 'Bearer', description: 'A session or API token.' },
    { id: 'embedToken', headerScheme: 'EmbedToken', description: 'EmbedToken <token>. Expires.' },
  ]);
});

test('an operation: its auth, parameters, body as a tree with its example, answers with $refs resolved', () => {
  const stop = apiReferenceOf(doc).groups[1]!.operations[1]!;
  expect(stop.auth).toEqual(['bearerAuth']);
  expect(stop.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
    ['cloudId', 'path', true],
    ['machineId', 'path', true],
    ['idempotency-key', 'header', true],
  ]);
  expect(stop.parameters[0]!.schema).toMatchObject({ type: 'string', maxLength: 64 });
  expect(stop.requestBody?.children).toEqual([
    { name: 'mode', type: 'string', required: true, enumValues: ['soft', 'hard'] },
    { name: 'reason', type: 'string', required: true, minLength: 1, maxLength: 200 },
    { name: 'notify', type: 'boolean', required: false },
  ]);
  // Required fields only, the first allowed value.
  expect(JSON.parse(stop.requestExample!)).toEqual({ mode: 'soft', reason: 'string' });
  expect(stop.responses).toEqual([
    { status: '202', description: 'The operation.', schema: { type: 'object' } },
    {
      status: '404',
      schema: {
        type: 'Error',
        refName: 'Error',
        children: [{ name: 'error_code', type: 'string', required: true, description: 'Stable code.' }],
      },
    },
  ]);
});

test("arrays name their items and show the items' fields; nullable adds | null; public has no auth", () => {
  const [health, iaas] = apiReferenceOf(doc).groups;
  expect(health!.operations[0]!.auth).toEqual([]);
  expect(health!.operations[0]!.responses).toEqual([{ status: '200' }]);
  expect(iaas!.operations[0]!.responses[0]!.schema).toEqual({
    type: 'array<object>',
    children: [
      { name: 'id', type: 'string', required: true },
      { name: 'ip', type: 'string | null', required: false },
    ],
  });
});

test('a deep schema stops at six levels and says so', () => {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 10; i++) schema = { type: 'object', properties: { inner: schema } };
  let node = schemaNodeOf(schema, doc);
  let depth = 0;
  while (node.children?.[0]) {
    node = node.children[0];
    depth++;
  }
  expect(depth).toBe(6);
  expect(node.truncated).toBe(true);
});

test('a union of object shapes is shown as its variants; an example takes the first', () => {
  const schema: OpenApiSchema = {
    anyOf: [
      { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 } } },
      { type: 'object', properties: { b: { type: 'string', format: 'email' } } },
    ],
  };
  const node = schemaNodeOf(schema, doc);
  expect(node.type).toBe('object');
  expect(node.variants?.map((v) => v.children?.map((c) => c.name))).toEqual([['a'], ['b']]);
  expect(exampleOf(schema, doc)).toEqual({ a: 1 });
});
