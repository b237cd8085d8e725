// Demo IaaS resources: every environment has virtual machines (four to eleven, each with its size and image
// from the price list, a private address in the environment's network, and tags), their volumes, a network and
// public IPs; Acme Produção (ACM1, ana's) has the richest set, over two regions and in every state, so the
// resources screen has something to filter. Public IPs come from a documentation range (RFC 5737) the
// topologies do not use. The analytics side's daily use of machines is drawn for these same machines.
import type { Queryable } from '../db/database';
import { insertIaasResources, type NewIaasResource } from '../domains/iaas/iaas-resources-repository';
import { demoEnvironments, type DemoEnvironment } from './demo-data';

const hour = 3_600_000;
const day = 24 * hour;

const drRegionOf: Record<string, string> = {
  'sa-east-1': 'sa-east-2',
  'sa-east-2': 'sa-east-1',
  'us-east-1': 'sa-east-1',
};

type Kind = NewIaasResource['kind'];
type Fields = Partial<Omit<NewIaasResource, 'cloud_id' | 'kind' | 'resource_id' | 'name'>>;

const none = {
  vcpus: null,
  memory_gb: null,
  size_gb: null,
  cidr: null,
  address: null,
  attached_to: null,
} as const;

const prefixOf: Record<Kind, string> = {
  virtual_machine: 'vm',
  volume: 'vol',
  network: 'net',
  public_ip: 'ip',
};

/** A small deterministic hash (FNV-1a), so an environment's machines are the same on every start. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The price list's size of a shape (migration 0023), for the machines written with vCPUs and memory. */
const sizeOf: Record<string, string> = {
  '1x2': 'std.1x2',
  '2x8': 'std.2x8',
  '4x16': 'std.4x16',
  '8x32': 'std.8x32',
  '16x64': 'std.16x64',
  '4x32': 'mem.4x32',
  '8x64': 'mem.8x64',
  '4x8': 'cpu.4x8',
  '8x16': 'cpu.8x16',
};
const workerShapes = [
  [2, 8],
  [4, 16],
  [4, 8],
  [8, 16],
  [4, 32],
] as const;
// Not integracao or relatorios: ACM1's extra machines have those names, and a name is one machine's in an environment.
const workerRoles = ['web', 'api', 'batch', 'cache', 'fila', 'bi', 'jobs'] as const;
const linuxImages = ['oracle-linux-9', 'ubuntu-24.04', 'debian-12', 'rocky-9'] as const;

/** The tags every machine of an environment carries. */
function tagsOf(env: DemoEnvironment, serial: number): Record<string, string> {
  return {
    ambiente: env.corporate_name.toLowerCase().includes('homolog') ? 'homologação' : 'produção',
    centro_de_custo: `TI-${100 + serial}`,
  };
}

