import type { AssistToken, AssistTokenVerification } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { clearAuditEvents } from '../../testing/clear-audit-events';

let t: TestApp;
const generate = (who: SignedIn | undefined, cloudId: string) =>
  call(t, 'POST', `/api/v1/environments/${cloudId}/assist-token`, who);
const verify = (who: SignedIn | undefined, token: string) =>
  call(t, 'POST', '/api/v1/support/assist-tokens/verify', who, { token });
const audit = () =>
  t.db.query<{ action: string; actor_user_id: string; subject_user_id: string | null; found: string | null }>(
    `SELECT action, actor_user_id, subject_user_id, details->>'found' AS found
     FROM audit_events WHERE action LIKE 'assist_token.%' ORDER BY occurred_at`,
  );

describe.each(databaseKinds)('on %s', (kind) => {
  let ana: SignedIn, bruno: SignedIn, diego: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [ana, bruno, diego] = (await Promise.all(
      ['ana@acme.example', 'bruno@globex.example', 'diego@nuvem.example'].map((e) => signInAs(t, e)),
    )) as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());
  afterEach(() => clearAuditEvents(t.db));

  it('answers 401 without a token', async () => {
    await expectError(await generate(undefined, 'ACM1'), 401, 'unauthorized');
    await expectError(await verify(undefined, 'ABCD-EFGH-JKMN-PQRS'), 401, 'unauthorized');
  });

  it('generates a token for an environment the user may see only', async () => {
    await expectError(await generate(ana, 'GLX01'), 404, 'environment_not_found', ['GLX01']);
    await expectError(await generate(ana, 'ZZZ404'), 404, 'environment_not_found');
  });

  it('answers the token once, 30 minutes long, stored only as a hash, and audited', async () => {
    const before = Date.now();
    const { token, expires_at } = await jsonOf<AssistToken>(await generate(ana, 'ACM2'), 201);
    expect(token).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const lasts = Date.parse(expires_at) - before;
    expect(lasts).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(lasts).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const stored = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM assist_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [ana.userId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token.replace(/-/g, ''));
    expect(await audit()).toEqual([
      {
        action: 'assist_token.generate',
        actor_user_id: ana.userId,
        subject_user_id: ana.userId,
        found: null,
      },
    ]);
  });

  it('support staff learn whom and which environment it is for, however they type it', async () => {
    const { token, expires_at } = await jsonOf<AssistToken>(await generate(ana, 'ACM2'), 201);
    const typed = token.toLowerCase().replace(/-/g, ' ');
    expect(await jsonOf<AssistTokenVerification>(await verify(diego, typed))).toEqual({
      user: { fullName: 'Ana Souza', email: 'ana@acme.example' },
      environment: { cloud_id: 'ACM2', t_code: 'T10014', corporate_name: 'Acme Homologação' },
      created_at: expect.any(String),
      expires_at,
    });
    expect((await audit()).at(-1)).toEqual({
      action: 'assist_token.verify',
      actor_user_id: diego.userId,
      subject_user_id: ana.userId,
      found: 'true',
    });
  });

  it('verifying needs verify_assist_token', async () => {
    const { token } = await jsonOf<AssistToken>(await generate(ana, 'ACM1'), 201);
    await expectError(await verify(bruno, token), 403, 'forbidden', ['verify_assist_token']);
    await expectError(await verify(ana, token), 403, 'forbidden');
  });

  it('generating again revokes the previous token; an expired token no longer verifies', async () => {
    const first = await jsonOf<AssistToken>(await generate(ana, 'ACM1'), 201);
    const second = await jsonOf<AssistToken>(await generate(ana, 'ACM3'), 201);
    expect(second.token).not.toBe(first.token);
    await expectError(await verify(diego, first.token), 404, 'assist_token_not_found');
    expect((await verify(diego, second.token)).status).toBe(200);

    await t.db.query(`UPDATE assist_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      ana.userId,
    ]);
    await expectError(await verify(diego, second.token), 404, 'assist_token_not_found');
    await expectError(await verify(diego, 'not a token'), 404, 'assist_token_not_found');
    expect((await audit()).filter((e) => e.action === 'assist_token.verify').map((e) => e.found)).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
  });
});
