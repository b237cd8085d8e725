import { randomUUID } from 'node:crypto';
import type { ContractAdminList, ContractAdminRow } from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let diego: SignedIn;

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
const list = async () =>
  (await jsonOf<ContractAdminList>(await send(diego, 'GET', '/api/v1/admin/contracts', undefined, null)))
    .contracts;
const setStatus = (kind: string, number: string, status: string, key?: string) =>
  send(diego, 'POST', `/api/v1/admin/contracts/${kind}/${number}/status`, { status }, key);

describe('contracts admin routes (postgres)', () => {
  beforeAll(async () => {
    t = await startTestApp('postgres');
    [ana, diego] = await Promise.all([signInAs(t, 'ana@acme.example'), signInAs(t, 'diego@nuvem.example')]);
  });
  afterAll(() => t.close());

  it("lists every customer's product and IaaS contracts, money in centavos", async () => {
    const contracts = await list();
    const fluig = contracts.find((c) => c.number === 'CTR-ACM1-002');
    expect(fluig).toMatchObject({
      kind: 'product',
      cloud_id: 'ACM1',
      customer_name: 'Acme Produção',
      plan: 'fluig',
      status: 'active',
      monthly_cents: '420050',
    });
    expect(
      contracts.some((c) => c.kind === 'iaas' && c.cloud_id === 'GLX01' && c.monthly_cents === null),
    ).toBe(true);
    expect(new Set(contracts.map((c) => c.cloud_id)).size).toBeGreaterThan(40);
  });

  it('suspends, reactivates and ends a contract once per key, audited; refuses a move it cannot make', async () => {
    const key = randomUUID();
    const suspended = await jsonOf<ContractAdminRow>(
      await setStatus('product', 'CTR-ACM2-001', 'suspended', key),
    );
    expect(suspended.status).toBe('suspended');
    expect(
      (await jsonOf<ContractAdminRow>(await setStatus('product', 'CTR-ACM2-001', 'suspended', key))).status,
    ).toBe('suspended');
    await expectError(
      await setStatus('product', 'CTR-ACM2-001', 'suspended'),
      409,
      'contract_status_refused',
    );
    await jsonOf(await setStatus('product', 'CTR-ACM2-001', 'active'));
    const ended = await jsonOf<ContractAdminRow>(await setStatus('product', 'CTR-ACM2-001', 'ended'));
    expect(ended.status).toBe('ended');
    expect(ended.end_date).not.toBeNull();
    await expectError(await setStatus('product', 'CTR-ACM2-001', 'active'), 409, 'contract_status_refused');
    const audits = await t.db.query<{ before: { status: string }; after: { status: string } }>(
      `SELECT before, after FROM audit_events WHERE action = 'contract.status' AND target_id = 'product:CTR-ACM2-001'
       ORDER BY occurred_at, id`,
    );
    expect(audits.map((a) => `${a.before.status}→${a.after.status}`)).toEqual([
      'active→suspended',
      'suspended→active',
      'active→ended',
    ]);
    // What the customer reads of the environment's contracts follows.
    const mine = await jsonOf<{ contracts: { contract_id: string; status: string }[] }>(
      await send(ana, 'GET', '/api/v1/environments/ACM2/contract', undefined, null),
    );
    expect(mine.contracts.find((c) => c.contract_id === 'CTR-ACM2-001')?.status).toBe('ended');
  });

  it('changes an IaaS contract; 404 for an unknown one; 403 without adm_show_contract', async () => {
    const iaas = (await list()).find((c) => c.kind === 'iaas' && c.cloud_id === 'GLX02')!;
    expect((await jsonOf<ContractAdminRow>(await setStatus('iaas', iaas.number, 'suspended'))).status).toBe(
      'suspended',
    );
    await expectError(await setStatus('product', 'NOPE-1', 'ended'), 404, 'contract_not_found');
    await expectError(await setStatus('other', 'NOPE-1', 'ended'), 400, 'validation_failed');
    await expectError(await send(ana, 'GET', '/api/v1/admin/contracts', undefined, null), 403, 'forbidden');
    await expectError(
      await send(ana, 'POST', '/api/v1/admin/contracts/product/CTR-ACM1-001/status', { status: 'ended' }),
      403,
      'forbidden',
    );
  });
});
