import type { IaasNetwork, IaasNetworkList, IaasSettings, IaasSubnet } from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

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
  t.db.query<{ action: string; before: unknown; after: unknown }>(
    'SELECT action, before, after FROM audit_events WHERE target_id = $1 ORDER BY occurred_at, id',
    [targetId],
  );

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
    expect(main.subnets.map((s) => [s.name, s.cidr])).toEqual([
      ['publica', '10.0.0.0/24'],
      ['aplicacao', '10.0.1.0/24'],
      ['dados', '10.0.2.0/24'],
    ]);
    expect(main.subnets[1]!.machine_count).toBe(count);
    expect(main.subnets[0]!.machine_count).toBe(0);
  });

  it('refuses a bad block naming the rule, and an overlapping one naming the network it overlaps', async () => {
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
  });

  it('creates a network once per Idempotency-Key, audited; subnets inside it and not overlapping', async () => {
    const key = newKey();
    const body = { name: 'rede-testes', region, cidr: '172.16.0.0/16' };
    const created = await jsonOf<IaasNetwork>(
      await send('POST', `${base('ACM1')}/networks`, ana, body, key),
      201,
    );
    expect(created).toMatchObject({
      name: 'rede-testes',
      cidr: '172.16.0.0/16',
      machine_count: 0,
      subnets: [],
    });
    expect(
      await jsonOf<IaasNetwork>(await send('POST', `${base('ACM1')}/networks`, ana, body, key), 201),
    ).toEqual(created);
    await expectError(
      await send('POST', `${base('ACM1')}/networks`, ana, { ...body, cidr: '172.17.0.0/16' }, key),
      409,
      'idempotency_key_reused',
    );
    expect((await networksOf('ACM1')).filter((n) => n.name === 'rede-testes')).toHaveLength(1);
    expect(await auditOf(created.resource_id)).toEqual([
      { action: 'network.create', before: null, after: expect.objectContaining({ cidr: '172.16.0.0/16' }) },
    ]);

    const subnets = `${base('ACM1')}/networks/${created.resource_id}/subnets`;
    await expectError(
      await send('POST', subnets, ana, { name: 'fora', cidr: '172.17.0.0/24' }),
      400,
      'iaas_cidr_outside_network',
      ['rede-testes', '172.16.0.0/16'],
    );
    await expectCidrRefused(
      await send('POST', subnets, ana, { name: 'hosts', cidr: '172.16.0.5/24' }),
      'cidrHostBits',
    );
    const web = await jsonOf<IaasSubnet>(
      await send('POST', subnets, ana, { name: 'web', cidr: '172.16.0.0/24' }),
      201,
    );
    expect(web).toMatchObject({ name: 'web', cidr: '172.16.0.0/24', machine_count: 0 });
    await expectError(
      await send('POST', subnets, ana, { name: 'web2', cidr: '172.16.0.128/25' }),
      409,
      'iaas_cidr_overlap',
      ['web', '172.16.0.0/24'],
    );
    await expectError(
      await send('POST', subnets, ana, { name: 'web', cidr: '172.16.1.0/24' }),
      409,
      'iaas_subnet_name_taken',
    );
    await jsonOf<IaasSubnet>(await send('POST', subnets, ana, { name: 'dados', cidr: '172.16.1.0/24' }), 201);

    // Deleting it takes its subnets; the same key again answers 204 again, once audited.
    const deleteKey = newKey();
    const remove = () =>
      send('DELETE', `${base('ACM1')}/networks/${created.resource_id}`, ana, undefined, deleteKey);
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(204);
    expect((await networksOf('ACM1')).some((n) => n.resource_id === created.resource_id)).toBe(false);
    expect(
      await t.db.query('SELECT 1 FROM iaas_subnets WHERE network_id = $1', [created.resource_id]),
    ).toEqual([]);
    const audit = await auditOf(created.resource_id);
    expect(audit.map((a) => a.action)).toEqual(['network.create', 'network.delete']);
    expect(audit[1]!.before).toMatchObject({ subnets: [{ name: 'web' }, { name: 'dados' }] });
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/${created.resource_id}`, ana),
      404,
      'iaas_network_not_found',
    );
  });

  it('refuses to delete a network or subnet that machines use, and deletes a free subnet', async () => {
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01`, ana),
      409,
      'iaas_network_in_use',
    );
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-02`, ana),
      409,
      'iaas_subnet_in_use',
    );
    expect(
      (await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-03`, ana)).status,
    ).toBe(204);
    expect((await auditOf('sub-acm1-01-03')).map((a) => a.action)).toEqual(['subnet.delete']);
    await expectError(
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-03`, ana),
      404,
      'iaas_subnet_not_found',
    );
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
      await send('DELETE', `${base('ACM1')}/networks/net-acm1-01/subnets/sub-acm1-01-01`, bruno),
      404,
      'environment_not_found',
    );
    await expectError(await get(`${base('ACM1')}/settings`, carla), 403, 'forbidden', ['menu_iaas']);
    expect((await send('POST', `${base('ACM1')}/networks`, ana, body, null)).status).toBe(400);
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(await send('POST', `${base('ACM1')}/networks`, ana, body), 403, 'iaas_cancelling');
      await expectError(await get(`${base('ACM1')}/networks`, ana), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
    expect((await networksOf('ACM1')).some((n) => n.name === 'rede-y')).toBe(false);
  });
});
