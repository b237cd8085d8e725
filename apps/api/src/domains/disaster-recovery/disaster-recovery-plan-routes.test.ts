import type { DisasterRecoveryPlan, DisasterRecoverySwitches } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { clearAuditEvents } from '../../testing/clear-audit-events';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;

const base = (cloudId: string) => `/api/v1/environments/${cloudId}/disaster-recovery`;
const plan = (who: SignedIn, cloudId = 'ACM1') => call(t, 'GET', `${base(cloudId)}/plan`, who);
const activate = (who: SignedIn | undefined, body: unknown, cloudId = 'ACM1') =>
  call(t, 'POST', `${base(cloudId)}/activation`, who, body);
const restore = (who: SignedIn | undefined, body: unknown, cloudId = 'ACM1') =>
  call(t, 'POST', `${base(cloudId)}/restoration`, who, body);
const failovers = () =>
  t.db
    .query<{ n: number }>('SELECT count(*)::int AS n FROM disaster_recovery_failovers')
    .then((r) => r[0]!.n);
const audit = () =>
  t.db.query<{ action: string; actor_user_id: string; details: Record<string, unknown> }>(
    `SELECT action, actor_user_id, details FROM audit_events WHERE action LIKE 'disaster_recovery.%'
     ORDER BY occurred_at, id`,
  );

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    [ana, bruno, diego] = await Promise.all([
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'bruno@globex.example'),
      signInAs(t, 'diego@nuvem.example'),
    ]);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.query('DELETE FROM disaster_recovery_failovers');
    await clearAuditEvents(t.db, 'disaster_recovery.%');
  });

  it('answers 401 without a token', async () => {
    await expectError(await call(t, 'GET', `${base('ACM1')}/plan`), 401, 'unauthorized');
    await expectError(await activate(undefined, { confirmation: 'ACM1' }), 401, 'unauthorized');
  });

  it("reads ACM1's plan: its Protheus pair, both sites, the normal state and no history yet", async () => {
    const answer = await jsonOf<DisasterRecoveryPlan>(await plan(diego));
    expect(answer).toEqual<DisasterRecoveryPlan>({
      cloud_id: 'ACM1',
      state: 'normal',
      pairs: [
        {
          product: 'protheus',
          origin: expect.objectContaining({ topology_id: 'tp-acm1-01', provider: 'oci', status: 'active' }),
          destination: expect.objectContaining({ topology_id: 'tp-acm1-02', provider: 'aws' }),
          failed_over: false,
          failed_over_at: null,
          failed_over_by: null,
        },
      ],
      history: [],
    });
    // An environment without DR answers no pairs.
    expect((await jsonOf<DisasterRecoveryPlan>(await plan(diego, 'ACM2'))).pairs).toEqual([]);
  });

  it('refuses the plan without a DR feature (403) and an environment not held (404)', async () => {
    await expectError(await plan(ana), 403, 'forbidden', ['dr_plan_test']);
    await expectError(await plan(bruno, 'ACM1'), 403, 'forbidden');
    await expectError(await plan(diego, 'ZZZ404'), 404, 'environment_not_found');
  });

  it('activates a pair after the typed confirmation, audited, then restores it', async () => {
    const activated = await jsonOf<DisasterRecoveryPlan>(
      await activate(diego, { origin_topology_id: 'tp-acm1-01', confirmation: 'ACM1' }),
    );
    expect(activated.state).toBe('failed_over');
    expect(activated.pairs[0]).toMatchObject({ failed_over: true, failed_over_by: 'Diego Rocha' });
    expect(activated.history).toEqual([
      expect.objectContaining({ kind: 'activate', actor: 'Diego Rocha', topology_ids: ['tp-acm1-01'] }),
    ]);
    // Once is enough: a second activation is refused and changes nothing.
    await expectError(
      await activate(diego, { origin_topology_id: 'tp-acm1-01', confirmation: 'ACM1' }),
      409,
      'dr_already_active',
      ['tp-acm1-01'],
    );
    const restored = await jsonOf<DisasterRecoveryPlan>(await restore(diego, { confirmation: 'ACM1' }));
    expect(restored.state).toBe('normal');
    expect(restored.history.map((event) => event.kind)).toEqual(['restore', 'activate']);
    await expectError(await restore(diego, { confirmation: 'ACM1' }), 409, 'dr_not_active', ['ACM1']);
    expect(await audit()).toEqual([
      {
        action: 'disaster_recovery.activate',
        actor_user_id: diego.userId,
        details: { scope: 'pair', topology_ids: ['tp-acm1-01'] },
      },
      {
        action: 'disaster_recovery.restore',
        actor_user_id: diego.userId,
        details: { scope: 'environment', topology_ids: ['tp-acm1-01'] },
      },
    ]);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    await expectError(await activate(diego, { confirmation: 'acm1' }), 400, 'dr_confirmation_mismatch', [
      'ACM1',
    ]);
    await expectError(
      await activate(diego, { origin_topology_id: 'tp-acm1-02', confirmation: 'ACM1' }),
      404,
      'dr_pair_not_found',
      ['tp-acm1-02'],
    );
    // Another environment's pair is no pair of this one.
    await expectError(
      await activate(diego, { origin_topology_id: 'tp-acm1-01', confirmation: 'ACM2' }, 'ACM2'),
      404,
      'dr_pair_not_found',
    );
    await expectError(await activate(diego, {}), 400, 'validation_failed');
    await expectError(
      await activate(diego, { confirmation: 'ACM1', origin_topology_id: '' }),
      400,
      'validation_failed',
    );
    expect(await failovers()).toBe(0);
    expect(await audit()).toEqual([]);
  });

  it('needs dr_activation and dr_restoration, and the environment, before anything else', async () => {
    await expectError(await activate(ana, { confirmation: 'ACM1' }), 403, 'forbidden', ['dr_activation']);
    await expectError(await restore(ana, { confirmation: 'ACM1' }), 403, 'forbidden', ['dr_restoration']);
    // ACM2 has no DR pair: there is nothing to fail over.
    await expectError(await activate(diego, { confirmation: 'ACM2' }, 'ACM2'), 404, 'dr_pair_not_found', [
      'ACM2',
    ]);
    await expectError(
      await activate(diego, { confirmation: 'ZZZ404' }, 'ZZZ404'),
      404,
      'environment_not_found',
    );
    expect(await failovers()).toBe(0);
  });

  it('is read-only while impersonating', async () => {
    const started = await call(t, 'POST', '/api/v1/impersonation', diego, { user_id: ana.userId });
    expect(started.status).toBe(201);
    try {
      await expectError(await activate(diego, { confirmation: 'ACM1' }), 403, 'impersonation_read_only');
      await expectError(await restore(diego, { confirmation: 'ACM1' }), 403, 'impersonation_read_only');
    } finally {
      await call(t, 'DELETE', '/api/v1/impersonation', diego);
    }
    expect(await failovers()).toBe(0);
  });

  it('audits the plan test the top bar and the plan-test page switch, and lists it in the history', async () => {
    const patch = (test_active: boolean) =>
      call(t, 'PATCH', base('ACM1'), diego, { test_active }).then((res) =>
        jsonOf<DisasterRecoverySwitches>(res),
      );
    expect((await patch(true)).test_active).toBe(true);
    // Setting it to what it is already is no new action.
    await patch(true);
    expect((await patch(false)).test_active).toBe(false);
    const { history } = await jsonOf<DisasterRecoveryPlan>(await plan(diego));
    expect(history.map((event) => [event.kind, event.actor])).toEqual([
      ['test_end', 'Diego Rocha'],
      ['test_start', 'Diego Rocha'],
    ]);
    expect((await audit()).map((row) => row.action)).toEqual([
      'disaster_recovery.test_start',
      'disaster_recovery.test_end',
    ]);
  });
});
