import { randomUUID } from 'node:crypto';
import type { TssAdminCompany, TssAdminCompanyList, TssData, TssQuotaOrder } from '@nuvem/api-contract';
import { demoEnvironments } from '../../demo/demo-data';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;

const tCodeOf = (cloudId: string) => demoEnvironments.find((env) => env.cloud_id === cloudId)!.t_code;
const acme = tCodeOf('ACM1');

function send(
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const tssOf = async (who: SignedIn, tCode = acme) =>
  jsonOf<TssData>(await send(who, 'GET', `/api/v1/tss/${tCode}`, undefined, null));
const adminList = async () =>
  (
    await jsonOf<TssAdminCompanyList>(
      await send(diego, 'GET', '/api/v1/admin/tss/companies', undefined, null),
    )
  ).companies;

describe('TSS routes (postgres)', () => {
  beforeAll(async () => {
    t = await startTestApp('postgres');
    [ana, bruno, diego] = await Promise.all([
      signInAs(t, 'ana@acme.example'),
      signInAs(t, 'bruno@globex.example'),
      signInAs(t, 'diego@nuvem.example'),
    ]);
  });
  afterAll(() => t.close());

  it('orders more quota once per key, as a purchase of the environment, audited', async () => {
    const [company] = (await tssOf(ana)).companies;
    const key = randomUUID();
    const body = { company_id: company!.id, packages: 2 };
    const order = await jsonOf<TssQuotaOrder>(
      await send(ana, 'POST', `/api/v1/tss/${acme}/quota-requests`, body, key),
      201,
    );
    expect(order).toMatchObject({ state: 'pending', documents: 2000, unit_price_cents: '8900', quantity: 2 });
    const again = await jsonOf<TssQuotaOrder>(
      await send(ana, 'POST', `/api/v1/tss/${acme}/quota-requests`, body, key),
      200,
    );
    expect(again.purchase_id).toBe(order.purchase_id);
    await expectError(
      await send(ana, 'POST', `/api/v1/tss/${acme}/quota-requests`, { ...body, packages: 3 }, key),
      409,
      'idempotency_key_reused',
    );
    const purchases = await t.db.query<{ source: string; cloud_id: string; description: string }>(
      `SELECT p.source, e.cloud_id, p.description FROM purchases p
       JOIN customer_environments e ON e.id = p.environment_id WHERE p.id = $1`,
      [order.purchase_id],
    );
    expect(purchases).toEqual([
      { source: 'tss', cloud_id: 'ACM1', description: expect.stringContaining('2.000 documentos') },
    ]);
    const audit = await t.db.query(
      `SELECT action FROM audit_events WHERE target_id = $1 AND actor_user_id = $2`,
      [order.purchase_id, ana.userId],
    );
    expect(audit).toEqual([{ action: 'purchase.create' }]);
    // The hired quota is unchanged until staff confirm.
    expect((await tssOf(ana)).quota_hired).toBe(5000);
  });

  it("refuses another customer's company, no Idempotency-Key, bad input, and users without tss", async () => {
    const [globex] = (await adminList()).filter((c) => c.t_code === tCodeOf('GLX01'));
    await expectError(
      await send(ana, 'POST', `/api/v1/tss/${acme}/quota-requests`, { company_id: globex!.id, packages: 1 }),
      400,
      'tss_company_not_found',
    );
    const [company] = (await tssOf(ana)).companies;
    const body = { company_id: company!.id, packages: 1 };
    await expectError(
      await send(ana, 'POST', `/api/v1/tss/${acme}/quota-requests`, body, null),
      400,
      'validation_failed',
    );
    await expectError(
      await send(ana, 'POST', `/api/v1/tss/${acme}/quota-requests`, { ...body, packages: 0 }),
      400,
      'validation_failed',
    );
    await expectError(
      await send(bruno, 'POST', `/api/v1/tss/${tCodeOf('GLX01')}/quota-requests`, body),
      403,
      'forbidden',
    );
    await expectError(
      await send(ana, 'POST', `/api/v1/tss/${tCodeOf('GLX01')}/quota-requests`, body),
      404,
      'environment_not_found',
    );
    const count = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM purchases WHERE source = 'tss' AND source_ref = $1`,
      [globex!.id],
    );
    expect(count[0]!.n).toBe(0);
  });

  it('lets tss_admin register a company and set its quota, which the customer then reads, audited', async () => {
    const key = randomUUID();
    const body = {
      t_code: acme,
      cnpj: '11345678000363',
      corporate_name: 'Acme Serviços Ltda.',
      environment: 'homologation',
      quota_hired: 300,
    };
    const registered = await jsonOf<TssAdminCompany>(
      await send(diego, 'POST', '/api/v1/admin/tss/companies', body, key),
      201,
    );
    expect(registered).toMatchObject({ t_code: acme, customer_name: 'Acme Produção', quota_used: 0 });
    await jsonOf(await send(diego, 'POST', '/api/v1/admin/tss/companies', body, key), 200);
    await expectError(
      await send(diego, 'POST', '/api/v1/admin/tss/companies', body),
      409,
      'tss_company_taken',
    );
    await expectError(
      await send(diego, 'POST', '/api/v1/admin/tss/companies', { ...body, t_code: 'TNOPE' }),
      400,
      'tss_customer_unknown',
    );
    expect((await tssOf(ana)).quota_hired).toBe(5300);

    const changed = await jsonOf<TssAdminCompany>(
      await send(diego, 'PUT', `/api/v1/admin/tss/companies/${registered.id}/quota`, { quota_hired: 1300 }),
    );
    expect(changed.quota_hired).toBe(1300);
    const seen = await tssOf(ana);
    expect(seen.quota_hired).toBe(6300);
    expect(seen.companies.find((c) => c.id === registered.id)?.quota_hired).toBe(1300);
    const [audit] = await t.db.query<{ before: { quota_hired: number }; after: { quota_hired: number } }>(
      `SELECT before, after FROM audit_events WHERE action = 'tss_company.quota' AND target_id = $1`,
      [registered.id],
    );
    expect([audit!.before.quota_hired, audit!.after.quota_hired]).toEqual([300, 1300]);
    await expectError(
      await send(diego, 'PUT', `/api/v1/admin/tss/companies/${randomUUID()}/quota`, { quota_hired: 1 }),
      404,
      'tss_company_not_found',
    );
    await expectError(
      await send(diego, 'PUT', `/api/v1/admin/tss/companies/${registered.id}/quota`, { quota_hired: -1 }),
      400,
      'validation_failed',
    );
  });

  it('answers 403 to the admin routes without tss_admin', async () => {
    await expectError(
      await send(ana, 'GET', '/api/v1/admin/tss/companies', undefined, null),
      403,
      'forbidden',
    );
    const [company] = await adminList();
    await expectError(
      await send(ana, 'PUT', `/api/v1/admin/tss/companies/${company!.id}/quota`, { quota_hired: 9 }),
      403,
      'forbidden',
    );
  });
});
