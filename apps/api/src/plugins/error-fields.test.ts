import { Type } from 'typebox';
import type { Database } from '../db/database';
import { signInAs } from '../testing/sign-in';
import { startTestApp, testConfig, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { buildApp, type App } from '../app';
import { errorResponses } from '../http/schemas';

// A probe route whose three parts are validated, answering 400 through the shared Error schema (so the
// response serializer keeps error_fields only when the schema declares it).
describe('a 400 validation_failed names its fields', () => {
  let db: Database;
  let app: App;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await buildApp({ db, config: testConfig() });
    app.post(
      '/probe/:id',
      {
        schema: {
          params: Type.Object({ id: Type.String({ pattern: '^[a-z]+$' }) }),
          querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
          body: Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: 120 }),
              'a/b': Type.Optional(Type.String()),
              tags: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { maxItems: 2 })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses },
        },
      },
      async () => ({ ok: true }),
    );
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const probe = (body: unknown, { id = 'abc', query = '' } = {}) =>
    app.inject({ method: 'POST', url: `/probe/${id}${query}`, payload: body as object });

  it.each([
    ['too long', { name: 'x'.repeat(121) }, { in: 'body', path: '/name', keyword: 'maxLength', limit: 120 }],
    ['empty', { name: '' }, { in: 'body', path: '/name', keyword: 'minLength', limit: 1 }],
    ['missing', {}, { in: 'body', path: '/name', keyword: 'required' }],
    ['of the wrong type', { name: 7 }, { in: 'body', path: '/name', keyword: 'type' }],
    [
      'in a list',
      { name: 'a', tags: ['ok', 'long'] },
      { in: 'body', path: '/tags/1', keyword: 'maxLength', limit: 3 },
    ],
    [
      'a list too long',
      { name: 'a', tags: ['a', 'b', 'c'] },
      { in: 'body', path: '/tags', keyword: 'maxItems', limit: 2 },
    ],
    ['with a NUL', { name: 'a\u0000b' }, { in: 'body', path: '/name', keyword: 'storableText' }],
    ['a name to escape', { name: 'a', 'a/b': 1 }, { in: 'body', path: '/a~1b', keyword: 'type' }],
  ])('a body field %s', async (_case, body, field) => {
    const res = await probe(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'validation_failed', error_fields: [field] });
  });

  it('a query field', async () => {
    const res = await probe({ name: 'a' }, { query: '?limit=51' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_fields: [{ in: 'query', path: '/limit', keyword: 'maximum', limit: 50 }],
    });
  });

  it('a path parameter', async () => {
    const res = await probe({ name: 'a' }, { id: 'ABC' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_fields: [{ in: 'params', path: '/id', keyword: 'pattern' }] });
    // A pattern is no bound: no limit.
    expect((res.json() as { error_fields: object[] }).error_fields[0]).not.toHaveProperty('limit');
  });

  it('every other error has an empty list', async () => {
    const ok = await probe({ name: 'a' });
    expect(ok.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.json()).toMatchObject({ error_code: 'not_found', error_fields: [] });
  });
});

describe('on a real route and in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('PUT /preferences/phones names the phone that is too long', async () => {
    const ana = await signInAs(t, 'ana@acme.example');
    const res = await fetch(t.url('/api/v1/preferences/phones'), {
      method: 'PUT',
      headers: { ...ana.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: ['+55 11 91234-5678', '+55 11 91234-5678 000000'] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error_code: 'validation_failed',
      error_fields: [{ in: 'body', path: '/data/1', keyword: 'maxLength', limit: 20 }],
    });
  });

  it('declares error_fields in the Error schema', async () => {
    const doc = (await (await fetch(t.url('/api/docs/json'))).json()) as {
      components: { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> };
    };
    const error = doc.components.schemas['Error']!;
    expect(error.required).toContain('error_fields');
    expect(error.properties['error_fields']).toMatchObject({
      type: 'array',
      maxItems: 20,
      items: { required: ['in', 'path', 'keyword'] },
    });
  });
});
