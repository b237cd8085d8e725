// The escalation probe (issue 31 "No escalation"): every demo user tries, through the HTTP routes, to get or
// hand out more than they hold: roles for themselves (on each of their environments and globally), a role with
// a feature they lack for someone else, a staff role, a grant on an environment they do not administer, a role
// changed or created with more than they hold, and the last administrator of an environment taken away. None
// may succeed, each is refused with the status and code expected, and nothing changes. The expectations come
// from the demo data (who holds what, who administers which environment), not from the rules' code. A
// legitimate grant does work, so the probe can fail.
import type { IamRole, IamRoleList, UserInfo } from '@nuvem/api-contract';
import { randomUUID } from 'node:crypto';
import { demoUsers, type DemoUser } from '../demo/demo-data';
import { demoRoles, demoUserRoles } from '../demo/demo-roles';
import { demoUserFlags } from '../demo/demo-user-notices';
import { call, jsonOf } from '../testing/http-calls';
import { signInAs, type SignedIn } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';
import { walkDatabaseKinds } from '../testing/test-database';

type Expected = [status: number, code: string, vars?: string[]];

interface Attempt {
  who: string;
  what: string;
  send: () => Promise<Response>;
  expected: Expected;
}

const userOf = (email: string) => demoUsers.find((u) => u.email === email)!;
/** Who administers each environment in the demo data: holders of customer_admin there (ana, on Acme's). */
const administers = (user: DemoUser, cloudId: string) =>
  (demoUserRoles[user.email] ?? []).includes('customer_admin') && user.environments.includes(cloudId);
const isStaffAdmin = (user: DemoUser) => user.kind === 'staff' && user.features.includes('list_user_roles');
const holds = (user: DemoUser, name: string) =>
  user.features.includes(name) || (demoUserFlags[user.email] ?? []).includes(name);
/** The first name of the role (sorted features, then sorted flags) the user does not hold. */
const firstMissing = (user: DemoUser, key: string) => {
  const role = demoRoles.find((r) => r.key === key)!;
  return [...[...role.features].sort(), ...[...(role.flags ?? [])].sort()].find((name) => !holds(user, name));
};

