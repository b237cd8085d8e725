import type {
  IamCatalogue,
  IamEnvironmentUsers,
  IamRole,
  IamRoleList,
  IamUserList,
  IamUserRoles,
  UserInfo,
} from '@nuvem/api-contract';
import { randomUUID } from 'node:crypto';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;
let roles: Map<string, IamRole>;

const roleId = (key: string) => roles.get(key)!.role_id;
const envUsers = (cloudId: string) => `/api/v1/iam/environments/${cloudId}/users`;
const envRoles = (cloudId: string, who: SignedIn) => `${envUsers(cloudId)}/${who.userId}/roles`;
const me = async (who: SignedIn) => jsonOf<UserInfo>(await call(t, 'GET', '/api/v1/me', who));
const setRoles = (cloudId: string, target: SignedIn, keys: string[], as: SignedIn) =>
  call(t, 'PUT', envRoles(cloudId, target), as, { role_ids: keys.map(roleId) });
const rolesOn = async (cloudId: string, who: SignedIn) =>
  (await jsonOf<IamEnvironmentUsers>(await call(t, 'GET', envUsers(cloudId), diego))).users
    .find((u) => u.user_id === who.userId)!
    .roles.map((r) => r.key)
    .sort();

/** A role write with its Idempotency-Key. */
function roleCall(method: string, path: string, who: SignedIn, body?: unknown, key = randomUUID()) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      'idempotency-key': key,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    elisa = await signInAs(t, 'elisa@acme.example');
    const list = await jsonOf<IamRoleList>(await call(t, 'GET', '/api/v1/iam/roles', diego));
    roles = new Map(list.roles.map((role) => [role.key, role]));
  });
  afterAll(() => t.close());

  it('gives staff with list_features the catalogue, with what each name opens, and nobody else', async () => {
    const catalogue = await jsonOf<IamCatalogue>(await call(t, 'GET', '/api/v1/iam/features', diego));
    expect(catalogue.entries.find((e) => e.name === 'iam')).toEqual({
      name: 'iam',
      kind: 'feature',
      opens: ['user-management'],
      customer_grantable: true,
    });
    expect(catalogue.entries.find((e) => e.name === 'list_roles')?.customer_grantable).toBe(false);
    expect(catalogue.entries.filter((e) => e.kind === 'flag').map((e) => e.name)).toContain(
      'disaster_recovery',
    );
    await expectError(await call(t, 'GET', '/api/v1/iam/features', ana), 403, 'forbidden', ['list_features']);
  });

  it("offers an environment's administrator the customer roles, each saying whether they may give it there", async () => {
    const seen = await jsonOf<IamEnvironmentUsers>(await call(t, 'GET', envUsers('ACM1'), ana));
    expect(new Set(seen.roles.map((r) => r.key))).toEqual(
      new Set([...roles.values()].filter((r) => r.scope === 'customer').map((r) => r.key)),
    );
    expect(seen.roles.find((r) => r.key === 'iaas_operator')).toMatchObject({ not_held: null });
    // Ana holds no customer_migration: the screen shows the role disabled, and the API refuses it alike.
    const migration = seen.roles.find((r) => r.key === 'migration_analyst')!;
    expect(migration.not_held).toBe('customer_migration');
    await expectError(
      await setRoles('ACM1', elisa, ['migration_analyst'], ana),
      403,
      'iam_grant_exceeds_own',
      ['customer_migration'],
    );
  });

  it('lists customer roles to administrators, every role to staff, and refuses the others', async () => {
    const seen = await jsonOf<IamRoleList>(await call(t, 'GET', '/api/v1/iam/roles', ana));
    expect(new Set(seen.roles.map((r) => r.scope))).toEqual(new Set(['customer']));
    expect(seen.roles.find((r) => r.key === 'iaas_operator')).toMatchObject({
      name: 'Operador de IaaS',
      features: ['menu_iaas'],
      built_in: true,
    });
    expect([...roles.values()].some((r) => r.scope === 'staff')).toBe(true);
    await expectError(await call(t, 'GET', '/api/v1/iam/roles', bruno), 403, 'forbidden', ['iam']);
  });

  it("shows an environment's users and roles to its administrator, 403 to its other users, 404 to others", async () => {
    const acme = await jsonOf<IamEnvironmentUsers>(await call(t, 'GET', envUsers('ACM1'), ana));
    const byEmail = new Map(acme.users.map((u) => [u.email, u]));
    expect([...byEmail.keys()].sort()).toEqual([
      'ana@acme.example',
      'carla@parceira.example',
      'diego@nuvem.example',
      'elisa@acme.example',
    ]);
    expect(byEmail.get('ana@acme.example')?.administrator).toBe(true);
    expect(byEmail.get('elisa@acme.example')).toMatchObject({ administrator: false, kind: 'customer' });
    expect(
      byEmail
        .get('elisa@acme.example')
        ?.roles.map((r) => r.key)
        .sort(),
    ).toEqual(['customer_support', 'iaas_operator', 'insights_reader']);
    await expectError(await call(t, 'GET', envUsers('ACM1'), elisa), 403, 'forbidden', ['iam']);
    await expectError(await call(t, 'GET', envUsers('ACM1'), bruno), 404, 'environment_not_found');
  });

  it('lets an administrator give and take a role they hold, seen by /me at once, audited before and after', async () => {
    const before = await rolesOn('ACM1', elisa);
    const given = await jsonOf<IamUserRoles>(
      await setRoles('ACM1', elisa, [...before, 'backup_operator'], ana),
    );
    expect(given.roles.map((r) => r.key).sort()).toEqual([...before, 'backup_operator'].sort());
    // /me is kept in memory until the database's change notice (asynchronous on PostgreSQL) drops it.
    await expect.poll(async () => (await me(elisa)).features).toContain('backup_download');
    // The same request again changes nothing.
    expect((await setRoles('ACM1', elisa, [...before, 'backup_operator'], ana)).status).toBe(200);
    const [entry] = await t.db.query<{ action: string; before: unknown; after: { roles: string[] } }>(
      `SELECT action, before, after FROM audit_events
       WHERE action = 'user_role.grant' AND subject_user_id = $1 ORDER BY occurred_at DESC LIMIT 1`,
      [elisa.userId],
    );
    expect(entry).toEqual({
      action: 'user_role.grant',
      before: { cloud_id: 'ACM1', roles: before },
      after: { cloud_id: 'ACM1', roles: expect.arrayContaining(['backup_operator']) },
    });
    expect((await setRoles('ACM1', elisa, before, ana)).status).toBe(200);
    await expect.poll(async () => (await me(elisa)).features).not.toContain('backup_download');
    const [revoked] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_events WHERE action = 'user_role.revoke' AND subject_user_id = $1`,
      [elisa.userId],
    );
    expect(revoked!.count).toBe(1);
  });

  it('follows a role taken away at once: the next IaaS list answers 403', async () => {
    const list = () => call(t, 'GET', '/api/v1/environments/ACM1/iaas/resources', elisa);
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200); // the kept scope
    const before = await rolesOn('ACM1', elisa);
    await setRoles(
      'ACM1',
      elisa,
      before.filter((key) => key !== 'iaas_operator'),
      ana,
    );
    try {
      await expectError(await list(), 403, 'forbidden', ['menu_iaas']);
    } finally {
      await setRoles('ACM1', elisa, before, ana);
    }
    expect((await list()).status).toBe(200);
  });

  it('refuses a role the administrator does not hold, a staff role, their own roles and unknown roles', async () => {
    const before = await rolesOn('ACM1', elisa);
    await expectError(
      await setRoles('ACM1', elisa, [...before, 'partner_developer'], ana),
      403,
      'iam_grant_exceeds_own',
      ['developer'],
    );
    await expectError(
      await setRoles('ACM1', elisa, ['platform_admin'], ana),
      400,
      'iam_role_scope_mismatch',
      ['platform_admin'],
    );
    await expectError(await setRoles('ACM1', ana, ['customer_admin'], ana), 403, 'iam_own_roles');
    const unknown = randomUUID();
    await expectError(
      await call(t, 'PUT', envRoles('ACM1', elisa), ana, { role_ids: [unknown] }),
      404,
      'iam_role_not_found',
      [unknown],
    );
    expect(await rolesOn('ACM1', elisa)).toEqual(before);
  });

  it('never takes the last administrator of an environment away', async () => {
    await expectError(await setRoles('ACM2', ana, ['iaas_operator'], diego), 409, 'iam_last_administrator', [
      'ACM2',
    ]);
    await expectError(
      await call(t, 'DELETE', `${envUsers('ACM2')}/${ana.userId}`, diego),
      409,
      'iam_last_administrator',
      ['ACM2'],
    );
    // With a second administrator, the first may go.
    const elisaRoles = await rolesOn('ACM1', elisa);
    const anaRoles = await rolesOn('ACM1', ana);
    expect((await setRoles('ACM1', elisa, [...elisaRoles, 'customer_admin'], ana)).status).toBe(200);
    expect(
      (
        await setRoles(
          'ACM1',
          ana,
          anaRoles.filter((k) => k !== 'customer_admin'),
          elisa,
        )
      ).status,
    ).toBe(200);
    await expectError(await setRoles('ACM1', elisa, elisaRoles, diego), 409, 'iam_last_administrator', [
      'ACM1',
    ]);
    expect((await setRoles('ACM1', ana, anaRoles, elisa)).status).toBe(200);
    expect((await setRoles('ACM1', elisa, elisaRoles, ana)).status).toBe(200);
  });

  it('creates, changes and deletes roles for staff with list_roles, once per Idempotency-Key, audited', async () => {
    const body = { key: 'probe_readers', name: 'Leitores', scope: 'customer', features: ['insights_reader'] };
    const key = randomUUID();
    const created = await jsonOf<IamRole>(await roleCall('POST', '/api/v1/iam/roles', diego, body, key), 201);
    expect(created).toMatchObject({
      key: 'probe_readers',
      built_in: false,
      features: ['insights_reader'],
      grants: 0,
    });
    expect(await jsonOf<IamRole>(await roleCall('POST', '/api/v1/iam/roles', diego, body, key), 200)).toEqual(
      created,
    );
    await expectError(
      await roleCall('POST', '/api/v1/iam/roles', diego, { ...body, name: 'Outro' }, key),
      409,
      'idempotency_key_reused',
    );
    await expectError(await roleCall('POST', '/api/v1/iam/roles', diego, body), 409, 'iam_role_key_taken', [
      'probe_readers',
    ]);
    await expectError(await call(t, 'POST', '/api/v1/iam/roles', diego, body), 400, 'validation_failed');
    const path = `/api/v1/iam/roles/${created.role_id}`;
    const changed = await jsonOf<IamRole>(
      await roleCall('PATCH', path, diego, { features: ['insights_reader', 'menu_iaas'] }),
    );
    expect(changed.features).toEqual(['insights_reader', 'menu_iaas']);
    await expectError(
      await roleCall('PATCH', path, diego, { features: ['external_integration'] }),
      403,
      'iam_grant_exceeds_own',
      ['external_integration'],
    );
    await expectError(
      await roleCall('PATCH', path, diego, { features: ['list_roles'] }),
      400,
      'iam_feature_staff_only',
      ['list_roles'],
    );
    await expectError(
      await roleCall('PATCH', path, diego, { features: ['no_such_thing'] }),
      400,
      'iam_unknown_feature',
      ['no_such_thing'],
    );
    await expectError(
      await roleCall('POST', '/api/v1/iam/roles', ana, { ...body, key: 'x_y' }),
      403,
      'forbidden',
      ['list_roles'],
    );
    const builtIn = `/api/v1/iam/roles/${roleId('iaas_operator')}`;
    await expectError(await roleCall('DELETE', builtIn, diego), 409, 'iam_role_built_in');
    const actions = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_events WHERE target_id = $1 ORDER BY occurred_at`,
      [created.role_id],
    );
    expect(actions.map((a) => a.action)).toEqual(['role.create', 'role.update']);
    expect(actions[1]).toMatchObject({
      before: { features: ['insights_reader'] },
      after: { features: ['insights_reader', 'menu_iaas'] },
    });
    expect((await roleCall('DELETE', path, diego)).status).toBe(204);
    await expectError(await roleCall('DELETE', path, diego), 404, 'iam_role_not_found', [created.role_id]);
  });

  it('refuses deleting a role still given, and taking iam from the role that makes the last administrators', async () => {
    const path = `/api/v1/iam/roles/${roleId('customer_admin')}`;
    const body = { key: 'probe_given', name: 'Dado', scope: 'customer', features: ['menu_iaas'] };
    const role = await jsonOf<IamRole>(await roleCall('POST', '/api/v1/iam/roles', diego, body), 201);
    roles.set(role.key, role);
    const before = await rolesOn('ACM1', elisa);
    await setRoles('ACM1', elisa, [...before, 'probe_given'], ana);
    await expectError(
      await roleCall('DELETE', `/api/v1/iam/roles/${role.role_id}`, diego),
      409,
      'iam_role_in_use',
      ['1'],
    );
    await setRoles('ACM1', elisa, before, ana);
    await expectError(
      await roleCall('PATCH', path, diego, { features: ['security_center'] }),
      409,
      'iam_last_administrator',
    );
  });

  it("pages staff's list of users with their roles, filtered and sorted", async () => {
    const page = await jsonOf<IamUserList>(
      await call(t, 'GET', '/api/v1/iam/users?filter=kind%3Dstaff&sort=-email&page_size=5', diego),
    );
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 5 });
    expect(page.items[0]!.global_roles.map((r) => r.key)).toContain('platform_admin');
    const acme = await jsonOf<IamUserList>(
      await call(t, 'GET', '/api/v1/iam/users?filter=%3Aacme&sort=email', diego),
    );
    expect(acme.items.map((u) => u.email)).toEqual(['ana@acme.example', 'elisa@acme.example']);
    expect(acme.items[0]!.environments.map((e) => e.cloud_id)).toEqual(['ACM1', 'ACM2', 'ACM3']);
    await expectError(
      await call(t, 'GET', '/api/v1/iam/users?sort=password_hash', diego),
      400,
      'validation_failed',
    );
    await expectError(await call(t, 'GET', '/api/v1/iam/users', ana), 403, 'forbidden', ['list_user_roles']);
  });

  it('sets staff roles only for staff users, by staff with list_user_roles', async () => {
    await expectError(
      await call(t, 'PUT', `/api/v1/iam/users/${bruno.userId}/roles`, diego, {
        role_ids: [roleId('platform_admin')],
      }),
      400,
      'iam_role_scope_mismatch',
    );
    await expectError(
      await call(t, 'PUT', `/api/v1/iam/users/${diego.userId}/roles`, diego, { role_ids: [] }),
      403,
      'iam_own_roles',
    );
    await expectError(
      await call(t, 'PUT', `/api/v1/iam/users/${ana.userId}/roles`, ana, { role_ids: [] }),
      403,
      'forbidden',
      ['list_user_roles'],
    );
  });

  it("removes a user's access; with their last environment their sign-ins end at once", async () => {
    const before = await rolesOn('ACM1', elisa);
    expect((await call(t, 'GET', '/api/v1/me', elisa)).status).toBe(200);
    expect((await call(t, 'DELETE', `${envUsers('ACM1')}/${elisa.userId}`, ana)).status).toBe(204);
    await expectError(await call(t, 'GET', '/api/v1/me', elisa), 401, 'unauthorized');
    // Nothing left to remove: the same answer.
    expect((await call(t, 'DELETE', `${envUsers('ACM1')}/${elisa.userId}`, ana)).status).toBe(204);
    const [removed] = await t.db.query<{ before: unknown }>(
      `SELECT before FROM audit_events WHERE action = 'user_access.remove' AND subject_user_id = $1`,
      [elisa.userId],
    );
    expect(removed!.before).toEqual({ cloud_id: 'ACM1', roles: before });
    // Staff give her access back; she signs in again.
    expect((await setRoles('ACM1', elisa, before, diego)).status).toBe(200);
    elisa = await signInAs(t, 'elisa@acme.example');
    await expect.poll(async () => (await me(elisa)).features).toContain('menu_iaas');
  });
});
