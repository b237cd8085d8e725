// Perfil on both databases: the user's own profile (read, change, audited, retried safely, refused when bad),
// the password change (current password, rules, other sign-ins end) and the sign-ins (listed with their
// device and address, ended one by one or all but this one, never another user's).
import { randomUUID } from 'node:crypto';
import type { Profile, SignInList, TokenPair } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { demoPassword, signedInWith, signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;

/** A request with a body, an Idempotency-Key and a user agent of our choosing. */
function send(method: string, path: string, who: SignedIn, body: unknown, key = randomUUID()) {
  return fetch(t.url(path), {
    method,
    headers: { ...who.headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** Signs in from a given browser; answers the sign-in and its refresh token. */
async function signInFrom(email: string, userAgent: string, password = demoPassword) {
  const res = await fetch(t.url('/api/v1/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  const pair = await jsonOf<TokenPair>(res);
  const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { who: signedInWith(user!.id, pair.access_token), refresh: pair.refresh_token };
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the user’s own profile, and 401 without a sign-in', async () => {
    const ana = await signInAs(t, 'ana@acme.example');
    expect(await jsonOf<Profile>(await call(t, 'GET', '/api/v1/profile', ana))).toEqual({
      email: 'ana@acme.example',
      full_name: expect.stringContaining('Ana'),
      phone: expect.anything(),
      language: 'pt-BR',
    });
    expect((await call(t, 'GET', '/api/v1/profile')).status).toBe(401);
  });

  it('changes name, phone and language once per key, audited before and after; /me sees it', async () => {
    const elisa = await signInAs(t, 'elisa@acme.example');
    const before = await jsonOf<Profile>(await call(t, 'GET', '/api/v1/profile', elisa));
    const key = randomUUID();
    const change = { full_name: '  Elisa Prado  ', phone: '+55 11 98888-7777', language: 'en' };
    const saved = await jsonOf<Profile>(await send('PATCH', '/api/v1/profile', elisa, change, key));
    expect(saved).toEqual({
      email: 'elisa@acme.example',
      full_name: 'Elisa Prado',
      phone: '+55 11 98888-7777',
      language: 'en',
    });
    expect(await jsonOf<Profile>(await send('PATCH', '/api/v1/profile', elisa, change, key))).toEqual(saved);
    await expectError(
      await send('PATCH', '/api/v1/profile', elisa, { ...change, language: 'es' }, key),
      409,
      'idempotency_key_reused',
    );
    const audit = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_events WHERE action = 'profile.update' AND actor_user_id = $1`,
      [elisa.userId],
    );
    expect(audit).toEqual([
      {
        before: { full_name: before.full_name, phone: before.phone, language: 'pt-BR' },
        after: { full_name: 'Elisa Prado', phone: '+55 11 98888-7777', language: 'en' },
      },
    ]);
    await vi.waitFor(async () => {
      const me = await jsonOf<{ userInfo?: { fullName: string }; fullName?: string }>(
        await call(t, 'GET', '/api/v1/me', elisa),
      );
      expect(JSON.stringify(me)).toContain('Elisa Prado');
    });
    // Back as it was.
    await send('PATCH', '/api/v1/profile', elisa, { ...before, language: 'pt-BR' } as never);
  });

  it('changes only the fields sent (the language menu sends the language alone); an empty body is refused', async () => {
    const elisa = await signInAs(t, 'elisa@acme.example');
    const before = await jsonOf<Profile>(await call(t, 'GET', '/api/v1/profile', elisa));
    const saved = await jsonOf<Profile>(await send('PATCH', '/api/v1/profile', elisa, { language: 'es' }));
    expect(saved).toEqual({ ...before, language: 'es' });
    const [row] = await t.db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [
      elisa.userId,
    ]);
    expect(row?.language).toBe('es');
    expect((await send('PATCH', '/api/v1/profile', elisa, {})).status).toBe(400);
    await send('PATCH', '/api/v1/profile', elisa, { language: before.language });
  });

  it('refuses a bad profile with the field named, writing nothing', async () => {
    const ana = await signInAs(t, 'ana@acme.example');
    const before = await jsonOf<Profile>(await call(t, 'GET', '/api/v1/profile', ana));
    for (const [body, path] of [
      [{ full_name: ' ', phone: null, language: 'pt-BR' }, '/full_name'],
      [{ full_name: 'Ana', phone: 'ligue-me', language: 'pt-BR' }, '/phone'],
      [{ full_name: 'Ana', phone: null, language: 'fr' }, '/language'],
    ] as const) {
      const res = await send('PATCH', '/api/v1/profile', ana, body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { error_fields: { path: string }[] };
      expect(error.error_fields[0]?.path).toBe(path);
    }
    const missingKey = await fetch(t.url('/api/v1/profile'), {
      method: 'PATCH',
      headers: { ...ana.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Ana', phone: null, language: 'pt-BR' }),
    });
    expect(missingKey.status).toBe(400);
    expect(await jsonOf<Profile>(await call(t, 'GET', '/api/v1/profile', ana))).toEqual(before);
  });

  it('lists the live sign-ins with browser and address, this one marked, the latest used first', async () => {
    const first = await signInFrom('carla@parceira.example', 'Firefox/130 (walk one)');
    const second = await signInFrom('carla@parceira.example', 'Chrome/140 (walk two)');
    const list = await jsonOf<SignInList>(await call(t, 'GET', '/api/v1/profile/sign-ins', second.who));
    const mine = list.items.filter((item) => [first.who.sessionId, second.who.sessionId].includes(item.id));
    expect(mine).toEqual([
      expect.objectContaining({
        id: second.who.sessionId,
        user_agent: 'Chrome/140 (walk two)',
        current: true,
      }),
      expect.objectContaining({
        id: first.who.sessionId,
        user_agent: 'Firefox/130 (walk one)',
        current: false,
      }),
    ]);
    expect(mine[0]!.ip).toMatch(/127\.0\.0\.1/);
    // A refresh is a use: the first sign-in comes first, from its new browser.
    const refreshed = await fetch(t.url('/api/v1/session/refresh'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Firefox/131 (walk one)' },
      body: JSON.stringify({ refresh_token: first.refresh }),
    });
    expect(refreshed.status).toBe(200);
    const after = await jsonOf<SignInList>(await call(t, 'GET', '/api/v1/profile/sign-ins', second.who));
    expect(after.items[0]).toMatchObject({ id: first.who.sessionId, user_agent: 'Firefox/131 (walk one)' });
  });

  it('ends one sign-in (its token stops at once), 404 for another user’s or an ended one, audited', async () => {
    const one = await signInFrom('bruno@globex.example', 'walk/1');
    const two = await signInFrom('bruno@globex.example', 'walk/2');
    const ana = await signInAs(t, 'ana@acme.example');
    await expectError(
      await call(t, 'DELETE', `/api/v1/profile/sign-ins/${one.who.sessionId}`, ana),
      404,
      'sign_in_not_found',
    );
    expect((await call(t, 'GET', '/api/v1/me', one.who)).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/v1/profile/sign-ins/${one.who.sessionId}`, two.who)).status).toBe(
      204,
    );
    expect((await call(t, 'GET', '/api/v1/me', one.who)).status).toBe(401);
    expect((await call(t, 'GET', '/api/v1/me', two.who)).status).toBe(200);
    await expectError(
      await call(t, 'DELETE', `/api/v1/profile/sign-ins/${one.who.sessionId}`, two.who),
      404,
      'sign_in_not_found',
    );
    const audit = await t.db.query<{ target_id: string }>(
      `SELECT target_id FROM audit_events WHERE action = 'sign_in.end' AND actor_user_id = $1`,
      [two.who.userId],
    );
    expect(audit).toEqual([{ target_id: one.who.sessionId }]);
  });

  it('ends every other sign-in and keeps this one; again, 0', async () => {
    const others = [
      await signInFrom('diego@nuvem.example', 'a'),
      await signInFrom('diego@nuvem.example', 'b'),
    ];
    const me = await signInFrom('diego@nuvem.example', 'c');
    const ended = await jsonOf<{ ended: number }>(
      await call(t, 'DELETE', '/api/v1/profile/sign-ins', me.who),
    );
    expect(ended.ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await call(t, 'GET', '/api/v1/me', other.who)).status).toBe(401);
    expect((await call(t, 'GET', '/api/v1/me', me.who)).status).toBe(200);
    const list = await jsonOf<SignInList>(await call(t, 'GET', '/api/v1/profile/sign-ins', me.who));
    expect(list.items.map((item) => item.id)).toEqual([me.who.sessionId]);
    expect(await jsonOf(await call(t, 'DELETE', '/api/v1/profile/sign-ins', me.who))).toEqual({ ended: 0 });
  });

  it('changes the password: the current one checked, the rules held, other sign-ins ended, retried safely', async () => {
    const email = 'fabio@initech.example';
    const other = await signInFrom(email, 'other');
    const me = await signInFrom(email, 'me');
    await expectError(
      await send('PUT', '/api/v1/profile/password', me.who, {
        current_password: 'not-it-at-all',
        new_password: 'uma-senha-nova-1',
      }),
      400,
      'password_incorrect',
    );
    const short = await send('PUT', '/api/v1/profile/password', me.who, {
      current_password: demoPassword,
      new_password: 'curta',
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error_fields: { path: string }[] }).error_fields[0]?.path).toBe(
      '/new_password',
    );
    expect((await call(t, 'GET', '/api/v1/me', other.who)).status).toBe(200);
    const key = randomUUID();
    const change = { current_password: demoPassword, new_password: 'uma-senha-nova-1' };
    expect((await send('PUT', '/api/v1/profile/password', me.who, change, key)).status).toBe(204);
    expect((await send('PUT', '/api/v1/profile/password', me.who, change, key)).status).toBe(204);
    expect((await call(t, 'GET', '/api/v1/me', other.who)).status).toBe(401);
    expect((await call(t, 'GET', '/api/v1/me', me.who)).status).toBe(200);
    const signIn = (password: string) =>
      fetch(t.url('/api/v1/session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn(demoPassword)).status).toBe(401);
    expect((await signIn('uma-senha-nova-1')).status).toBe(200);
    const audit = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'password.change' AND actor_user_id = $1`,
      [me.who.userId],
    );
    expect(audit[0]!.n).toBe(1);
    expect(
      (
        await send('PUT', '/api/v1/profile/password', me.who, {
          current_password: 'uma-senha-nova-1',
          new_password: demoPassword,
        })
      ).status,
    ).toBe(204);
  });
});