describe.each(walkDatabaseKinds)('on %s', (kind) => {
  let t: TestApp;
  const signedIn = new Map<string, SignedIn>();
  let roles: Map<string, IamRole>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const user of demoUsers) signedIn.set(user.email, await signInAs(t, user.email));
    const list = await jsonOf<IamRoleList>(
      await call(t, 'GET', '/api/v1/iam/roles', signedIn.get('diego@nuvem.example')),
    );
    roles = new Map(list.roles.map((role) => [role.key, role]));
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn.get(email)!;
  const idOf = (key: string) => roles.get(key)!.role_id;
  const heldKeys = (user: DemoUser) => demoUserRoles[user.email] ?? [];
  const customerKeys = (user: DemoUser) => heldKeys(user).filter((k) => roles.get(k)!.scope === 'customer');
  const putEnv = (user: DemoUser, cloudId: string, target: string, keys: readonly string[]) => () =>
    call(t, 'PUT', `/api/v1/iam/environments/${cloudId}/users/${as(target).userId}/roles`, as(user.email), {
      role_ids: keys.map(idOf),
    });
  const putGlobal = (user: DemoUser, target: string, keys: readonly string[]) => () =>
    call(t, 'PUT', `/api/v1/iam/users/${as(target).userId}/roles`, as(user.email), {
      role_ids: keys.map(idOf),
    });
  const roleWrite = (user: DemoUser, method: string, path: string, body: unknown) => () =>
    fetch(t.url(path), {
      method,
      headers: {
        ...as(user.email).headers,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });

  /** Someone else who holds the environment (the target of a grant there). */
  const otherOn = (user: DemoUser, cloudId: string) =>
    demoUsers.find((u) => u.email !== user.email && u.environments.includes(cloudId))?.email ??
    demoUsers.find((u) => u.email !== user.email)!.email;

  function attemptsOf(user: DemoUser): Attempt[] {
    const who = user.email;
    const staffAdmin = isStaffAdmin(user);
    const attempts: Attempt[] = [];
    const notIam: Expected = [403, 'forbidden', ['iam']];
    const notListUserRoles: Expected = [403, 'forbidden', ['list_user_roles']];
    const notListRoles: Expected = [403, 'forbidden', ['list_roles']];
    const mayManage = (cloudId: string) => staffAdmin || administers(user, cloudId);

    // Themselves: every customer role they do not hold, on each of their environments.
    for (const cloudId of user.environments)
      for (const role of demoRoles.filter((r) => r.scope === 'customer' && !heldKeys(user).includes(r.key)))
        attempts.push({
          who,
          what: `self ${role.key} on ${cloudId}`,
          send: putEnv(user, cloudId, who, [...customerKeys(user), role.key]),
          expected: mayManage(cloudId) ? [403, 'iam_own_roles'] : notIam,
        });
    // Themselves: every staff role they do not hold, globally.
    for (const role of demoRoles.filter((r) => r.scope === 'staff' && !heldKeys(user).includes(r.key)))
      attempts.push({
        who,
        what: `self ${role.key} globally`,
        send: putGlobal(user, who, [role.key]),
        expected: staffAdmin ? [403, 'iam_own_roles'] : notListUserRoles,
      });

    const home = user.environments[0]!;
    const target = otherOn(user, home);
    // Someone else who does not hold it: a customer role with a feature they do not hold, added to the
    // target's own roles (so nothing else changes).
    const beyond = demoRoles.find((r) => r.scope === 'customer' && firstMissing(user, r.key) !== undefined)!;
    const beyondTarget =
      demoUsers.find(
        (u) => u.email !== who && u.environments.includes(home) && !heldKeys(u).includes(beyond.key),
      )?.email ?? target;
    attempts.push({
      who,
      what: `${beyond.key} for ${beyondTarget} on ${home}`,
      send: putEnv(user, home, beyondTarget, [...customerKeys(userOf(beyondTarget)), beyond.key]),
      expected: mayManage(home) ? [403, 'iam_grant_exceeds_own', [firstMissing(user, beyond.key)!]] : notIam,
    });
    // A staff role: on an environment, and globally to a customer.
    attempts.push({
      who,
      what: `platform_admin for ${target} on ${home}`,
      send: putEnv(user, home, target, ['platform_admin']),
      expected: mayManage(home) ? [400, 'iam_role_scope_mismatch', ['platform_admin']] : notIam,
    });
    attempts.push({
      who,
      what: 'platform_admin for bruno globally',
      send: putGlobal(user, 'bruno@globex.example', ['platform_admin']),
      expected: staffAdmin ? [400, 'iam_role_scope_mismatch', ['platform_admin']] : notListUserRoles,
    });
    // An environment they do not administer: one they see (403), one they do not (404).
    if (!staffAdmin) {
      const seen = user.environments.find((cloudId) => !administers(user, cloudId));
      if (seen)
        attempts.push({
          who,
          what: `iaas_operator on ${seen}, not administered`,
          send: putEnv(user, seen, otherOn(user, seen), ['iaas_operator']),
          expected: notIam,
        });
      const unseen = ['GLX10', 'ACM3', 'INT1'].find((cloudId) => !user.environments.includes(cloudId))!;
      attempts.push({
        who,
        what: `iaas_operator on ${unseen}, not theirs`,
        send: putEnv(user, unseen, 'bruno@globex.example', ['iaas_operator']),
        expected: [404, 'environment_not_found', [unseen]],
      });
    }
    // Roles with more than they hold: one changed, one created.
    const lacking = ['protheus_marketplace', 'external_integration', 'developer'].find(
      (f) => !holds(user, f),
    )!;
    const staffRoles = user.kind === 'staff' && user.features.includes('list_roles');
    attempts.push({
      who,
      what: `iaas_operator gains ${lacking}`,
      send: roleWrite(user, 'PATCH', `/api/v1/iam/roles/${idOf('iaas_operator')}`, {
        features: ['menu_iaas', lacking],
      }),
      expected: staffRoles ? [403, 'iam_grant_exceeds_own', [lacking]] : notListRoles,
    });
    attempts.push({
      who,
      what: `a role created with ${lacking}`,
      send: roleWrite(user, 'POST', '/api/v1/iam/roles', {
        key: `probe_${user.email.split('@')[0]}`,
        name: 'Sonda',
        scope: 'customer',
        features: [lacking],
      }),
      expected: staffRoles ? [403, 'iam_grant_exceeds_own', [lacking]] : notListRoles,
    });
    // The last administrator of ACM1 (ana): her admin role taken, her access removed.
    const ana = userOf('ana@acme.example');
    const lastAdmin: Expected =
      who === ana.email
        ? [403, 'iam_own_roles']
        : staffAdmin
          ? [409, 'iam_last_administrator', ['ACM1']]
          : user.environments.includes('ACM1')
            ? notIam
            : [404, 'environment_not_found', ['ACM1']];
    attempts.push({
      who,
      what: "ana's customer_admin taken on ACM1",
      send: putEnv(
        user,
        'ACM1',
        ana.email,
        heldKeys(ana).filter((k) => k !== 'customer_admin'),
      ),
      expected: lastAdmin,
    });
    attempts.push({
      who,
      what: "ana's access to ACM1 removed",
      send: () => call(t, 'DELETE', `/api/v1/iam/environments/ACM1/users/${as(ana.email).userId}`, as(who)),
      expected: lastAdmin,
    });
    return attempts;
  }

  const grants = () => t.db.query('SELECT user_id, role_id, environment_id FROM user_roles ORDER BY 1, 2, 3');
  const roleContents = () =>
    t.db.query(
      `SELECT r.key, array(SELECT feature FROM role_features WHERE role_id = r.id ORDER BY 1) AS f
       FROM roles r ORDER BY 1`,
    );

  it('lets no demo user give themselves or anyone more than they hold: 0 succeed, each refused as expected', async () => {
    const [grantsBefore, rolesBefore] = [await grants(), await roleContents()];
    const succeeded: string[] = [];
    const unexpected: string[] = [];
    let tried = 0;
    for (const user of demoUsers)
      for (const attempt of attemptsOf(user)) {
        tried += 1;
        const res = await attempt.send();
        const body = (await res.json().catch(() => ({}))) as { error_code?: string; error_vars?: string[] };
        const label = `${attempt.who}: ${attempt.what}`;
        if (res.ok) succeeded.push(label);
        const [status, code, vars] = attempt.expected;
        if (
          res.status !== status ||
          body.error_code !== code ||
          (vars && JSON.stringify(body.error_vars) !== JSON.stringify(vars))
        )
          unexpected.push(
            `${label}: ${res.status} ${body.error_code} ${JSON.stringify(body.error_vars)}, expected ${status} ${code} ${JSON.stringify(vars)}`,
          );
      }
    expect(tried).toBeGreaterThan(300);
    expect(succeeded).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(await grants()).toEqual(grantsBefore);
    expect(await roleContents()).toEqual(rolesBefore);
  });

  it('lets a legitimate grant through: ana gives elisa a role she holds on ACM1, and elisa has it', async () => {
    const ana = userOf('ana@acme.example');
    const elisa = userOf('elisa@acme.example');
    expect(holds(elisa, 'backup_download')).toBe(false);
    const res = await putEnv(ana, 'ACM1', elisa.email, [...heldKeys(elisa), 'backup_operator'])();
    expect(res.status).toBe(200);
    // /me is kept in memory until the database's change notice (asynchronous on PostgreSQL) drops it.
    await expect
      .poll(
        async () => (await jsonOf<UserInfo>(await call(t, 'GET', '/api/v1/me', as(elisa.email)))).features,
      )
      .toContain('backup_download');
    expect((await putEnv(ana, 'ACM1', elisa.email, heldKeys(elisa))()).status).toBe(200);
  });
});
