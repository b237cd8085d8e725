import type { IaasNetworkList, IaasSettings, Operation, OperationAnswer } from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { networkOperationKinds } from '../operations/operation-kinds/network-operation-kinds';
import { stepsOf } from '../operations/operation-kinds/operation-kind';
import type { OperationRow } from '../operations/operations-repository';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;

const base = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas`;
let keys = 0;
const newKey = () => `setup-key-${++keys}`;

/** A write with an Idempotency-Key (a new one unless given). */
function send(method: string, path: string, who: SignedIn, body?: unknown, key: string | null = newKey()) {
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
const get = (path: string, who: SignedIn) => fetch(t.url(path), { headers: who.headers });
const networksOf = async (cloudId: string, who = ana) =>
  (await jsonOf<IaasNetworkList>(await get(`${base(cloudId)}/networks`, who))).networks;

async function expectCidrRefused(res: Response, keyword: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error_code: string; error_fields: unknown[] };
  expect(body.error_code).toBe('validation_failed');
  expect(body.error_fields).toEqual([expect.objectContaining({ in: 'body', path: '/cidr', keyword })]);
}

const auditOf = (targetId: string) =>
  t.db.query<{ action: string; phase: string; before: unknown; after: unknown }>(
    `SELECT action, details->>'phase' AS phase, before, after FROM audit_events WHERE target_id = $1
     ORDER BY occurred_at, id`,
    [targetId],
  );

const operationOf = async (id: string): Promise<Operation> =>
  (await jsonOf<OperationAnswer>(await call(t, 'GET', `/api/v1/environments/ACM1/operations/${id}`, ana)))
    .operation;

const operationCount = async () =>
  (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM operations'))[0]!.count;

describe.each(databaseKinds)('on %s', (kind) => {
  let region: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
  });
  afterAll(() => t.close());

  it('lists the networks with their subnets and the machines in each', async () => {
    const networks = await networksOf('ACM1');
    const main = networks.find((n) => n.resource_id === 'net-acm1-01')!;
    region = main.region;
    expect(main).toMatchObject({ name: 'acm1-vcn-principal', cidr: '10.0.0.0/16' });
    const [row] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM iaas_resources WHERE network_id = 'net-acm1-01'`,
    );
    const count = row!.count;
    expect(main.machine_count).toBe(count);
    expect(main.subnets.map((s) => [s.name, s.cidr, s.state])).toEqual([
      ['publica', '10.0.0.0/24', 'available'],
      ['aplicacao', '10.0.1.0/24', 'available'],
      ['dados', '10.0.2.0/24', 'available'],
    ]);
    expect(main.subnets[1]!.machine_count).toBe(count);
    expect(main.subnets[0]!.machine_count).toBe(0);
  });

  it('refuses a bad block naming the rule, and an overlapping one naming the network it overlaps', async () => {
    const operations = await operationCount();
    const create = (cidr: string) =>
      send('POST', `${base('ACM1')}/networks`, ana, { name: 'rede-x', region, cidr });
    await expectCidrRefused(await create('10.0.0.0/33'), 'cidrFormat');
    await expectCidrRefused(await create('10.0.0.1/16'), 'cidrHostBits');
    await expectCidrRefused(await create('10.0.0.0/12'), 'cidrPrefix');
    await expectCidrRefused(await create('8.8.0.0/16'), 'cidrPrivate');
    await expectError(await create('10.0.128.0/20'), 409, 'iaas_cidr_overlap', [
      'acm1-vcn-principal',
      '10.0.0.0/16',
    ]);
    await expectError(await create('10.0.0.0/16'), 409, 'iaas_cidr_overlap');
    await expectError(
      await send('POST', `${base('ACM1')}/networks`, ana, {
        name: 'rede-x',
        region: 'eu-west-9',
        cidr: '172.16.0.0/16',
      }),
      400,
      'iaas_unknown_region',
      ['eu-west-9'],
    );
    expect((await networksOf('ACM1')).some((n) => n.name === 'rede-x')).toBe(false);
    expect(await operationCount()).toBe(operations);
  });

  it('creates a network as an operation, once per Idempotency-Key, audited as asked and as done', async () => {
    const key = newKey();
    const body = { name: 'rede-testes', region, cidr: '172.16.0.0/16' };
    const asked = await jsonOf<OperationAnswer>(
      await send('POST', `${base('ACM1')}/networks`, ana, body, key),
      202,
    );
    expect(asked.operation).toMatchObject({ kind: 'network.create', state: 'PENDING', step_count: 1 });
    const networkId = asked.operation.target_id!;
    expect(networkId).toMatch(/^net-acm1-\d+$/);
    // Recorded when accepted: its block is taken at once.
    await expectError(
      await send('POST', `${base('ACM1')}/networks`, ana, { ...body, name: 'rede-outra' }),
      409,
      'iaas_cidr_overlap',
      ['rede-testes', '172.16.0.0/16'],
    );
    const again = await jsonOf<OperationAnswer>(
      await send('POST', `${base('ACM1')}/networks`, ana, body, key),
      202,
    );
    expect(again.operation.id).toBe(asked.operation.id);
    await expectError(
      await send('POST', `${base('ACM1')}/networks`, ana, { ...body, cidr: '172.17.0.0/16' }, key),
      409,
      'idempotency_key_reused',
    );
    await t.app.operations.drain();
    expect(await operationOf(asked.operation.id)).toMatchObject({
      state: 'SUCCESS',
      steps: [{ name: 'available' }],
    });
    const networks = (await networksOf('ACM1')).filter((n) => n.name === 'rede-testes');
    expect(networks).toEqual([
      expect.objectContaining({ resource_id: networkId, state: 'available', machine_count: 0, subnets: [] }),
    ]);
    expect(await auditOf(networkId)).toEqual([
      { action: 'network.create', phase: 'requested', before: null, after: null },
      {
        action: 'network.create',
        phase: 'finished',
        before: null,
        after: expect.objectContaining({ cidr: '172.16.0.0/16', state: 'available' }),
      },
    ]);
  });

  it('adds subnets as operations inside the network, none overlapping; deletes the network typed by name', async () => {
    const created = await jsonOf<OperationAnswer>(
      await send('POST', `${base('ACM1')}/networks`, ana, {
        name: 'rede-sub',
        region,
        cidr: '172.20.0.0/16',
      }),
      202,
    );
    const networkId = created.operation.target_id!;
    const subnets = `${base('ACM1')}/networks/${networkId}/subnets`;
    await t.app.operations.drain();
    // While the network is provisioning (or deleting), no subnet.
    await t.db.query(`UPDATE iaas_resources SET state = 'provisioning' WHERE resource_id = $1`, [networkId]);
    await expectError(
      await send('POST', subnets, ana, { name: 'cedo', cidr: '172.20.9.0/24' }),
      409,
      'iaas_network_busy',
      ['rede-sub'],
    );
    await t.db.query(`UPDATE iaas_resources SET state = 'available' WHERE resource_id = $1`, [networkId]);
    const before = await operationCount();
    await expectError(
      await send('POST', subnets, ana, { name: 'fora', cidr: '172.17.0.0/24' }),
      400,
      'iaas_cidr_outside_network',
      ['rede-sub', '172.20.0.0/16'],
    );
    await expectCidrRefused(
      await send('POST', subnets, ana, { name: 'hosts', cidr: '172.20.0.5/24' }),
      'cidrHostBits',
    );
    const web = await jsonOf<OperationAnswer>(
      await send('POST', subnets, ana, { name: 'web', cidr: '172.20.0.0/24' }),
      202,
    );
    expect(web.operation).toMatchObject({ kind: 'subnet.create', target_id: expect.stringMatching(/^sub-/) });
    // The provisioning subnet's block and name are already taken.
    await expectError(
      await send('POST', subnets, ana, { name: 'web2', cidr: '172.20.0.128/25' }),
      409,
      'iaas_cidr_overlap',
      ['web', '172.20.0.0/24'],
    );
    await expectError(
      await send('POST', subnets, ana, { name: 'web', cidr: '172.20.1.0/24' }),
      409,
      'iaas_subnet_name_taken',
    );
    expect(await operationCount()).toBe(before + 1);
    await jsonOf<OperationAnswer>(
      await send('POST', subnets, ana, { name: 'dados', cidr: '172.20.1.0/24' }),
      202,
    );
    await t.app.operations.drain();
    // A delete waits for its subnets' operations.
    await t.db.query(`UPDATE iaas_subnets SET state = 'provisioning' WHERE subnet_id = $1`, [
      web.operation.target_id,
    ]);
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/${networkId}`, ana, { confirmation: 'rede-sub' }),
      409,
      'iaas_network_busy',
      ['web'],
    );
    await t.db.query(`UPDATE iaas_subnets SET state = 'available' WHERE subnet_id = $1`, [
      web.operation.target_id,
    ]);
    const network = (await networksOf('ACM1')).find((n) => n.resource_id === networkId)!;
    expect(network.subnets.map((s) => [s.name, s.state])).toEqual([
      ['web', 'available'],
      ['dados', 'available'],
    ]);
    expect((await auditOf(web.operation.target_id!)).map((a) => [a.action, a.phase])).toEqual([
      ['subnet.create', 'requested'],
      ['subnet.create', 'finished'],
    ]);

    // Deleting it takes its subnets; the name must be typed; the same key again is the same operation.
    const remove = (confirmation: string, key = newKey()) =>
      send('DELETE', `${base('ACM1')}/networks/${networkId}`, ana, { confirmation }, key);
    await expectError(await remove('rede'), 400, 'iaas_confirmation_mismatch', ['rede-sub']);
    const deleteKey = newKey();
    const deleting = await jsonOf<OperationAnswer>(await remove('rede-sub', deleteKey), 202);
    expect(deleting.operation).toMatchObject({ kind: 'network.delete', target_id: networkId, step_count: 2 });
    expect((await jsonOf<OperationAnswer>(await remove('rede-sub', deleteKey), 202)).operation.id).toBe(
      deleting.operation.id,
    );
    await t.app.operations.drain();
    expect(await operationOf(deleting.operation.id)).toMatchObject({
      state: 'SUCCESS',
      steps: [{ name: 'deleting' }, { name: 'deleted' }],
    });
    expect((await networksOf('ACM1')).some((n) => n.resource_id === networkId)).toBe(false);
    expect(await t.db.query('SELECT 1 FROM iaas_subnets WHERE network_id = $1', [networkId])).toEqual([]);
    const audit = (await auditOf(networkId)).filter((a) => a.action === 'network.delete');
    expect(audit.map((a) => a.phase)).toEqual(['requested', 'finished']);
    expect(audit[0]!.before).toMatchObject({ subnets: [{ name: 'web' }, { name: 'dados' }] });
    expect(audit[1]!.after).toBeNull();
    await expectError(await remove('rede-sub'), 404, 'iaas_network_not_found');
  });

  it('refuses to delete a network or subnet that machines use, and deletes a free subnet', async () => {
    const before = await operationCount();
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01`, ana, {
        confirmation: 'acm1-vcn-principal',
      }),
      409,
      'iaas_network_in_use',
    );
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-02`, ana, {
        confirmation: 'aplicacao',
      }),
      409,
      'iaas_subnet_in_use',
    );
    expect(await operationCount()).toBe(before);
    const asked = await jsonOf<OperationAnswer>(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-03`, ana, {
        confirmation: 'dados',
      }),
      202,
    );
    expect((await networksOf('ACM1'))[0]!.subnets.find((s) => s.name === 'dados')).toBeDefined();
    await t.app.operations.drain();
    expect(await operationOf(asked.operation.id)).toMatchObject({ state: 'SUCCESS' });
    expect((await auditOf('sub-acm1-01-03')).map((a) => [a.action, a.phase])).toEqual([
      ['subnet.delete', 'requested'],
      ['subnet.delete', 'finished'],
    ]);
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-03`, ana, {
        confirmation: 'dados',
      }),
      404,
      'iaas_subnet_not_found',
    );
  });

  it('checks again when the step runs: a machine put in the subnet since refuses the delete', async () => {
    const subnets = `${base('ACM1')}/networks/net-acm1-01/subnets`;
    const made = await jsonOf<OperationAnswer>(
      await send('POST', subnets, ana, { name: 'corrida', cidr: '10.0.200.0/24' }),
      202,
    );
    await t.app.operations.drain();
    const subnetId = made.operation.target_id!;
    // A machine arrives in the subnet between the request and its step.
    await t.db.query(
      `UPDATE iaas_resources SET private_address = '10.0.200.10'
       WHERE resource_id = (SELECT resource_id FROM iaas_resources
                            WHERE network_id = 'net-acm1-01' AND kind = 'virtual_machine'
                            ORDER BY resource_id LIMIT 1)`,
    );
    const [environment] = await t.db.query<{ id: string }>(
      `SELECT id FROM customer_environments WHERE cloud_id = 'ACM1'`,
    );
    const operation = {
      id: made.operation.id,
      environment_id: environment!.id,
      kind: 'subnet.delete',
      target_id: subnetId,
      request: { network_id: 'net-acm1-01' },
    } as unknown as OperationRow;
    const [deleting] = stepsOf(networkOperationKinds['subnet.delete'], operation.request);
    await expect(t.db.transaction((tx) => deleting!.apply(tx, operation))).rejects.toMatchObject({
      code: 'iaas_subnet_in_use',
    });
    const subnet = (await networksOf('ACM1'))
      .find((n) => n.resource_id === 'net-acm1-01')!
      .subnets.find((s) => s.subnet_id === subnetId);
    expect(subnet).toMatchObject({ state: 'available', machine_count: 1 });
    // …and the request itself is refused now.
    await expectError(
      await send('DELETE', `${subnets}/${subnetId}`, ana, { confirmation: 'corrida' }),
      409,
      'iaas_subnet_in_use',
    );
  });

  it("a network's delete is checked again in its step, and a machine is not put in a network being made", async () => {
    const asked = await jsonOf<OperationAnswer>(
      await send('POST', `${base('ACM1')}/networks`, ana, {
        name: 'rede-corrida',
        region,
        cidr: '172.24.0.0/16',
      }),
      202,
    );
    await t.app.operations.drain();
    const networkId = asked.operation.target_id!;
    const [environment] = await t.db.query<{ id: string }>(
      `SELECT id FROM customer_environments WHERE cloud_id = 'ACM1'`,
    );
    // A machine moved into it after the delete was asked: the step refuses, the network stays.
    const [machine] = await t.db.query<{ resource_id: string; network_id: string }>(
      `SELECT resource_id, network_id FROM iaas_resources
       WHERE environment_id = $1 AND kind = 'virtual_machine' ORDER BY resource_id LIMIT 1`,
      [environment!.id],
    );
    await t.db.query(`UPDATE iaas_resources SET network_id = $2 WHERE resource_id = $1`, [
      machine!.resource_id,
      networkId,
    ]);
    try {
      const operation = {
        id: asked.operation.id,
        environment_id: environment!.id,
        kind: 'network.delete',
        target_id: networkId,
        request: {},
      } as unknown as OperationRow;
      const [deleting] = stepsOf(networkOperationKinds['network.delete'], operation.request);
      await expect(t.db.transaction((tx) => deleting!.apply(tx, operation))).rejects.toMatchObject({
        code: 'iaas_network_in_use',
      });
      expect((await networksOf('ACM1')).find((n) => n.resource_id === networkId)).toMatchObject({
        state: 'available',
        machine_count: 1,
      });
    } finally {
      await t.db.query(`UPDATE iaas_resources SET network_id = $2 WHERE resource_id = $1`, [
        machine!.resource_id,
        machine!.network_id,
      ]);
    }

    // While a network is provisioning, a machine cannot be created in it (its network_id refused).
    await t.db.query(`UPDATE iaas_resources SET state = 'provisioning' WHERE resource_id = $1`, [networkId]);
    const res = await send('POST', `${base('ACM1')}/virtual-machines`, ana, {
      name: 'acm1-cedo-01',
      region,
      size_sku: 'std.2x8',
      image_id: 'ubuntu-24.04',
      network_id: networkId,
      ssh_key_id: null,
      extra_disks_gb: [],
      public_ip: false,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error_code: 'validation_failed',
      error_fields: [expect.objectContaining({ path: '/network_id' })],
    });
    await t.db.query(`UPDATE iaas_resources SET state = 'available' WHERE resource_id = $1`, [networkId]);
  });

  it('reads and changes the settings, each default held to what exists and is enabled', async () => {
    const path = `${base('ACM1')}/settings`;
    const settings = await jsonOf<IaasSettings>(await get(path, ana));
    expect(settings).toMatchObject({ default_network_id: 'net-acm1-01', default_region: region });
    const { updated_at: _, ...body } = settings;
    const put = (change: Partial<typeof body>) => send('PUT', path, ana, { ...body, ...change });
    await expectError(await put({ enabled_regions: ['eu-west-9'] }), 400, 'iaas_unknown_region', [
      'eu-west-9',
    ]);
    const other = ['sa-east-1', 'sa-east-2', 'us-east-1'].find((r) => r !== region)!;
    await expectError(await put({ enabled_regions: [other] }), 400, 'iaas_region_not_enabled', [region]);
    await expectError(await put({ default_image_id: 'beos-5' }), 400, 'iaas_setting_unknown', [
      'default_image_id',
      'beos-5',
    ]);
    await expectError(await put({ default_size_sku: 'huge.1' }), 400, 'iaas_setting_unknown');
    await expectError(await put({ default_network_id: 'net-bad-01' }), 400, 'iaas_setting_unknown');
    const changed = await jsonOf<IaasSettings>(await put({ default_image_id: 'debian-12' }));
    expect(changed).toMatchObject({ default_image_id: 'debian-12' });
    expect(await jsonOf<IaasSettings>(await get(path, ana))).toEqual(changed);
    const [audit] = await t.db.query<{ before: IaasSettings; after: IaasSettings }>(
      `SELECT before, after FROM audit_events WHERE action = 'iaas_settings.change' ORDER BY occurred_at DESC LIMIT 1`,
    );
    expect(audit!.before.default_image_id).toBe(settings.default_image_id);
    expect(audit!.after.default_image_id).toBe('debian-12');
  });

  it('refuses other tenants, users without IaaS, a cancelling account and a write without a key', async () => {
    const body = { name: 'rede-y', region, cidr: '192.168.0.0/16' };
    await expectError(await get(`${base('ACM1')}/networks`, bruno), 404, 'environment_not_found', ['ACM1']);
    await expectError(
      await send('POST', `${base('ACM1')}/networks`, bruno, body),
      404,
      'environment_not_found',
    );
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-01`, bruno, {
        confirmation: 'publica',
      }),
      404,
      'environment_not_found',
    );
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01`, bruno, {
        confirmation: 'acm1-vcn-principal',
      }),
      404,
      'environment_not_found',
    );
    await expectError(await get(`${base('ACM1')}/settings`, carla), 403, 'forbidden', ['menu_iaas']);
    expect((await send('POST', `${base('ACM1')}/networks`, ana, body, null)).status).toBe(400);
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(await send('POST', `${base('ACM1')}/networks`, ana, body), 403, 'iaas_cancelling');
      await expectError(
        await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-01`, ana, {
          confirmation: 'publica',
        }),
        403,
        'iaas_cancelling',
      );
      await expectError(await get(`${base('ACM1')}/networks`, ana), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
    expect((await networksOf('ACM1')).some((n) => n.name === 'rede-y')).toBe(false);
  });
});
