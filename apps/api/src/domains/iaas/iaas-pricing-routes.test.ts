import type { IaasBudget, IaasBudgetList, IaasPriceList } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;

const budgets = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas/budgets`;
const budget = (cloudId: string, id: string) => `${budgets(cloudId)}/${id}`;
const erp = {
  name: 'ERP em produção',
  region: 'sa-east-1',
  items: [
    { sku: 'std.4x16', quantity: 2 },
    { sku: 'disk.standard', quantity: 500 },
    { sku: 'ip.public', quantity: 1 },
  ],
};
const save = (who: SignedIn, body: unknown, key?: string, cloudId = 'ACM1') =>
  fetch(t.url(budgets(cloudId)), {
    method: 'POST',
    headers: {
      ...who.headers,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
    diego = await signInAs(t, 'diego@nuvem.example');
  });
  afterAll(() => t.close());

  it('answers the price list: three regions, each pricing every item, sizes with their shape', async () => {
    const list = await jsonOf<IaasPriceList>(await call(t, 'GET', '/api/v1/iaas/price-list', ana));
    expect(list.currency).toBe('BRL');
    expect(list.regions.map((r) => r.region)).toEqual(['sa-east-1', 'sa-east-2', 'us-east-1']);
    const of = (region: string) => list.prices.filter((p) => p.region === region);
    expect(of('sa-east-1').length).toBe(of('us-east-1').length);
    expect(of('sa-east-1').find((p) => p.sku === 'std.4x16')).toEqual({
      sku: 'std.4x16',
      region: 'sa-east-1',
      kind: 'size',
      unit: 'month',
      price_cents: 62_000,
      vcpus: 4,
      memory_gb: 16,
    });
    // Ashburn costs 0.8 of São Paulo.
    expect(of('us-east-1').find((p) => p.sku === 'std.4x16')?.price_cents).toBe(49_600);
    expect(list.images.find((i) => i.os_family === 'windows')?.license_cents_per_vcpu).toBeGreaterThan(0);
  });

  it('refuses the price list without a token, and without menu_iaas', async () => {
    await expectError(await call(t, 'GET', '/api/v1/iaas/price-list'), 401, 'unauthorized');
    await expectError(await call(t, 'GET', '/api/v1/iaas/price-list', carla), 403, 'forbidden', [
      'menu_iaas',
    ]);
  });

  it('saves a budget priced with the region: 2 × 620,00 + 500 GB × 0,45 + 28,00 a month', async () => {
    const res = await save(ana, erp, crypto.randomUUID());
    const saved = await jsonOf<IaasBudget>(res, 201);
    expect(saved).toMatchObject({ cloud_id: 'ACM1', name: 'ERP em produção', region: 'sa-east-1' });
    expect(saved.lines.map((l) => l.monthly_cents)).toEqual([124_000, 22_500, 2_800]);
    expect(saved.monthly_cents).toBe(149_300);
    expect(saved.yearly_cents).toBe(1_791_600);
    expect(saved.unpriced_skus).toEqual([]);
    expect(saved.created_by).toBe('ana@acme.example');
    // This month's real consumption of ACM1 so far, from the analytics side's daily totals.
    const [month] = await t.db.query<{ cents: number; days: number }>(
      `SELECT coalesce(round(sum(valor) * 100), 0)::float8 AS cents,
              (current_date - date_trunc('month', current_date)::date)::int AS days
       FROM analytics_consumo_diario_ambiente c JOIN customer_environments e ON e.id = c.environment_id
       WHERE e.cloud_id = 'ACM1' AND c.dia >= date_trunc('month', current_date) AND c.dia < current_date`,
    );
    expect(saved.consumption.to_date_cents).toBe(month!.cents);
    expect(saved.consumption.days_elapsed).toBe(month!.days);
    if (month!.days > 0) {
      expect(saved.consumption.to_date_cents).toBeGreaterThan(0);
      expect(saved.consumption.projected_cents).toBe(
        Math.round((month!.cents / month!.days) * saved.consumption.days_in_month),
      );
    } else expect(saved.consumption.projected_cents).toBeNull();
    expect(saved.share_path).toBe(
      `/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=${saved.budget_id}`,
    );
    const again = await jsonOf<IaasBudget>(await call(t, 'GET', budget('ACM1', saved.budget_id), ana));
    expect(again).toEqual(saved);
  });

  it('answers a retried save with the budget saved the first time, also when both arrive at once', async () => {
    const key = crypto.randomUUID();
    const body = { ...erp, name: `ERP ${key}` };
    const [first, second] = await Promise.all([save(ana, body, key), save(ana, body, key)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 201]);
    const ids = [
      ((await first.json()) as IaasBudget).budget_id,
      ((await second.json()) as IaasBudget).budget_id,
    ];
    expect(ids[0]).toBe(ids[1]);
    const third = await jsonOf<IaasBudget>(await save(ana, body, key), 200);
    expect(third.budget_id).toBe(ids[0]);
    await expectError(await save(ana, { ...body, name: 'Outro' }, key), 409, 'idempotency_key_reused');
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM iaas_budgets WHERE name = $1',
      [body.name],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses items and regions the price list does not have, naming them, and saves nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM iaas_budgets');
    await expectError(
      await save(ana, { ...erp, items: [...erp.items, { sku: 'std.64x512', quantity: 1 }] }),
      400,
      'iaas_budget_unknown_item',
      ['std.64x512'],
    );
    await expectError(await save(ana, { ...erp, region: 'eu-west-9' }), 400, 'iaas_unknown_region', [
      'eu-west-9',
    ]);
    await expectError(
      await save(ana, { ...erp, items: [{ sku: 'std.2x8', quantity: 0 }] }),
      400,
      'validation_failed',
    );
    await expectError(
      await save(ana, { ...erp, items: Array.from({ length: 51 }, () => ({ sku: 'std.2x8', quantity: 1 })) }),
      400,
      'validation_failed',
    );
    await expectError(await save(ana, { ...erp, name: '' }), 400, 'validation_failed');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM iaas_budgets');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("keeps budgets to their environment: another tenant's and an unknown one answer the same 404", async () => {
    const saved = await jsonOf<IaasBudget>(await save(ana, erp), 201);
    await expectError(
      await call(t, 'GET', budget('ACM1', saved.budget_id), bruno),
      404,
      'environment_not_found',
      ['ACM1'],
    );
    await expectError(await save(bruno, erp, undefined, 'ACM1'), 404, 'environment_not_found', ['ACM1']);
    // The budget's id through another environment the user may see finds nothing.
    await expectError(
      await call(t, 'GET', budget('ACM2', saved.budget_id), ana),
      404,
      'iaas_budget_not_found',
      [saved.budget_id],
    );
    await expectError(
      await call(t, 'DELETE', budget('GLX01', saved.budget_id), bruno),
      404,
      'iaas_budget_not_found',
    );
    expect((await call(t, 'GET', budget('ACM1', saved.budget_id), ana)).status).toBe(200);
    // Staff who see every environment open it from the shared link.
    expect((await call(t, 'GET', budget('ACM1', saved.budget_id), diego)).status).toBe(200);
  });

  it('changes a budget, lists it first, and deletes it (a retried delete finds it gone)', async () => {
    const saved = await jsonOf<IaasBudget>(await save(ana, erp), 201);
    const changed = await jsonOf<IaasBudget>(
      await call(t, 'PUT', budget('ACM1', saved.budget_id), ana, {
        name: 'ERP em Ashburn',
        region: 'us-east-1',
        items: [{ sku: 'std.4x16', quantity: 1 }],
      }),
    );
    expect(changed).toMatchObject({ name: 'ERP em Ashburn', monthly_cents: 49_600, yearly_cents: 595_200 });
    const list = await jsonOf<IaasBudgetList>(await call(t, 'GET', budgets('ACM1'), ana));
    expect(list.budgets[0]?.budget_id).toBe(saved.budget_id);
    expect((await call(t, 'DELETE', budget('ACM1', saved.budget_id), ana)).status).toBe(204);
    await expectError(
      await call(t, 'DELETE', budget('ACM1', saved.budget_id), ana),
      404,
      'iaas_budget_not_found',
    );
    await expectError(
      await call(t, 'GET', budget('ACM1', saved.budget_id), ana),
      404,
      'iaas_budget_not_found',
    );
  });

  it('writes each save, change and delete to the audit log once, with the budget before and after', async () => {
    const key = crypto.randomUUID();
    const saved = await jsonOf<IaasBudget>(await save(ana, erp, key), 201);
    // A retry answers the same budget (200: nothing new was made) and writes no second entry.
    expect((await jsonOf<IaasBudget>(await save(ana, erp, key), 200)).budget_id).toBe(saved.budget_id);
    await jsonOf<IaasBudget>(
      await call(t, 'PUT', budget('ACM1', saved.budget_id), ana, { ...erp, name: 'ERP renomeado' }),
    );
    expect((await call(t, 'DELETE', budget('ACM1', saved.budget_id), ana)).status).toBe(204);
    const events = await t.db.query<{ action: string; before: IaasBudget | null; after: IaasBudget | null }>(
      'SELECT action, before, after FROM audit_events WHERE target_id = $1 ORDER BY occurred_at, id',
      [saved.budget_id],
    );
    expect(events.map((e) => [e.action, e.before?.name ?? null, e.after?.name ?? null])).toEqual([
      ['budget.create', null, erp.name],
      ['budget.update', erp.name, 'ERP renomeado'],
      ['budget.delete', 'ERP renomeado', null],
    ]);
  });

  it('answers a retried change and delete with the same Idempotency-Key as the first did', async () => {
    const saved = await jsonOf<IaasBudget>(await save(ana, erp), 201);
    const keyed = (method: string, key: string, body?: unknown) =>
      fetch(t.url(budget('ACM1', saved.budget_id)), {
        method,
        headers: {
          ...ana.headers,
          'idempotency-key': key,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const change = { ...erp, name: 'ERP renomeado' };
    const changeKey = crypto.randomUUID();
    const changed = await jsonOf<IaasBudget>(await keyed('PUT', changeKey, change));
    expect(await jsonOf<IaasBudget>(await keyed('PUT', changeKey, change))).toEqual(changed);
    await expectError(
      await keyed('PUT', changeKey, { ...change, name: 'Outro nome' }),
      409,
      'idempotency_key_reused',
    );
    // A key used for a change is refused for a delete: the budget stays.
    await expectError(await keyed('DELETE', changeKey), 409, 'idempotency_key_reused');
    const deleteKey = crypto.randomUUID();
    expect((await keyed('DELETE', deleteKey)).status).toBe(204);
    expect((await keyed('DELETE', deleteKey)).status).toBe(204);
    await expectError(
      await call(t, 'GET', budget('ACM1', saved.budget_id), ana),
      404,
      'iaas_budget_not_found',
    );
  });

  it('shows an item the price list no longer has apart, outside the totals', async () => {
    const saved = await jsonOf<IaasBudget>(await save(ana, erp), 201);
    await t.db.query(
      `UPDATE iaas_budgets SET items = items || '[{"sku":"old.size","quantity":3}]' WHERE id = $1`,
      [saved.budget_id],
    );
    const read = await jsonOf<IaasBudget>(await call(t, 'GET', budget('ACM1', saved.budget_id), ana));
    expect(read.unpriced_skus).toEqual(['old.size']);
    expect(read.monthly_cents).toBe(saved.monthly_cents);
  });

  it('keeps saved budgets readable while the IaaS account is being cancelled, and refuses to change them', async () => {
    const saved = await jsonOf<IaasBudget>(await save(ana, erp, crypto.randomUUID()), 201);
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      const list = await jsonOf<IaasBudgetList>(await call(t, 'GET', budgets('ACM1'), ana));
      expect(list.budgets.map((b) => b.budget_id)).toContain(saved.budget_id);
      await expectError(await save(ana, erp, crypto.randomUUID()), 403, 'iaas_cancelling');
      await expectError(
        await call(t, 'PUT', budget('ACM1', saved.budget_id), ana, { ...erp, name: 'Outro' }),
        403,
        'iaas_cancelling',
      );
      await expectError(
        await call(t, 'DELETE', budget('ACM1', saved.budget_id), ana),
        403,
        'iaas_cancelling',
      );
      const after = await jsonOf<IaasBudget>(await call(t, 'GET', budget('ACM1', saved.budget_id), ana));
      expect(after.name).toBe(erp.name);
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
  });
});
