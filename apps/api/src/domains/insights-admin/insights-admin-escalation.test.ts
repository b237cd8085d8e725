// The escalation probe of insights administration (issue 31 "No escalation"): every demo user without
// insights_admin tries to give themselves administrator on every dashboard, edit on every BI workspace, to join
// each demo group, to give a group more, and to create one. None may succeed (403 forbidden insights_admin), and
// nobody's effective access changes. Who holds insights_admin comes from the demo data, not the rules' code.
import type { InsightsCatalogue, InsightsGroupList } from '@nuvem/api-contract';
import { randomUUID } from 'node:crypto';
import { demoUsers } from '../../demo/demo-data';
import { expectError, call, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

const base = '/api/v1/insights-admin';
const probing = demoUsers.filter((u) => !u.features.includes('insights_admin'));

describe.each(databaseKinds)('on %s', (kind) => {
  let t: TestApp;
  let diego: SignedIn;
  let catalogue: InsightsCatalogue;
  let groups: InsightsGroupList['groups'];

  beforeAll(async () => {
    t = await startTestApp(kind);
    diego = await signInAs(t, 'diego@nuvem.example');
    catalogue = await jsonOf<InsightsCatalogue>(await call(t, 'GET', `${base}/catalogue`, diego));
    groups = (await jsonOf<InsightsGroupList>(await call(t, 'GET', `${base}/groups`, diego))).groups;
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    dashboards: await t.db.query(
      'SELECT dashboard_id, user_id, actions FROM effective_dashboard_permissions ORDER BY 1, 2',
    ),
    workspaces: await t.db.query(
      'SELECT workspace_id, user_id, access FROM effective_bi_workspace_members ORDER BY 1, 2',
    ),
    groups: await t.db.query('SELECT id, name FROM insights_groups ORDER BY 1'),
  });

  it('probes some users', () => {
    expect(probing.map((u) => u.email)).toContain('ana@acme.example');
    expect(probing.length).toBeGreaterThanOrEqual(5);
  });

  it.each(probing.map((u) => [u.email] as const))(
    'refuses %s every way to more insights access',
    async (email) => {
      const before = await snapshot();
      const who = await signInAs(t, email);
      const write = (method: string, path: string, body?: unknown) =>
        fetch(t.url(path), {
          method,
          headers: {
            ...who.headers,
            'idempotency-key': randomUUID(),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const refused = async (res: Response) => expectError(res, 403, 'forbidden', ['insights_admin']);

      for (const d of catalogue.dashboards)
        await refused(
          await write('PUT', `${base}/users/${who.userId}/dashboards/${d.dashboard_id}`, { level: 'admin' }),
        );
      for (const w of catalogue.workspaces)
        await refused(
          await write('PUT', `${base}/users/${who.userId}/workspaces/${w.workspace_id}`, { access: 'edit' }),
        );
      for (const group of groups) {
        const members = [...new Set([...group.members.map((m) => m.user_id), who.userId])];
        await refused(await write('PUT', `${base}/groups/${group.group_id}/members`, { user_ids: members }));
        await refused(
          await write('PUT', `${base}/groups/${group.group_id}/grants`, {
            dashboards: catalogue.dashboards.map((d) => ({ dashboard_id: d.dashboard_id, level: 'admin' })),
            workspaces: catalogue.workspaces.map((w) => ({ workspace_id: w.workspace_id, access: 'edit' })),
          }),
        );
        await refused(await write('DELETE', `${base}/groups/${group.group_id}`));
      }
      await refused(await write('POST', `${base}/groups`, { name: `Sonda ${email}` }));
      expect(await snapshot()).toEqual(before);
    },
  );
});
