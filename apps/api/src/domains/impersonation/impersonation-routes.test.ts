import type { ImpersonationCandidates, Impersonation, TokenPair, UserInfo } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { demoPassword, signedInWith, signInAs, type SignedIn } from '../../testing/sign-in';
import { postJson, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { clearAuditEvents } from '../../testing/clear-audit-events';

let t: TestApp;
const base = '/api/v1/impersonation';
const search = (who: SignedIn | undefined, q: string) =>
  call(t, 'GET', `${base}/users?q=${encodeURIComponent(q)}`, who);
const start = (who: SignedIn | undefined, userId: string) => call(t, 'POST', base, who, { user_id: userId });
const stop = (who: SignedIn | undefined) => call(t, 'DELETE', base, who);
const me = async (who: SignedIn) => jsonOf<UserInfo>(await call(t, 'GET', '/api/v1/me', who));
const audit = () =>
  t.db.query<{ action: string; actor_user_id: string; subject_user_id: string; reason: string | null }>(
    `SELECT action, actor_user_id, subject_user_id, details->>'reason' AS reason
     FROM audit_events WHERE action LIKE 'impersonation.%' ORDER BY occurred_at, action DESC`,
  );
const userId = async (email: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

describe.each(databaseKinds)('on %s', (kind) => {
  let ana: SignedIn, diego: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [ana, diego] = await Promise.all([signInAs(t, 'ana@acme.example'), signInAs(t, 'diego@nuvem.example')]);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await stop(diego);
    await clearAuditEvents(t.db);
  });

  it('answers 401 without a token', async () => {
    await expectError(await search(undefined, 'ana'), 401, 'unauthorized');
    await expectError(await start(undefined, ana.userId), 401, 'unauthorized');
    await expectError(await stop(undefined), 401, 'unauthorized');
  });

  it('is for staff holding impersonate_users only', async () => {
    await expectError(await search(ana, 'bruno'), 403, 'forbidden', ['impersonate_users']);
    await expectError(await start(ana, await userId('bruno@globex.example')), 403, 'forbidden');
    expect((await me(ana)).impersonation ?? null).toBeNull();
  });

  it('searches users by name or e-mail, never the staff member or another impersonator', async () => {
    const byEmail = await jsonOf<ImpersonationCandidates>(await search(diego, 'acme.EXAMPLE'));
    expect(byEmail.users.map((u) => u.email)).toEqual(['ana@acme.example', 'elisa@acme.example']);
    const byName = await jsonOf<ImpersonationCandidates>(await search(diego, 'souza'));
    expect(byName.users).toEqual([{ id: ana.userId, fullName: 'Ana Souza', email: 'ana@acme.example' }]);
    expect((await jsonOf<ImpersonationCandidates>(await search(diego, 'diego'))).users).toEqual([]);
    // A search text with LIKE's wildcards matches them literally.
    expect((await jsonOf<ImpersonationCandidates>(await search(diego, '%_'))).users).toEqual([]);
  });

  it('refuses a search shorter than 2 characters', async () => {
    await expectError(await search(diego, 'a'), 400, 'validation_failed');
  });

  it('refuses themselves (403) and an unknown user (404)', async () => {
    await expectError(await start(diego, diego.userId), 403, 'impersonation_not_allowed');
    await expectError(await start(diego, '00000000-0000-4000-8000-000000000000'), 404, 'user_not_found');
    expect(await audit()).toEqual([]);
  });

  it('answers GET /me as the user, says who impersonates whom, and is audited', async () => {
    const before = Date.now();
    const started = await jsonOf<Impersonation>(await start(diego, ana.userId), 201);
    expect(started).toEqual({
      staff: { fullName: 'Diego Rocha', email: 'diego@nuvem.example' },
      user: { fullName: 'Ana Souza', email: 'ana@acme.example' },
      started_at: expect.any(String),
      expires_at: expect.any(String),
    });
    // 60 minutes at most.
    const lasts = Date.parse(started.expires_at) - Date.parse(started.started_at);
    expect(lasts).toBe(60 * 60 * 1000);
    expect(Date.parse(started.started_at)).toBeGreaterThanOrEqual(before - 5_000);

    const seen = await me(diego);
    expect(seen.email).toBe('ana@acme.example');
    expect(seen.customers.map((c) => c.cloud_id)).toEqual((await me(ana)).customers.map((c) => c.cloud_id));
    expect(seen.features).not.toContain('impersonate_users');
    expect(seen.impersonation).toEqual(started);
    // Ana's other environments' data answers as hers: Initech (held by diego) is not hers.
    await expectError(await call(t, 'GET', '/api/v1/environments/INT1', diego), 404, 'environment_not_found');
    expect(await audit()).toEqual([
      {
        action: 'impersonation.start',
        actor_user_id: diego.userId,
        subject_user_id: ana.userId,
        reason: null,
      },
    ]);
  });

  it("a refresh with include_me carries GET /me's answer as the impersonated user, impersonation included", async () => {
    const signedIn = await postJson(t.url('/api/v1/session'), {
      email: 'diego@nuvem.example',
      password: demoPassword,
    });
    const pair = (await signedIn.json()) as TokenPair;
    const staff = signedInWith(diego.userId, pair.access_token);
    const started = await jsonOf<Impersonation>(await start(staff, ana.userId), 201);
    const refreshed = await postJson(t.url('/api/v1/session/refresh'), {
      refresh_token: pair.refresh_token,
      include_me: true,
    });
    const answer = (await refreshed.json()) as TokenPair & { me: UserInfo };
    expect(answer.me.email).toBe('ana@acme.example');
    expect(answer.me.impersonation).toEqual(started);
    const renewed = signedInWith(diego.userId, answer.access_token);
    expect(answer.me).toEqual(await me(renewed));
    expect((await stop(renewed)).status).toBe(204);
  });

  it('is read-only: writes answer 403 impersonation_read_only, reads pass', async () => {
    await jsonOf<Impersonation>(await start(diego, ana.userId), 201);
    await expectError(await call(t, 'POST', '/api/v1/mails/read', diego), 403, 'impersonation_read_only');
    await expectError(
      await call(t, 'PUT', '/api/v1/preferences/phones', diego, { data: ['+55 11 90000-0000'] }),
      403,
      'impersonation_read_only',
    );
    // Starting another one is a write as well.
    await expectError(
      await start(diego, await userId('bruno@globex.example')),
      403,
      'impersonation_read_only',
    );
    expect((await call(t, 'GET', '/api/v1/mails', diego)).status).toBe(200);
    // Ana herself is not affected.
    expect((await call(t, 'POST', '/api/v1/mails/read', ana)).status).toBe(200);
  });

  it('ends on DELETE, audited with its reason; a second DELETE is harmless', async () => {
    await jsonOf<Impersonation>(await start(diego, ana.userId), 201);
    expect((await stop(diego)).status).toBe(204);
    expect((await stop(diego)).status).toBe(204);
    const seen = await me(diego);
    expect(seen.email).toBe('diego@nuvem.example');
    expect(seen.impersonation).toBeNull();
    expect((await audit()).map((e) => [e.action, e.subject_user_id, e.reason])).toEqual([
      ['impersonation.start', ana.userId, null],
      ['impersonation.stop', ana.userId, 'stop'],
    ]);
  });

  it('ends by itself once past its expiry, audited as expired', async () => {
    await jsonOf<Impersonation>(await start(diego, ana.userId), 201);
    await t.db.query(
      `UPDATE impersonations SET expires_at = now() - interval '1 second' WHERE ended_at IS NULL`,
    );
    const seen = await me(diego);
    expect(seen.email).toBe('diego@nuvem.example');
    expect(seen.impersonation).toBeNull();
    expect((await audit()).map((e) => e.reason)).toEqual([null, 'expired']);
  });

  it('ends on sign-out, audited as logout', async () => {
    const other = await signInAs(t, 'diego@nuvem.example');
    await jsonOf<Impersonation>(await start(other, ana.userId), 201);
    // Another sign-in of the same staff member is not impersonating.
    expect((await me(diego)).email).toBe('diego@nuvem.example');
    expect((await call(t, 'DELETE', '/api/v1/session', other)).status).toBe(204);
    expect((await audit()).map((e) => [e.action, e.reason])).toEqual([
      ['impersonation.start', null],
      ['impersonation.stop', 'logout'],
    ]);
    const live = await t.db.query('SELECT 1 FROM impersonations WHERE ended_at IS NULL');
    expect(live).toEqual([]);
  });
});
