import type {
  StoreConsumption,
  StorePurchase,
  StorePurchaseList,
  StoreStatement,
  StoreStatementList,
} from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { taxOf, storeTaxes } from './store-taxes';

let t: TestApp;
let ana: SignedIn;
let elisa: SignedIn;
let carla: SignedIn;

const store = (cloudId: string, rest: string) => `/api/v1/environments/${cloudId}/store/${rest}`;
const purchases = (cloudId: string) => `/api/v1/environments/${cloudId}/purchases`;
const cancel = (id: string, who: SignedIn, key: string) =>
  call(t, 'POST', `/api/v1/purchases/${id}/cancel`, {
    ...who,
    headers: { ...who.headers, 'idempotency-key': key } as SignedIn['headers'],
  });
const sum = (values: readonly string[]) => values.reduce((total, value) => total + BigInt(value), 0n);

// One database kind (CI time): the SQL is plain reads and single-row writes under a row lock.
describe('Minha conta on postgres', () => {
  beforeAll(async () => {
    t = await startTestApp('postgres');
    [ana, elisa, carla] = await Promise.all([
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'elisa@acme.example'),
      signInAs(t, 'carla@parceira.example'),
    ]);
  });
  afterAll(() => t.close());

  it('answers 12 months by service and product, this month so far and its run-rate forecast', async () => {
    const consumption = await jsonOf<StoreConsumption>(
      await call(t, 'GET', store('ACM1', 'consumption'), ana),
    );
    expect(consumption.months).toHaveLength(12);
    const [expected] = await t.db.query<{ month: string; cents: string; last: string; last_cents: string }>(
      `SELECT to_char(current_date, 'YYYY-MM') AS month,
              (SELECT coalesce(round(sum(valor) * 100), 0)::bigint::text FROM analytics_consumo_diario_ambiente
                WHERE environment_id = e.id AND dia >= date_trunc('month', current_date) AND dia < current_date) AS cents,
              to_char(current_date - interval '1 month', 'YYYY-MM') AS last,
              (SELECT round(sum(valor) * 100)::bigint::text FROM analytics_consumo
                WHERE environment_id = e.id AND date_trunc('month', dia) = date_trunc('month', current_date - interval '1 month')) AS last_cents
       FROM customer_environments e WHERE e.cloud_id = 'ACM1'`,
    );
    expect(consumption.current.month).toBe(expected!.month);
    expect(consumption.current.to_date_cents).toBe(expected!.cents);
    const last = consumption.months.find((m) => m.month === expected!.last)!;
    expect(last.total_cents).toBe(expected!.last_cents);
    expect(sum(last.lines.map((line) => line.amount_cents))).toBe(BigInt(last.total_cents));
    expect(last.lines.length).toBeGreaterThan(10);
    const { days_elapsed: days, days_in_month: all, to_date_cents: toDate } = consumption.current;
    if (days > 0) {
      const exact = (Number(toDate) * all) / days;
      expect(Math.abs(Number(consumption.current.forecast_cents) - exact)).toBeLessThanOrEqual(0.5);
    } else expect(consumption.current.forecast_cents).toBeNull();
  });

  it('issues one frozen statement per closed month: lines, taxes and total add up, and a price change alters none', async () => {
    const list = await jsonOf<StoreStatementList>(await call(t, 'GET', store('ACM1', 'statements'), ana));
    const [months] = await t.db.query<{ last: string; now: string }>(
      `SELECT to_char(current_date - interval '1 month', 'YYYY-MM') AS last, to_char(current_date, 'YYYY-MM') AS now`,
    );
    const periods = list.statements.map((s) => s.period);
    expect(periods[0]).toBe(months!.last);
    expect(periods).not.toContain(months!.now);
    expect(periods.length).toBeGreaterThanOrEqual(3); // the oldest demo purchase is 75 days old

    const read = async (period: string) =>
      jsonOf<StoreStatement>(await call(t, 'GET', store('ACM1', `statements/${period}`), ana));
    const before = await Promise.all(periods.map(read));
    for (const statement of before) {
      const billed = statement.lines.filter((line) => line.kind !== 'tax');
      const taxes = statement.lines.filter((line) => line.kind === 'tax');
      expect(sum(billed.map((line) => line.amount_cents))).toBe(BigInt(statement.subtotal_cents));
      expect(taxes.map((line) => line.category)).toEqual(storeTaxes.map((tax) => tax.code));
      taxes.forEach((line, i) =>
        expect(BigInt(line.amount_cents)).toBe(
          taxOf(BigInt(statement.subtotal_cents), storeTaxes[i]!.basisPoints),
        ),
      );
      expect(BigInt(statement.total_cents)).toBe(
        BigInt(statement.subtotal_cents) + sum(taxes.map((l) => l.amount_cents)),
      );
      // Cancelled within its period: never billed.
      expect(statement.lines.map((line) => line.description)).not.toContain('Agente de cobrança (mensal)');
    }
    expect(before.flatMap((s) => s.lines).map((l) => l.description)).toContain(
      'Backup gerenciado Protheus — plano Profissional (mensal)',
    );

    await t.db.query(`UPDATE purchases SET unit_price_cents = unit_price_cents * 3`);
    await t.db.query(
      `UPDATE analytics_consumo_mensal SET valor = valor * 2
       WHERE environment_id = (SELECT id FROM customer_environments WHERE cloud_id = 'ACM1')`,
    );
    expect(await Promise.all(periods.map(read))).toEqual(before);
    expect(
      (await jsonOf<StoreStatementList>(await call(t, 'GET', store('ACM1', 'statements'), ana))).statements,
    ).toEqual(list.statements);
  });

  it('downloads a statement as PDF and CSV, audited', async () => {
    const [{ statements }] = [
      await jsonOf<StoreStatementList>(await call(t, 'GET', store('ACM1', 'statements'), ana)),
    ];
    const period = statements[0]!.period;
    const csv = await call(t, 'GET', store('ACM1', `statements/${period}/csv`), ana);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="extrato-ACM1-${period}.csv"`);
    const text = await csv.text();
    expect(text).toContain('Razão social;Acme Produção');
    expect(text).toContain('Imposto;iss;ISS (5%);1;5%;');
    const total = statements[0]!.total_cents;
    const reais = `${BigInt(total) / 100n}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + total.slice(-2);
    expect(text.trim().split('\r\n').at(-1)).toBe(`Total;;;;;${reais}`);

    const pdf = await call(t, 'GET', store('ACM1', `statements/${period}/pdf`), ana);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain(`(Total: R$ ${reais}) Tj`);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);

    const audits = await t.db.query<{ details: { format: string } }>(
      `SELECT details FROM audit_events WHERE action = 'statement.download' ORDER BY occurred_at`,
    );
    expect(audits.map((a) => a.details.format)).toEqual(['csv', 'pdf']);
  });

  it('refuses environments the user may not see and months with no statement', async () => {
    await expectError(
      await call(t, 'GET', store('ACM2', 'consumption'), carla),
      404,
      'environment_not_found',
    );
    await expectError(await call(t, 'GET', store('ACM2', 'statements'), elisa), 404, 'environment_not_found');
    await expectError(await call(t, 'GET', purchases('GLX01'), ana), 404, 'environment_not_found');
    const now = new Date().toISOString().slice(0, 7);
    await expectError(
      await call(t, 'GET', store('ACM1', `statements/${now}`), ana),
      404,
      'store_statement_not_found',
    );
    await expectError(
      await call(t, 'GET', store('ACM1', 'statements/2019-01/pdf'), ana),
      404,
      'store_statement_not_found',
    );
    expect((await call(t, 'GET', store('ACM1', 'statements/2026-13'), ana)).status).toBe(400);
  });

  it('lists purchases and cancels one within its period, once per key, audited; after it, 409', async () => {
    const { purchases: list } = await jsonOf<StorePurchaseList>(await call(t, 'GET', purchases('ACM1'), ana));
    expect(list.map((p) => p.description)).toEqual([
      'Agente de conciliação bancária',
      'Agente de cobrança',
      'Cota TSS — 5.000 documentos',
      'Backup gerenciado Protheus — plano Profissional',
    ]);
    const [open, cancelled, , backup] = list;
    expect(open).toMatchObject({ state: 'active', cancellable: true, cloud_id: 'ACM1' });
    expect(cancelled).toMatchObject({ state: 'cancelled', cancellable: false });
    expect(backup).toMatchObject({ cancellable: false, cancellable_until: null });

    const [glx] = await t.db.query<{ id: string }>(
      `SELECT p.id FROM purchases p JOIN customer_environments e ON e.id = p.environment_id WHERE e.cloud_id = 'GLX01'`,
    );
    await expectError(await cancel(glx!.id, elisa, 'k0'), 404, 'purchase_not_found');
    await expectError(
      await cancel('00000000-0000-4000-8000-000000000000', ana, 'k00'),
      404,
      'purchase_not_found',
    );
    expect((await call(t, 'POST', `/api/v1/purchases/${open!.id}/cancel`, ana)).status).toBe(400);

    const first = await jsonOf<StorePurchase>(await cancel(open!.id, ana, 'k1'));
    expect(first).toMatchObject({ id: open!.id, state: 'cancelled', cancellable: false });
    expect(await jsonOf<StorePurchase>(await cancel(open!.id, ana, 'k1'))).toEqual(first);
    await expectError(await cancel(open!.id, ana, 'k2'), 409, 'purchase_not_cancellable');
    await expectError(await cancel(backup!.id, ana, 'k3'), 409, 'purchase_not_cancellable');

    const audits = await t.db.query<{ target_id: string; before: unknown; after: { state: string } }>(
      `SELECT target_id, before, after FROM audit_events WHERE action = 'purchase.cancel'`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      target_id: open!.id,
      before: { state: 'active' },
      after: { state: 'cancelled' },
    });
  });
});
