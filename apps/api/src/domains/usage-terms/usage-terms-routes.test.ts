// Termos de aceite (issue 32) over HTTP, on PostgreSQL only (plain writes; the shared idempotency helper is
// tested on both databases).
import { randomUUID } from 'node:crypto';
import type {
  UsageTermAdminList,
  UsageTermCurrent,
  UsageTermsOfEnvironment,
  UsageTermVersion,
} from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;

function send(
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      'user-agent': 'vitest-agent',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const get = (who: SignedIn, path: string) => send(who, 'GET', path, undefined, null);
const current = async (who: SignedIn) =>
  jsonOf<UsageTermCurrent>(await get(who, '/api/v1/usage-terms/current'));
const audits = (action: string) =>
  t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE action = $1', [action]);

beforeAll(async () => {
  t = await startTestApp('postgres');
  [ana, bruno, carla, diego, elisa] = (await Promise.all(
    [
      'ana@acme.example',
      'bruno@globex.example',
      'carla@parceira.example',
      'diego@nuvem.example',
      'elisa@acme.example',
    ].map((email) => signInAs(t, email)),
  )) as SignedIn[] as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
}, 120_000);
afterAll(() => t.close());

describe('usage terms', () => {
  it('every demo user accepted the seeded version 1, so no one is asked', async () => {
    for (const who of [ana, bruno, carla, diego, elisa]) {
      const answer = await current(who);
      expect(answer.version?.version).toBe(1);
      expect(answer.accepted_at).not.toBeNull();
    }
  });

  it('staff write a draft, publish it, and ana must accept it (once, audited, with IP and user agent)', async () => {
    await expectError(await send(ana, 'GET', '/api/v1/admin/usage-terms', undefined, null), 403, 'forbidden');
    await expectError(
      await send(diego, 'POST', '/api/v1/admin/usage-terms', { title: '  ', body: 'x' }),
      400,
      'validation_failed',
    );
    const key = randomUUID();
    const draftBody = { title: 'Termos de uso 2', body: 'Texto novo.\n\n- item' };
    const draft = await jsonOf<UsageTermVersion>(
      await send(diego, 'POST', '/api/v1/admin/usage-terms', draftBody, key),
      201,
    );
    expect(draft.version).toBeNull();
    // A retry is the same draft.
    expect(
      await jsonOf<UsageTermVersion>(await send(diego, 'POST', '/api/v1/admin/usage-terms', draftBody, key)),
    ).toEqual(draft);
    // A draft asks no one.
    expect((await current(ana)).version?.version).toBe(1);
    const edited = await jsonOf<UsageTermVersion>(
      await send(diego, 'PUT', `/api/v1/admin/usage-terms/${draft.id}`, {
        ...draftBody,
        body: 'Texto revisto.',
      }),
    );
    expect(edited.body).toBe('Texto revisto.');

    const published = await jsonOf<UsageTermVersion>(
      await send(diego, 'POST', `/api/v1/admin/usage-terms/${draft.id}/publish`),
    );
    expect(published.version).toBe(2);
    await expectError(
      await send(diego, 'POST', `/api/v1/admin/usage-terms/${draft.id}/publish`),
      409,
      'usage_term_published',
      ['2'],
    );
    await expectError(
      await send(diego, 'PUT', `/api/v1/admin/usage-terms/${draft.id}`, draftBody),
      409,
      'usage_term_published',
    );

    const asked = await current(ana);
    expect(asked).toMatchObject({ version: { id: draft.id, version: 2 }, accepted_at: null });
    // Only the version asked may be accepted.
    const [{ id: v1 }] = (await t.db.query<{ id: string }>(
      'SELECT id FROM usage_term_versions WHERE version = 1',
    )) as [{ id: string }];
    await expectError(
      await send(ana, 'POST', `/api/v1/usage-terms/${v1}/accept`),
      404,
      'usage_term_not_found',
    );

    const before = (await audits('usage_term.accept'))[0]!.n;
    const accepted = await jsonOf<UsageTermCurrent>(
      await send(ana, 'POST', `/api/v1/usage-terms/${draft.id}/accept`),
      201,
    );
    expect(accepted.accepted_at).not.toBeNull();
    const again = await jsonOf<UsageTermCurrent>(
      await send(ana, 'POST', `/api/v1/usage-terms/${draft.id}/accept`),
      200,
    );
    expect(again.accepted_at).toBe(accepted.accepted_at);
    expect((await audits('usage_term.accept'))[0]!.n).toBe(before + 1);
    const [row] = await t.db.query<{ ip: string; user_agent: string }>(
      'SELECT ip, user_agent FROM usage_term_acceptances WHERE user_id = $1 AND version_id = $2',
      [ana.userId, draft.id],
    );
    expect(row).toEqual({ ip: '127.0.0.1', user_agent: 'vitest-agent' });

    const admin = await jsonOf<UsageTermAdminList>(await get(diego, '/api/v1/admin/usage-terms'));
    expect(admin.versions.find((v) => v.id === draft.id)).toMatchObject({
      acceptances: 1,
      published_by: 'diego@nuvem.example',
    });
  });

  it("lists an environment's versions with the user's own acceptances, and every user's for an administrator", async () => {
    const own = await jsonOf<UsageTermsOfEnvironment>(
      await get(elisa, '/api/v1/environments/ACM1/usage-terms'),
    );
    expect(own.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(new Set(own.acceptances.map((a) => a.user_email))).toEqual(new Set(['elisa@acme.example']));
    const all = await jsonOf<UsageTermsOfEnvironment>(
      await get(ana, '/api/v1/environments/ACM1/usage-terms'),
    );
    expect(new Set(all.acceptances.map((a) => a.user_email))).toEqual(
      new Set(['ana@acme.example', 'carla@parceira.example', 'diego@nuvem.example', 'elisa@acme.example']),
    );
    await expectError(await get(ana, '/api/v1/environments/GLX01/usage-terms'), 404, 'environment_not_found');
  });
});
