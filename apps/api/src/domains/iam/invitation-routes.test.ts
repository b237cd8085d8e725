// Inviting to an environment (Gestão de usuários) on both databases: a new account is mailed a link that sets
// its password and then holds the roles; a known person gets the roles at once; a retry is one invitation and
// one mail; the grant rules refuse before anything is written; an invitation sent again ends the earlier link.
import { randomUUID } from 'node:crypto';
import type { IamEnvironmentUsers, IamInviteAnswer, IamRoleList, UserInfo } from '@nuvem/api-contract';
import { readOutbox } from '../../mail/outbox';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { postJson, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let elisa: SignedIn;
let roleIds: Map<string, string>;

const invite = (cloudId: string, who: SignedIn, body: unknown, key = randomUUID()) =>
  fetch(t.url(`/api/v1/iam/environments/${cloudId}/invitations`), {
    method: 'POST',
    headers: { ...who.headers, 'idempotency-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const resend = (cloudId: string, userId: string, who: SignedIn) =>
  fetch(t.url(`/api/v1/iam/environments/${cloudId}/users/${userId}/invitation`), {
    method: 'POST',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
  });
const mailsTo = async (email: string) =>
  (await readOutbox(t.app.mailer.outboxDir!)).filter((m) => m.to === email);
async function waitForMails(email: string, count: number) {
  for (let i = 0; i < 100 && (await mailsTo(email)).length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return mailsTo(email);
}
const tokenIn = (text: string) => /#token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const usersOf = async (cloudId: string, who: SignedIn) =>
  (await jsonOf<IamEnvironmentUsers>(await call(t, 'GET', `/api/v1/iam/environments/${cloudId}/users`, who)))
    .users;
const countUsers = async (email: string) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email])
  )[0]!.n;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    elisa = await signInAs(t, 'elisa@acme.example');
    const diego = await signInAs(t, 'diego@nuvem.example');
    const roles = await jsonOf<IamRoleList>(await call(t, 'GET', '/api/v1/iam/roles', diego));
    roleIds = new Map(roles.roles.map((role) => [role.key, role.role_id]));
  });
  afterAll(() => t.close());

  it('invites a new person once per key: one account, one mail, whose link sets the password and opens the roles', async () => {
    const email = `rui-${kind}@acme.example`;
    const body = { email, full_name: 'Rui Alves', role_ids: [roleIds.get('iaas_operator')] };
    const key = randomUUID();
    const first = await invite('ACM1', ana, body, key);
    expect(first.status).toBe(201);
    const answer = await jsonOf<IamInviteAnswer>(first, 201);
    expect(answer).toMatchObject({ invited: true, roles: [{ key: 'iaas_operator' }] });
    const again = await invite('ACM1', ana, body, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    expect(await countUsers(email)).toBe(1);
    const [mail, ...more] = await waitForMails(email, 1);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Ana Souza');

    const listed = (await usersOf('ACM1', ana)).find((u) => u.user_id === answer.user_id)!;
    expect(listed).toMatchObject({
      state: 'invited',
      last_sign_in_at: null,
      roles: [{ key: 'iaas_operator' }],
    });

    const set = await postJson(t.url('/api/v1/password-recovery/password'), {
      token: tokenIn(mail!.text),
      password: 'rui-nova-senha-1',
    });
    expect(set.status).toBe(200);
    const rui = await signInAs(t, email, 'rui-nova-senha-1');
    const me = await jsonOf<UserInfo>(await call(t, 'GET', '/api/v1/me', rui));
    expect(me.features).toEqual(['menu_iaas']);
    expect(me.customers.map((c) => c.cloud_id)).toEqual(['ACM1']);
    expect((await usersOf('ACM1', ana)).find((u) => u.user_id === answer.user_id)).toMatchObject({
      state: 'active',
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('gives a known person the roles at once, keeping what they held there, without an invitation', async () => {
    const res = await invite('ACM2', ana, {
      email: 'Elisa@Acme.example',
      full_name: 'Elisa Prado',
      role_ids: [roleIds.get('insights_reader')],
    });
    expect(res.status).toBe(200);
    expect(await jsonOf<IamInviteAnswer>(res)).toMatchObject({
      user_id: elisa.userId,
      invited: false,
      roles: [{ key: 'insights_reader' }],
    });
    expect(await mailsTo('elisa@acme.example')).toHaveLength(0);
    // /me is kept in memory until the database's change notice (asynchronous on PostgreSQL) drops it.
    await expect
      .poll(async () =>
        (await jsonOf<UserInfo>(await call(t, 'GET', '/api/v1/me', elisa))).customers
          .map((c) => c.cloud_id)
          .sort(),
      )
      .toEqual(['ACM1', 'ACM2']);
  });

  it('refuses before writing anything: a role not held, a stranger, a non-administrator, oneself, a bad e-mail', async () => {
    const email = `nobody-${kind}@acme.example`;
    await expectError(
      await invite('ACM1', ana, { email, full_name: 'X', role_ids: [roleIds.get('migration_analyst')] }),
      403,
      'iam_grant_exceeds_own',
      ['customer_migration'],
    );
    const iaas = [roleIds.get('iaas_operator')];
    await expectError(
      await invite('ACM1', bruno, { email, full_name: 'X', role_ids: iaas }),
      404,
      'environment_not_found',
    );
    await expectError(
      await invite('ACM1', elisa, { email, full_name: 'X', role_ids: iaas }),
      403,
      'forbidden',
    );
    await expectError(
      await invite('ACM1', ana, { email: 'ana@acme.example', full_name: 'Ana', role_ids: iaas }),
      403,
      'iam_own_roles',
    );
    await expectError(
      await invite('ACM1', ana, { email: 'not-an-email', full_name: 'X', role_ids: iaas }),
      400,
      'validation_failed',
    );
    await expectError(
      await invite('ACM1', ana, { email, full_name: 'X', role_ids: [] }),
      400,
      'validation_failed',
    );
    expect(await countUsers(email)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('sends an invitation again with a new link, the earlier one refused; not to someone already in', async () => {
    const email = `lia-${kind}@acme.example`;
    const answer = await jsonOf<IamInviteAnswer>(
      await invite('ACM1', ana, { email, full_name: 'Lia', role_ids: [roleIds.get('iaas_operator')] }),
      201,
    );
    const [first] = await waitForMails(email, 1);
    expect((await resend('ACM1', answer.user_id, ana)).status).toBe(204);
    const [, second] = await waitForMails(email, 2);
    expect(tokenIn(second!.text)).not.toBe(tokenIn(first!.text));
    await expectError(
      await postJson(t.url('/api/v1/password-recovery/password'), {
        token: tokenIn(first!.text),
        password: 'lia-nova-senha-1',
      }),
      400,
      'account_link_expired',
    );
    await expectError(await resend('ACM1', elisa.userId, ana), 409, 'user_not_invited');
    await expectError(await resend('ACM1', answer.user_id, bruno), 404, 'environment_not_found');
  });
});
