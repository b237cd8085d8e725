import type {
  AuditPage,
  IaasImportedImageList,
  IaasMachineCreateBody,
  IaasMachineCreated,
  IaasPriceList,
  IaasQuotas,
  IaasSshKeyList,
  OperationAnswer,
} from '@nuvem/api-contract';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;

const base = (cloudId: string) => `/api/v1/environments/${cloudId}/iaas`;
let keys = 0;
const newKey = () => `manager-${++keys}-${Date.now()}`;

function post(who: SignedIn, path: string, body: unknown, key = newKey()) {
  return fetch(t.url(path), {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}
const create = (who: SignedIn, cloudId: string, body: unknown, key?: string) =>
  post(who, `${base(cloudId)}/virtual-machines`, body, key);
const remove = (who: SignedIn, resourceId: string, confirmation: string, key?: string) =>
  post(who, `${base('ACM1')}/resources/${resourceId}/remove`, { confirmation }, key);

const rowsOf = (cloudId: string, where: string, params: string[]) =>
  t.db.query<{ resource_id: string; kind: string; state: string; attached_to: string | null; name: string }>(
    `SELECT r.resource_id, r.kind, r.state, r.attached_to, r.name FROM iaas_resources r
     JOIN customer_environments e ON e.id = r.environment_id WHERE e.cloud_id = $1 AND ${where}
     ORDER BY r.kind, r.resource_id`,
    [cloudId, ...params],
  );

/** The environment's first network and SSH key in its region, for a body that is valid. */
async function choicesOf(cloudId: string, who: SignedIn) {
  const [network] = await t.db.query<{ resource_id: string; region: string }>(
    `SELECT r.resource_id, r.region FROM iaas_resources r JOIN customer_environments e ON e.id = r.environment_id
     WHERE e.cloud_id = $1 AND r.kind = 'network' ORDER BY r.resource_id LIMIT 1`,
    [cloudId],
  );
  const { ssh_keys } = await jsonOf<IaasSshKeyList>(await call(t, 'GET', `${base(cloudId)}/ssh-keys`, who));
  return { network: network!, sshKeyId: ssh_keys[0]!.id };
}

async function validBody(cloudId: string, name: string, extra: Partial<IaasMachineCreateBody> = {}) {
  const { network, sshKeyId } = await choicesOf(cloudId, ana);
  return {
    name,
    region: network.region,
    size_sku: 'std.2x8',
    image_id: 'ubuntu-24.04',
    network_id: network.resource_id,
    ssh_key_id: sshKeyId,
    extra_disks_gb: [100, 200],
    public_ip: true,
    ...extra,
  } satisfies IaasMachineCreateBody;
}

const quotaOf = async (cloudId: string, name: string) =>
  (await jsonOf<IaasQuotas>(await call(t, 'GET', `${base(cloudId)}/quotas`, ana))).quotas.find(
    (q) => q.name === name,
  )!;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
  });
  afterAll(() => t.close());

  it('answers the quotas: each limit and what the resources use, the tight ACM2 among them', async () => {
    const acm1 = await jsonOf<IaasQuotas>(await call(t, 'GET', `${base('ACM1')}/quotas`, ana));
    expect(acm1.quotas.map((q) => q.name)).toEqual([
      'machines',
      'vcpus',
      'memory_gb',
      'disk_gb',
      'public_ips',
    ]);
    const [counted] = await t.db.query<{ machines: number; vcpus: number }>(
      `SELECT count(*)::int AS machines, sum(vcpus)::int AS vcpus FROM iaas_resources r
       JOIN customer_environments e ON e.id = r.environment_id WHERE e.cloud_id = 'ACM1' AND kind = 'virtual_machine'`,
    );
    expect(acm1.quotas[0]).toEqual({ name: 'machines', limit: 60, used: counted!.machines });
    expect(acm1.quotas[1]).toMatchObject({ name: 'vcpus', used: counted!.vcpus });
    const ips = await quotaOf('ACM2', 'public_ips');
    expect(ips.used).toBe(ips.limit);
    const vcpus = await quotaOf('ACM2', 'vcpus');
    expect(vcpus.limit - vcpus.used).toBe(8);
  });

  it('refuses an environment the user may not see (404) and an anonymous call (401)', async () => {
    await expectError(await call(t, 'GET', `${base('ACM1')}/quotas`, bruno), 404, 'environment_not_found');
    await expectError(await call(t, 'GET', `${base('ACM1')}/quotas`), 401, 'unauthorized');
    await expectError(
      await create(bruno, 'ACM1', await validBody('ACM1', 'nao-e-dele')),
      404,
      'environment_not_found',
    );
  });

  it('lists SSH keys with SHA256 fingerprints, and imported images apart from the catalogue', async () => {
    const { ssh_keys } = await jsonOf<IaasSshKeyList>(await call(t, 'GET', `${base('ACM1')}/ssh-keys`, ana));
    expect(ssh_keys.map((k) => k.name)).toEqual(['deploy-producao', 'equipe-infra']);
    expect(ssh_keys[0]!.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    const { images } = await jsonOf<IaasImportedImageList>(
      await call(t, 'GET', `${base('ACM1')}/imported-images`, ana),
    );
    expect(images.map((i) => i.image_id)).toEqual(['acm1-erp-golden', 'acm1-win-legado']);
    expect(
      (await jsonOf<IaasImportedImageList>(await call(t, 'GET', `${base('ACM2')}/imported-images`, ana)))
        .images,
    ).toEqual([]);
    const priceList = await jsonOf<IaasPriceList>(await call(t, 'GET', '/api/v1/iaas/price-list', ana));
    expect(priceList.images.map((i) => i.image_id)).not.toContain('acm1-erp-golden');
  });

  it('creates a machine: 202 with vm.create, rows in provisioning, then running with its disks and IP in use', async () => {
    const body = await validBody('ACM1', 'acm1-nova-01');
    const created = await jsonOf<IaasMachineCreated>(await create(ana, 'ACM1', body), 202);
    expect(created.resource_id).toMatch(/^vm-acm1-[0-9a-f]{6}$/);
    expect(created.operation).toMatchObject({
      kind: 'vm.create',
      target_id: created.resource_id,
      step_count: 2,
    });
    await t.app.operations.drain();
    const rows = await rowsOf('ACM1', '(r.resource_id = $2 OR r.attached_to = $2)', [created.resource_id]);
    expect(rows.map((r) => [r.kind, r.state])).toEqual([
      ['public_ip', 'in_use'],
      ['virtual_machine', 'running'],
      ['volume', 'in_use'],
      ['volume', 'in_use'],
    ]);
    const read = await jsonOf<OperationAnswer>(
      await call(t, 'GET', `/api/v1/environments/ACM1/operations/${created.operation.id}`, ana),
    );
    expect(read.operation.state).toBe('SUCCESS');
    expect(read.operation.steps.map((s) => s.name)).toEqual(['starting', 'running']);
    const audit = await jsonOf<AuditPage>(await call(t, 'GET', '/api/v1/environments/ACM1/audit', ana));
    const lines = audit.events.filter((e) => e.target_id === created.resource_id);
    expect(lines.map((e) => e.action)).toEqual(['vm.create', 'vm.create']);
  });

  it('answers a retry with the same key with the same operation and one machine; another body 409', async () => {
    const body = await validBody('ACM1', 'acm1-nova-retry', { public_ip: false, extra_disks_gb: [] });
    const key = newKey();
    const [first, again] = await Promise.all([
      create(ana, 'ACM1', body, key),
      create(ana, 'ACM1', body, key),
    ]);
    const a = await jsonOf<IaasMachineCreated>(first, 202);
    const b = await jsonOf<IaasMachineCreated>(again, 202);
    expect(b.operation.id).toBe(a.operation.id);
    expect(b.resource_id).toBe(a.resource_id);
    expect(await rowsOf('ACM1', `r.name = $2`, ['acm1-nova-retry'])).toHaveLength(1);
    await expectError(
      await create(ana, 'ACM1', { ...body, size_sku: 'std.4x16' }, key),
      409,
      'idempotency_key_reused',
    );
    await t.app.operations.drain();
  });

  it('refuses a taken name with 409 on the name field, nothing written', async () => {
    const before = (await rowsOf('ACM1', 'true', [])).length;
    const res = await create(ana, 'ACM1', await validBody('ACM1', 'acm1-app-01'));
    expect(res.status).toBe(409);
    const error = (await res.json()) as { error_code: string; error_fields: { path: string }[] };
    expect(error.error_code).toBe('iaas_name_taken');
    expect(error.error_fields.map((f) => f.path)).toEqual(['/name']);
    expect((await rowsOf('ACM1', 'true', [])).length).toBe(before);
  });

  it('refuses bad fields with 400 validation_failed on the field', async () => {
    const fieldOf = async (body: unknown) => {
      const res = await create(ana, 'ACM1', body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { error_code: string; error_fields: { path: string }[] };
      expect(error.error_code).toBe('validation_failed');
      return error.error_fields[0]?.path;
    };
    expect(await fieldOf(await validBody('ACM1', 'Nome Com Espaço'))).toBe('/name');
    expect(await fieldOf(await validBody('ACM1', 'acm1-x', { size_sku: 'std.99x99' }))).toBe('/size_sku');
    expect(await fieldOf(await validBody('ACM1', 'acm1-x', { region: 'eu-west-9' }))).toBe('/region');
    expect(await fieldOf(await validBody('ACM1', 'acm1-x', { network_id: 'net-glx01-01' }))).toBe(
      '/network_id',
    );
    expect(await fieldOf(await validBody('ACM1', 'acm1-x', { image_id: 'acm1-erp-golden' }))).toBe(
      '/image_id',
    );
    expect(await fieldOf(await validBody('ACM1', 'acm1-x', { image_id: 'windows-2022' }))).toBe(
      '/ssh_key_id',
    );
    expect(await fieldOf(await validBody('ACM1', 'acm1-x', { extra_disks_gb: [5] }))).toBe(
      '/extra_disks_gb/0',
    );
  });

  it('refuses beyond a quota with its numbers, and of two creates at once only one passes', async () => {
    const ips = await quotaOf('ACM2', 'public_ips');
    await expectError(
      await create(ana, 'ACM2', await validBody('ACM2', 'acm2-com-ip', { public_ip: true })),
      409,
      'iaas_quota_exceeded',
      ['public_ips', String(ips.limit), String(ips.used), '1'],
    );
    const vcpus = await quotaOf('ACM2', 'vcpus');
    const body = (name: string) =>
      validBody('ACM2', name, { size_sku: 'std.8x32', public_ip: false, extra_disks_gb: [] });
    const answers = await Promise.all([
      create(ana, 'ACM2', await body('acm2-corrida-a')),
      create(ana, 'ACM2', await body('acm2-corrida-b')),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([202, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error_vars: string[] }).error_vars).toEqual([
      'vcpus',
      String(vcpus.limit),
      String(vcpus.limit),
      '8',
    ]);
    expect(await rowsOf('ACM2', `r.name LIKE 'acm2-corrida-%'`, [])).toHaveLength(1);
    await t.app.operations.drain();
  });

  it('imports a machine from an image the environment imported, not from the catalogue', async () => {
    const body = await validBody('ACM1', 'acm1-importada', {
      image_id: 'acm1-erp-golden',
      extra_disks_gb: [],
    });
    const created = await jsonOf<IaasMachineCreated>(
      await post(ana, `${base('ACM1')}/virtual-machines/import`, body),
      202,
    );
    await t.app.operations.drain();
    const [row] = await t.db.query<{ image_id: string; state: string; size_gb: number }>(
      'SELECT image_id, state, size_gb FROM iaas_resources WHERE resource_id = $1',
      [created.resource_id],
    );
    expect(row).toEqual({ image_id: 'acm1-erp-golden', state: 'running', size_gb: 80 });
    const res = await post(ana, `${base('ACM1')}/virtual-machines/import`, {
      ...body,
      name: 'acm1-catalogo',
      image_id: 'ubuntu-24.04',
    });
    expect(res.status).toBe(400);
  });

  it('removes a free volume after its typed name; refuses one in use, a machine, a wrong name', async () => {
    await t.db.query(
      `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, size_gb)
       SELECT 'vol-acm1-livre-t', id, 'volume', 'disco-livre-teste', 'oci', 'sa-east-1', 'available', 20
       FROM customer_environments WHERE cloud_id = 'ACM1'`,
    );
    await expectError(await remove(ana, 'vol-acm1-livre-t', 'outro'), 400, 'iaas_confirmation_mismatch', [
      'disco-livre-teste',
    ]);
    await expectError(await remove(ana, 'vol-acm1-02', 'x'), 409, 'iaas_resource_not_removable');
    await expectError(await remove(ana, 'vm-acm1-01', 'acm1-app-01'), 409, 'iaas_resource_not_removable');
    await expectError(await remove(ana, 'vol-nao-existe', 'x'), 404, 'iaas_resource_not_found');
    const key = newKey();
    const answer = await jsonOf<OperationAnswer>(
      await remove(ana, 'vol-acm1-livre-t', 'disco-livre-teste', key),
      202,
    );
    expect(answer.operation.kind).toBe('resource.delete');
    const again = await jsonOf<OperationAnswer>(
      await remove(ana, 'vol-acm1-livre-t', 'disco-livre-teste', key),
      202,
    );
    expect(again.operation.id).toBe(answer.operation.id);
    await t.app.operations.drain();
    expect(await rowsOf('ACM1', `r.resource_id = 'vol-acm1-livre-t'`, [])).toEqual([]);
    const audit = await jsonOf<AuditPage>(await call(t, 'GET', '/api/v1/environments/ACM1/audit', ana));
    expect(audit.events.filter((e) => e.target_id === 'vol-acm1-livre-t').map((e) => e.action)).toEqual([
      'resource.delete',
      'resource.delete',
    ]);
  });

  it('refuses every write while the IaaS account is being cancelled (403 iaas_cancelling)', async () => {
    const body = await validBody('ACM1', 'acm1-cancelando');
    await t.db.query('UPDATE users SET iaas_cancelling = true WHERE id = $1', [ana.userId]);
    try {
      await expectError(await create(ana, 'ACM1', body), 403, 'iaas_cancelling');
      await expectError(await remove(ana, 'vol-acm1-02', 'x'), 403, 'iaas_cancelling');
      await expectError(await call(t, 'GET', `${base('ACM1')}/quotas`, ana), 403, 'iaas_cancelling');
    } finally {
      await t.db.query('UPDATE users SET iaas_cancelling = false WHERE id = $1', [ana.userId]);
    }
  });
});
