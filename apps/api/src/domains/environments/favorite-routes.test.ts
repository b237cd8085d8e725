import type { Client, FavoriteEnvironment, FavoriteEnvironmentList } from '@nuvem/api-contract';
import { demoEnvironments } from '../../demo/demo-data';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn, bruno: SignedIn, diego: SignedIn;

const path = '/api/v1/favorites/environments';
const environment = (cloudId: string) => demoEnvironments.find((env) => env.cloud_id === cloudId)!;
/** The payload the portal sends to star `cloudId` as `email`. */
const payload = (cloudId: string, email: string) => ({
  email,
  cloud_id: cloudId,
  t_code: environment(cloudId).t_code,
  federal_id: environment(cloudId).federal_id,
});

const list = async (who: SignedIn) =>
  (await jsonOf<FavoriteEnvironmentList>(await call(t, 'GET', path, who))).Items;
const save = (who: SignedIn, body: unknown) => call(t, 'POST', path, who, body);
const remove = (who: SignedIn, cloudId: string) => call(t, 'DELETE', `${path}/${cloudId}`, who);
const allFavorites = () =>
  t.db.query<{ user_id: string; environment_id: string }>(
    'SELECT user_id, environment_id FROM favorite_environments ORDER BY 1, 2',
  );

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    const signedIn = await Promise.all(
      ['ana@acme.example', 'bruno@globex.example', 'diego@nuvem.example'].map((email) => signInAs(t, email)),
    );
    [ana, bruno, diego] = signedIn as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await expectError(await call(t, 'GET', path), 401, 'unauthorized');
    await expectError(
      await call(t, 'POST', path, undefined, payload('ACM1', 'ana@acme.example')),
      401,
      'unauthorized',
    );
    await expectError(await call(t, 'DELETE', `${path}/ACM1`), 401, 'unauthorized');
  });

  it("lists the user's favorites with id, cloud_id, email, t_code and federal_id", async () => {
    expect(await list(bruno)).toEqual(
      ['GLX01', 'GLX12'].map((cloudId) => ({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        cloud_id: cloudId,
        email: 'bruno@globex.example',
        t_code: environment(cloudId).t_code,
        federal_id: environment(cloudId).federal_id,
      })),
    );
    expect(await list(ana)).toEqual([]);
  });

  it('saves a favorite (201), and again idempotently (200, same id)', async () => {
    const created = await jsonOf<FavoriteEnvironment>(
      await save(ana, payload('ACM2', 'ana@acme.example')),
      201,
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cloud_id: 'ACM2',
      email: 'ana@acme.example',
      t_code: environment('ACM2').t_code,
      federal_id: environment('ACM2').federal_id,
    });
    expect(await list(ana)).toEqual([created]);
    expect(await jsonOf<Client>(await call(t, 'GET', '/api/v1/environments/ACM2', ana))).toMatchObject({
      isFavorite: true,
    });

    const before = await allFavorites();
    // The email in another case and the federal id without punctuation still match.
    const again = await save(ana, {
      ...payload('ACM2', 'Ana@Acme.Example'),
      federal_id: environment('ACM2').federal_id.replace(/\D/g, ''),
    });
    expect(await jsonOf<FavoriteEnvironment>(again, 200)).toEqual(created);
    expect(await allFavorites()).toEqual(before);
  });

  it('answers 400 and saves nothing for a foreign email, a foreign or unknown environment, or mismatched codes', async () => {
    const before = await allFavorites();
    const own = payload('ACM3', 'ana@acme.example');
    await expectError(
      await save(ana, { ...own, email: 'bruno@globex.example' }),
      400,
      'favorite_email_mismatch',
      ['email'],
    );
    await expectError(
      await save(ana, payload('GLX01', 'ana@acme.example')),
      400,
      'favorite_environment_unknown',
      ['GLX01'],
    );
    await expectError(await save(ana, { ...own, cloud_id: 'NOPE1' }), 400, 'favorite_environment_unknown', [
      'NOPE1',
    ]);
    await expectError(
      await save(ana, { ...own, t_code: environment('ACM1').t_code }),
      400,
      'favorite_environment_mismatch',
      ['t_code', 'ACM3'],
    );
    await expectError(
      await save(ana, { ...own, federal_id: environment('ACM1').federal_id }),
      400,
      'favorite_environment_mismatch',
      ['federal_id', 'ACM3'],
    );
    for (const body of [
      { ...own, email: 'not-an-email' },
      { ...own, cloud_id: 'ACM 3' },
      { email: own.email, cloud_id: own.cloud_id, t_code: own.t_code },
      { ...own, t_code: '' },
      'ACM3',
    ])
      await expectError(await save(ana, body), 400, 'validation_failed');
    expect(await allFavorites()).toEqual(before);
  });

  it('deletes a favorite (204), then answers 404 favorite_not_found', async () => {
    await jsonOf(await save(ana, payload('ACM1', 'ana@acme.example')), 201);
    expect((await remove(ana, 'ACM1')).status).toBe(204);
    expect((await list(ana)).map((f) => f.cloud_id)).not.toContain('ACM1');
    await expectError(await remove(ana, 'ACM1'), 404, 'favorite_not_found', ['ACM1']);
    await expectError(await remove(ana, 'ACM1%20x'), 400, 'validation_failed');
  });

  describe('tenant isolation', () => {
    it("never shows, saves or deletes another user's favorites", async () => {
      const brunos = await list(bruno);
      // ana cannot star GLX01 (tested above) nor unstar bruno's favorite of it.
      await expectError(await remove(ana, 'GLX01'), 404, 'favorite_not_found');
      expect(await list(bruno)).toEqual(brunos);
      expect((await list(ana)).some((f) => f.cloud_id.startsWith('GLX'))).toBe(false);
    });

    it('lets provider staff with all_resources_by_customer star any environment', async () => {
      const starred = await jsonOf<FavoriteEnvironment>(
        await save(diego, payload('GLX01', 'diego@nuvem.example')),
        201,
      );
      expect(starred).toMatchObject({ cloud_id: 'GLX01', email: 'diego@nuvem.example' });
      expect((await list(diego)).map((f) => f.cloud_id)).toEqual(['GLX01']);
      // bruno's favorite of the same environment is a separate record.
      expect((await list(bruno)).find((f) => f.cloud_id === 'GLX01')?.id).not.toBe(starred.id);
      expect((await remove(diego, 'GLX01')).status).toBe(204);
      expect((await list(bruno)).map((f) => f.cloud_id)).toEqual(['GLX01', 'GLX12']);
    });

    it('hides a favorite of an environment the user no longer holds', async () => {
      const [acm3] = await t.db.query<{ id: string }>(
        "SELECT id FROM customer_environments WHERE cloud_id = 'ACM3'",
      );
      await jsonOf(await save(ana, payload('ACM3', 'ana@acme.example')), 201);
      await t.db.query('DELETE FROM user_environments WHERE user_id = $1 AND environment_id = $2', [
        ana.userId,
        acm3!.id,
      ]);
      try {
        expect((await list(ana)).map((f) => f.cloud_id)).not.toContain('ACM3');
      } finally {
        await t.db.query('INSERT INTO user_environments (user_id, environment_id) VALUES ($1, $2)', [
          ana.userId,
          acm3!.id,
        ]);
      }
      expect((await list(ana)).map((f) => f.cloud_id)).toContain('ACM3');
    });
  });
});