/** The resources of one environment; `serial` varies them and `nextIp` hands out addresses. */
function resourcesOf(env: DemoEnvironment, serial: number, nextIp: () => string, seededAt: number) {
  const key = env.cloud_id.toLowerCase();
  const counts: Partial<Record<Kind, number>> = {};
  const list: NewIaasResource[] = [];
  const add = (kind: Kind, name: string, fields: Fields = {}): string => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    const resource_id = `${prefixOf[kind]}-${key}-${String(counts[kind]).padStart(2, '0')}`;
    list.push({
      ...none,
      resource_id,
      cloud_id: env.cloud_id,
      kind,
      name,
      provider: 'oci',
      region: env.region,
      state: kind === 'virtual_machine' ? 'running' : 'in_use',
      created_at: new Date(seededAt - (30 + ((serial * 7 + list.length * 3) % 300)) * day),
      ...fields,
    });
    return resource_id;
  };
  const network = `net-${key}-01`;
  let hosts = 0;
  const vm = (name: string, vcpus: number, memory_gb: number, fields: Fields = {}) =>
    add('virtual_machine', name, {
      vcpus,
      memory_gb,
      size_gb: 100,
      size_sku: sizeOf[`${vcpus}x${memory_gb}`] ?? null,
      image_id: 'oracle-linux-9',
      network_id: network,
      private_address: `10.${serial % 250}.1.${10 + hosts++}`,
      tags: tagsOf(env, serial),
      ...fields,
    });
  const volume = (name: string, size_gb: number, attached_to: string | null, fields: Fields = {}) =>
    add('volume', name, { size_gb, attached_to, state: attached_to ? 'in_use' : 'available', ...fields });
  const ip = (name: string, attached_to: string | null, fields: Fields = {}) =>
    add('public_ip', name, {
      address: nextIp(),
      attached_to,
      state: attached_to ? 'in_use' : 'available',
      ...fields,
    });

  const app = vm(`${key}-app-01`, 8, 32, { tags: { ...tagsOf(env, serial), aplicacao: 'erp' } });
  const db = vm(`${key}-db-01`, 16, 64, {
    size_gb: 200,
    tags: { ...tagsOf(env, serial), aplicacao: 'banco' },
  });
  add('network', `${key}-vcn-principal`, { cidr: `10.${serial % 250}.0.0/16` });
  // Two to nine more, drawn from the environment's name.
  const workers = 2 + (hashOf(env.cloud_id) % 8);
  for (let n = 1; n <= workers; n++) {
    const draw = hashOf(`${env.cloud_id}|${n}`);
    const [vcpus, memory] = workerShapes[draw % workerShapes.length]!;
    const role = workerRoles[(draw >>> 3) % workerRoles.length]!;
    const windows = (draw >>> 6) % 5 === 0;
    vm(`${key}-${role}-${String(n).padStart(2, '0')}`, vcpus, memory, {
      size_gb: windows ? 150 : 60,
      image_id: windows ? 'windows-2022' : linuxImages[(draw >>> 9) % linuxImages.length]!,
      state: (draw >>> 12) % 6 === 0 ? 'stopped' : 'running',
      tags: { ...tagsOf(env, serial), aplicacao: role },
    });
  }
  volume(`${key}-db-dados`, 1000, db);
  volume(`${key}-app-logs`, 250, app);
  ip(`${key}-ip-app`, app);
  if (serial % 2 === 0) vm(`${key}-bastion`, 1, 2, { state: 'stopped', size_gb: 50, image_id: 'debian-12' });
  if (serial % 3 === 0) volume(`${key}-backup-antigo`, 500, null);
  if (serial % 5 === 0) ip(`${key}-ip-reserva`, null);
  if (env.support_type === 'PRIME') {
    const dr = drRegionOf[env.region] ?? 'sa-east-1';
    const replica = vm(`${key}-db-dr`, 16, 64, {
      region: dr,
      provider: 'aws',
      size_gb: 200,
      state: 'stopped',
      network_id: `net-${key}-02`,
      private_address: `10.${(serial + 100) % 250}.1.10`,
    });
    add('network', `${key}-vcn-dr`, {
      region: dr,
      provider: 'aws',
      cidr: `10.${(serial + 100) % 250}.0.0/16`,
    });
    volume(`${key}-dr-dados`, 1000, replica, { region: dr, provider: 'aws' });
  }
  return list;
}

/** ACM1 also shows a machine being provisioned, one in error, and a volume being created. */
function acmeExtras(nextIp: () => string, seededAt: number): NewIaasResource[] {
  const base = {
    ...none,
    cloud_id: 'ACM1',
    provider: 'oci',
    region: 'sa-east-2',
    created_at: new Date(seededAt - 2 * hour),
  };
  return [
    {
      ...base,
      resource_id: 'vm-acm1-20',
      kind: 'virtual_machine',
      name: 'acm1-integracao-01',
      state: 'provisioning',
      vcpus: 4,
      memory_gb: 16,
      size_gb: 100,
      size_sku: 'std.4x16',
      image_id: 'ubuntu-24.04',
      network_id: 'net-acm1-01',
      private_address: '10.0.1.200',
      tags: { ambiente: 'produção', aplicacao: 'integracao' },
    },
    {
      ...base,
      resource_id: 'vm-acm1-21',
      kind: 'virtual_machine',
      name: 'acm1-relatorios-01',
      state: 'error',
      vcpus: 4,
      memory_gb: 8,
      size_gb: 100,
      size_sku: 'cpu.4x8',
      image_id: 'windows-2022',
      network_id: 'net-acm1-01',
      private_address: '10.0.1.201',
      tags: { ambiente: 'produção', aplicacao: 'relatorios' },
    },
    {
      ...base,
      resource_id: 'vol-acm1-20',
      kind: 'volume',
      name: 'acm1-integracao-dados',
      state: 'provisioning',
      size_gb: 300,
    },
    {
      ...base,
      resource_id: 'ip-acm1-20',
      kind: 'public_ip',
      name: 'acm1-ip-integracao',
      state: 'available',
      address: nextIp(),
    },
  ];
}

/** The demo resources of every environment, dated relative to `seededAt`. */
export function demoIaasResourcesAt(seededAt: number): NewIaasResource[] {
  let next = 0;
  const nextIp = () => `203.0.113.${(next++ % 250) + 1}`;
  return [
    ...demoEnvironments.flatMap((env, serial) => resourcesOf(env, serial, nextIp, seededAt)),
    ...acmeExtras(nextIp, seededAt),
  ];
}

/** Seeds this area's demo data; the environments must exist. */
export async function seedDemoIaasResources(db: Queryable, seededAt = Date.now()): Promise<void> {
  await insertIaasResources(db, demoIaasResourcesAt(seededAt));
}
