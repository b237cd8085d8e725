import { signAccessToken } from '../../auth/access-token';
import type { UserInfo } from '@nuvem/api-contract';
import type { TokenPair } from '../session/session-service';
import type { Database } from '../../db/database';
import { errorShape, postJson, startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { grantFeatures } from '../../testing/grant-features';

const password = 'nuvem-demo-2024';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;

async function meAs(email: string): Promise<UserInfo> {
  const pair = (await (await postJson(t.url('/api/v1/session'), { email, password })).json()) as TokenPair;
  const res = await fetch(t.url('/api/v1/me'), { headers: { authorization: `Bearer ${pair.access_token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as UserInfo;
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/me', () => {
    it('answers 401 in the error shape without a token, with garbage, or with a forged signature', async () => {
      const forged = signAccessToken(
        { userId: 'x', sessionId: 'y' },
        'another-secret-another-secret-xx',
        900,
      );
      for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${forged}`, 'Basic abc']) {
        const res = await fetch(t.url('/api/v1/me'), { headers: authorization ? { authorization } : {} });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ ...errorShape, error_code: 'unauthorized' });
      }
    });

    it("returns the user's info and only their own environments", async () => {
      const ana = await meAs('ana@acme.example');
      expect(ana).toMatchObject({
        fullName: 'Ana Souza',
        firstName: 'Ana',
        email: 'ana@acme.example',
        kind: 'customer',
        stream_channel: expect.stringMatching(/^user-/),
        features: [
          'backup_download',
          'commercial_event',
          'digital_onboard',
          'generate_positive_validation_token',
          'iam',
          'insights_reader',
          'list_notes',
          'list_pipelines',
          'menu_iaas',
          'security_center',
          'show_contract',
          'tss',
          'zendesk_ticket_central_show_menu',
        ],
      });
      expect(ana.customers.map((c) => c.cloud_id).sort()).toEqual(['ACM1', 'ACM2', 'ACM3']);
      expect(ana.customers[0]).toEqual({
        cloud_id: expect.any(String),
        t_code: expect.any(String),
        corporate_name: expect.any(String),
        federal_id: expect.any(String),
        region: expect.any(String),
        budget_id: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
        primeData: { support_type: expect.stringMatching(/^(PRIME|STANDARD)$/) },
      });

      const bruno = await meAs('bruno@globex.example');
      expect(bruno.customers).toHaveLength(40);
      expect(bruno.customers.every((c) => c.cloud_id.startsWith('GLX'))).toBe(true);
      expect(bruno.stream_channel).not.toBe(ana.stream_channel);
    });

    it('covers the other demo users: partner, staff, rev_home, no phone', async () => {
      const carla = await meAs('carla@parceira.example');
      expect(carla.kind).toBe('partner');
      expect(carla.customers.map((c) => c.cloud_id).sort()).toEqual(['ACM1', 'GLX01', 'GLX02']);

      const diego = await meAs('diego@nuvem.example');
      expect(diego.kind).toBe('staff');
      expect(diego.features).toEqual(expect.arrayContaining(['insights_admin', 'marketplace_adm_offers']));

      expect((await meAs('elisa@acme.example')).features).toContain('rev_home');
      expect((await meAs('fabio@initech.example')).phone).toBeNull();
    });

    it('gives feature flags (for everyone and per user), the IaaS-cancelling state, the banner and alert messages', async () => {
      const everyone = [
        'enable_marketplace',
        'iaas_information_access',
        'show_acceptance_term',
        'show_update_preference_user',
      ];
      const ana = await meAs('ana@acme.example');
      expect(ana.featureFlags).toEqual(
        [...everyone, 'disaster_recovery', 'show_zendesk_ticket_central'].sort(),
      );
      expect(ana).toMatchObject({ iaas_cancelling: false, message: null });
      expect(ana.alertMessage).toEqual([{ type: 'info', text: expect.stringContaining('backups') }]);

      const fabio = await meAs('fabio@initech.example');
      expect(fabio.featureFlags).toEqual(everyone);
      expect(fabio).toMatchObject({
        iaas_cancelling: true,
        message: { message_code: 'iaas_cancelling', type: 'warning' },
        // The cancellation is told once, by the banner: no alert message repeats it.
        alertMessage: [],
      });
      // A flag given to one user is not another's.
      expect((await meAs('bruno@globex.example')).featureFlags).toContain('beta_test_rev_home');
      expect((await meAs('carla@parceira.example')).featureFlags).not.toContain('beta_test_rev_home');
    });
  });

  describe('answered from memory, until what it reads changes', () => {
    it('asks the database nothing for a repeated /me, and shows a change at the next call, on every instance', async () => {
      let statements = 0;
      const counted: Database = {
        ...t.db,
        query: (sql, params) => {
          statements++;
          return t.db.query(sql, params);
        },
      };
      // Two instances over one database, as behind a load balancer: one secret.
      const tokenSecret = 'one-secret-for-both-instances-of-the-api';
      const [one, other] = await Promise.all([
        startAppOn(counted, { tokenSecret }),
        startAppOn(t.db, { tokenSecret }),
      ]);
      try {
        const pair = (await (
          await postJson(one.url('/api/v1/session'), { email: 'elisa@acme.example', password })
        ).json()) as TokenPair;
        const headers = { authorization: `Bearer ${pair.access_token}` };
        const meOn = async (app: TestApp) =>
          (await (await fetch(app.url('/api/v1/me'), { headers })).json()) as UserInfo;
        await meOn(one);
        const before = statements;
        const me = await meOn(one);
        expect(statements - before).toBe(0);

        const [user] = await t.db.query<{ id: string }>(
          "SELECT id FROM users WHERE email = 'elisa@acme.example'",
        );
        const sql = (text: string) => (id: string) => t.db.query(text, [id]);
        const changes: [string, (id: string) => Promise<unknown>, (info: UserInfo) => unknown, unknown][] = [
          ['tss given', (id) => grantFeatures(t.db, id, ['tss']), (i) => i.features.includes('tss'), true],
          [
            'renamed',
            sql("UPDATE users SET full_name = 'Elisa Renomeada' WHERE id = $1"),
            (i) => i.fullName,
            'Elisa Renomeada',
          ],
          [
            'show_alertify given',
            (id) => grantFeatures(t.db, id, [], ['show_alertify']),
            (i) => i.featureFlags.includes('show_alertify'),
            true,
          ],
          [
            'alert message',
            sql("INSERT INTO user_alert_messages (user_id, type, text) VALUES ($1, 'info', 'Novo aviso')"),
            (i) => i.alertMessage.length,
            me.alertMessage.length + 1,
          ],
          [
            'environments gone',
            sql('DELETE FROM user_environments WHERE user_id = $1'),
            (i) => i.customers.length,
            0,
          ],
        ];
        // On a server the notice travels through each instance's LISTEN connection after the commit, so the
        // change shows within moments rather than at the very next call: waited for, for less than half the
        // time an answer is kept without notices (sessionStateTtlMs, 5 s), after both instances have just
        // kept an answer, so only the notice can bring it.
        const shows = async (
          app: TestApp,
          read: (info: UserInfo) => unknown,
          expected: unknown,
          sql: string,
        ) =>
          vi.waitFor(async () => expect(read(await meOn(app)), sql).toEqual(expected), {
            timeout: 2_000,
            interval: 20,
          });
        for (const [label, change, read, expected] of changes) {
          await Promise.all([meOn(one), meOn(other)]);
          await change(user!.id);
          await shows(one, read, expected, label);
          await shows(other, read, expected, label);
        }
        // A change to what every user sees: a flag enabled for all.
        await t.db.query(
          "UPDATE feature_flags SET enabled_for_all = NOT enabled_for_all WHERE flag = 'enable_marketplace'",
        );
        await shows(one, (i) => i.featureFlags.includes('enable_marketplace'), false, 'enable_marketplace');
      } finally {
        await Promise.all([one.close(), other.close()]);
      }
    });
  });
});
