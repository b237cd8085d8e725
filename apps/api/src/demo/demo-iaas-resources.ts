// Demo IaaS resources: every environment has virtual machines, their volumes, a network and public IPs; Acme
// Produção (ACM1, ana's) has the richest set, over two regions and in every state, so the resources screen has
// something to filter. Public IPs come from a documentation range (RFC 5737) the topologies do not use.
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
  const vm = (name: string, vcpus: number, memory_gb: number, fields: Fields = {}) =>
    add('virtual_machine', name, { vcpus, memory_gb, size_gb: 100, ...fields });
  const volume = (name: string, size_gb: number, attached_to: string | null, fields: Fields = {}) =>
    add('volume', name, { size_gb, attached_to, state: attached_to ? 'in_use' : 'available', ...fields });
  const ip = (name: string, attached_to: string | null, fields: Fields = {}) =>
    add('public_ip', name, {
      address: nextIp(),
      attached_to,
      state: attached_to ? 'in_use' : 'available',
      ...fields,
    });

  const app = vm(`${key}-app-01`, 8, 32);
  const db = vm(`${key}-db-01`, 16, 64, { size_gb: 200 });
  add('network', `${key}-vcn-principal`, { cidr: `10.${serial % 250}.0.0/16` });
  volume(`${key}-db-dados`, 1000, db);
  volume(`${key}-app-logs`, 250, app);
  ip(`${key}-ip-app`, app);
  if (serial % 2 === 0) vm(`${key}-bastion`, 2, 4, { state: 'stopped', size_gb: 50 });
  if (serial % 3 === 0) volume(`${key}-backup-antigo`, 500, null);
  if (serial % 5 === 0) ip(`${key}-ip-reserva`, null);
  if (env.support_type === 'PRIME') {
    const dr = drRegionOf[env.region] ?? 'sa-east-1';
    const replica = vm(`${key}-db-dr`, 16, 64, {
      region: dr,
      provider: 'aws',
      size_gb: 200,
      state: 'stopped',
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
