import type { IaasDocumentList, IaasInformation } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let diego: SignedIn;
let carla: SignedIn;

const information = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas/information`;
const documents = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas/documents`;
const readDocuments = async (cloudId: string, who: SignedIn) =>
  (await jsonOf<IaasDocumentList>(await call(t, 'GET', documents(cloudId), who))).documents;

const setFlagForAll = (flag: string, on: boolean) =>
  t.db.query('UPDATE feature_flags SET enabled_for_all = $2 WHERE flag = $1', [flag, on]);

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    carla = await signInAs(t, 'carla@parceira.example');
  });
  afterAll(() => t.close());

  it("answers the contract, the company's billing data and this month's consumption so far", async () => {
    const info = await jsonOf<IaasInformation>(await call(t, 'GET', information('ACM1'), ana));
    expect(info.contract).toMatchObject({ number: 'IAAS-ACM1-2024', plan: 'enterprise', status: 'active' });
    expect(info.contract!.term_months).toBe(48);
    const start = new Date(`${info.contract!.start_date}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() + 48);
    expect(info.contract!.end_date).toBe(start.toISOString().slice(0, 10));
    expect(info.billing).toEqual({
      legal_name: 'Acme Produção',
      cnpj: '11.345.678/0001-01',
      billing_address: 'Av. Paulista, 1000, São Paulo – SP',
      invoice_email: 'faturas@acme.example',
      payment_method: 'boleto',
      invoice_day: 5,
    });
    const [sum] = await t.db.query<{ cents: number }>(
      `SELECT coalesce(round(sum(c.valor) * 100), 0)::float8 AS cents
       FROM analytics_consumo_diario_ambiente c JOIN customer_environments e ON e.id = c.environment_id
       WHERE e.cloud_id = 'ACM1' AND c.dia >= date_trunc('month', current_date) AND c.dia < current_date`,
    );
    expect(info.consumption).toEqual({
      month: new Date().toISOString().slice(0, 7),
      to_date_cents: sum!.cents,
    });
    expect(info.documents_allowed).toBe(false);
  });

  it('answers an environment without a contract with nulls, and says whether documents may be listed', async () => {
    await t.db.query(
      `DELETE FROM iaas_contracts WHERE environment_id = (SELECT id FROM customer_environments WHERE cloud_id = 'ACM3')`,
    );
    await t.db.query(
      `DELETE FROM iaas_billing_profiles WHERE environment_id = (SELECT id FROM customer_environments WHERE cloud_id = 'ACM3')`,
    );
    const info = await jsonOf<IaasInformation>(await call(t, 'GET', information('ACM3'), diego));
    expect(info).toMatchObject({ cloud_id: 'ACM3', contract: null, billing: null, documents_allowed: true });
  });

  it('reads cancelling while the IaaS account is being cancelled, and stays open then', async () => {
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [diego.userId]);
    try {
      const info = await jsonOf<IaasInformation>(await call(t, 'GET', information('ACM1'), diego));
      expect(info.contract?.status).toBe('cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [diego.userId]);
    }
  });

  it('refuses without the IaaS permission, without the access flag, and hides environments not held', async () => {
    await expectError(await call(t, 'GET', information('ACM1'), carla), 403, 'forbidden', ['menu_iaas']);
    await expectError(await call(t, 'GET', information('INT1'), ana), 404, 'environment_not_found');
    await expectError(await call(t, 'GET', information('GLX01'), ana), 404, 'environment_not_found');
    await setFlagForAll('iaas_information_access', false);
    try {
      await expectError(await call(t, 'GET', information('ACM1'), ana), 403, 'forbidden', [
        'iaas_information_access',
      ]);
      await expectError(await call(t, 'GET', documents('ACM1'), diego), 403, 'forbidden', [
        'iaas_information_access',
      ]);
    } finally {
      await setFlagForAll('iaas_information_access', true);
    }
    await expectError(await call(t, 'GET', information('ACM1')), 401, 'unauthorized');
  });

  it('lists the documents only with iaas_information_documents: the contract and the closed months’ invoices', async () => {
    await expectError(await call(t, 'GET', documents('ACM1'), ana), 403, 'forbidden', [
      'iaas_information_documents',
    ]);
    const list = await readDocuments('ACM1', diego);
    expect(list.map((d) => d.kind).sort()).toEqual(['contract', 'invoice', 'invoice', 'invoice']);
    expect(list.map((d) => d.issued_on)).toEqual([...list.map((d) => d.issued_on)].sort().reverse());
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const period = lastMonth.toISOString().slice(0, 7);
    expect(list[0]).toMatchObject({
      kind: 'invoice',
      period,
      file_name: `fatura-ACM1-${period}.csv`,
      content_type: 'text/csv; charset=utf-8',
    });
    expect(list.find((d) => d.kind === 'contract')).toMatchObject({
      period: null,
      file_name: 'contrato-ACM1.pdf',
      content_type: 'application/pdf',
    });
  });

  it("downloads an invoice made of the month's daily consumption, as an attachment, and audits it", async () => {
    const invoice = (await readDocuments('ACM1', diego)).find((d) => d.kind === 'invoice')!;
    const res = await call(t, 'GET', `${documents('ACM1')}/${invoice.id}`, diego);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.file_name}"`);
    const text = (await res.text()).replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      `Fatura;${invoice.period}`,
      'Razão social;Acme Produção',
      'CNPJ;11.345.678/0001-01',
      'Ambiente;ACM1',
    ]);
    const [month] = await t.db.query<{ days: number; cents: number }>(
      `SELECT count(*)::int AS days, round(sum(round(c.valor * 100)))::float8 AS cents
       FROM analytics_consumo_diario_ambiente c JOIN customer_environments e ON e.id = c.environment_id
       WHERE e.cloud_id = 'ACM1' AND to_char(c.dia, 'YYYY-MM') = $1`,
      [invoice.period],
    );
    expect(month!.days).toBeGreaterThan(0);
    const dayLines = lines.filter((line) => /^\d{2}\/\d{2}\/\d{4};/.test(line));
    expect(dayLines).toHaveLength(month!.days);
    const total = (month!.cents / 100).toLocaleString('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(lines.at(-1)).toBe(`Total;;${total}`);
    const audit = await t.db.query<{ target_id: string; details: { file_name: string } }>(
      `SELECT target_id, details FROM audit_events WHERE action = 'iaas_document.download' AND actor_user_id = $1`,
      [diego.userId],
    );
    expect(audit.map((a) => [a.target_id, a.details.file_name])).toContainEqual([
      invoice.id,
      invoice.file_name,
    ]);
  });

  it('downloads the contract as a PDF holding its number, plan and the company', async () => {
    const contract = (await readDocuments('ACM2', diego)).find((d) => d.kind === 'contract')!;
    const res = await call(t, 'GET', `${documents('ACM2')}/${contract.id}`, diego);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contrato-ACM2.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Contrato nº IAAS-ACM2-2025)');
    expect(pdf).toContain('(Razão social: Acme Homologação)');
    expect(pdf).toContain('(Plano: Reservado 36 meses)');
    // The cross-reference table points at each object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it("refuses another environment's document, an unknown one, and a download without the documents flag", async () => {
    const acm1 = (await readDocuments('ACM1', diego))[0]!;
    await expectError(
      await call(t, 'GET', `${documents('ACM2')}/${acm1.id}`, diego),
      404,
      'iaas_document_not_found',
    );
    await expectError(
      await call(t, 'GET', `${documents('ACM1')}/00000000-0000-4000-8000-000000000000`, diego),
      404,
      'iaas_document_not_found',
    );
    await expectError(await call(t, 'GET', `${documents('ACM1')}/${acm1.id}`, ana), 403, 'forbidden', [
      'iaas_information_documents',
    ]);
    await expectError(
      await call(t, 'GET', `${documents('ACM1')}/not-a-uuid`, diego),
      400,
      'validation_failed',
    );
  });
});
