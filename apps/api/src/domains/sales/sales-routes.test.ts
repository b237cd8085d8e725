// The sales tree's routes on PostgreSQL: every purchase across customers with filters and exact totals, and
// project agents assigned and unassigned (audited); refused without sales_tree.
import type { ProjectAgent, ProjectAgentList, SalesHistory } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let diego: SignedIn;
let bruno: SignedIn;
let acme1: string;

const history = async (query = '') =>
  jsonOf<SalesHistory>(await call(t, 'GET', `/api/v1/sales/history${query}`, diego));

beforeAll(async () => {
  t = await startTestApp('postgres');
  diego = await signInAs(t, 'diego@nuvem.example');
  bruno = await signInAs(t, 'bruno@globex.example');
  [{ t_code: acme1 }] = (await t.db.query<{ t_code: string }>(
    "SELECT t_code FROM customer_environments WHERE cloud_id = 'ACM1'",
  )) as [{ t_code: string }];
});
afterAll(() => t.close());

it('lists every purchase across customers, filtered by customer, source and period, with exact totals', async () => {
  // The AI agents' sales (other sellers' demo sales may join them in the unfiltered history).
  const agents = await history('?source=ai_agent');
  expect(agents.count).toBe(4);
  // 49900 + 79900 + 99900 (deactivated: cancelled, still sold) + 129900, in integer centavos.
  expect(agents.total_cents).toBe('359600');
  expect(agents.customers.length).toBeGreaterThan(40);
  const all = await history();
  expect(all.count).toBeGreaterThanOrEqual(4);
  expect(BigInt(all.total_cents)).toBeGreaterThanOrEqual(359600n);
  const acme = await history(`?customer=${acme1}&source=ai_agent`);
  expect(acme.purchases.map((p) => [p.customer.t_code, p.description])).toEqual([
    [acme1, 'Agente de IA: Leitor de notas fiscais'],
    [acme1, 'Agente de IA: Triagem de suporte'],
  ]);
  expect(acme.total_cents).toBe('129800');
  // The source filter: the store's demo TSS order, and nothing of another source.
  const tss = await history('?source=tss');
  const [{ count: tssSold }] = (await t.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM purchases WHERE source = 'tss' AND state <> 'failed'",
  )) as [{ count: number }];
  expect(tss.count).toBe(tssSold);
  expect(tss.purchases.every((p) => p.source === 'tss')).toBe(true);
  const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  expect((await history(`?from=${lastMonth}&source=ai_agent`)).purchases.map((p) => p.description)).toEqual([
    'Agente de IA: Leitor de notas fiscais',
  ]);
  for (const bad of ['source=other', 'from=2026-02-31', 'to=2026-19-39'])
    await expectError(await call(t, 'GET', `/api/v1/sales/history?${bad}`, diego), 400, 'validation_failed');
});

it('assigns and unassigns a customer to a project agent, audited once per change', async () => {
  const { agents } = await jsonOf<ProjectAgentList>(
    await call(t, 'GET', '/api/v1/sales/project-agents', diego),
  );
  const vinicius = agents.find((a) => a.full_name === 'Vinícius Prado')!;
  expect(vinicius.customers).toEqual([]);
  const path = `/api/v1/sales/project-agents/${vinicius.id}/customers/${acme1}`;
  const assigned = await jsonOf<ProjectAgent>(await call(t, 'PUT', path, diego));
  expect(assigned.customers).toEqual([{ t_code: acme1, corporate_name: 'Acme Produção' }]);
  await jsonOf<ProjectAgent>(await call(t, 'PUT', path, diego));
  const audits = () =>
    t.db.query<{ action: string; after: unknown }>(
      'SELECT action, after FROM audit_events WHERE target_id = $1 ORDER BY occurred_at, action',
      [vinicius.id],
    );
  expect(await audits()).toEqual([{ action: 'project_agent.assign', after: { customers: [acme1] } }]);
  expect((await jsonOf<ProjectAgent>(await call(t, 'DELETE', path, diego))).customers).toEqual([]);
  expect((await audits()).map((a) => a.action)).toEqual(['project_agent.assign', 'project_agent.unassign']);
  await expectError(
    await call(t, 'PUT', `/api/v1/sales/project-agents/${vinicius.id}/customers/T99999`, diego),
    404,
    'sales_customer_not_found',
  );
});

it('refuses users without sales_tree', async () => {
  await expectError(await call(t, 'GET', '/api/v1/sales/history', bruno), 403, 'forbidden');
  await expectError(await call(t, 'GET', '/api/v1/sales/project-agents', bruno), 403, 'forbidden');
  const { agents } = await jsonOf<ProjectAgentList>(
    await call(t, 'GET', '/api/v1/sales/project-agents', diego),
  );
  await expectError(
    await call(t, 'PUT', `/api/v1/sales/project-agents/${agents[0]!.id}/customers/${acme1}`, bruno),
    403,
    'forbidden',
  );
});
