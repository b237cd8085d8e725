import type { ProductTopology } from './productTopologyRules';

/** Protheus in a PRIME environment: a DR pair over two regions, a stopped development copy. */
export const sampleProductTopologies: ProductTopology[] = [
  {
    id: 'tp-acm1-01',
    instanceName: 'acm1-protheus-prd',
    domain: 'protheus-acm1.nuvem.cloud',
    publicIp: '192.0.2.10',
    region: 'sa-east-2',
    provider: 'oci',
    type: 'dr_origin',
    replicaOf: null,
    status: 'active',
  },
  {
    id: 'tp-acm1-02',
    instanceName: 'acm1-protheus-dr',
    domain: 'protheus-acm1-dr.nuvem.cloud',
    publicIp: '192.0.2.9',
    region: 'sa-east-1',
    provider: 'aws',
    type: 'dr_destination',
    replicaOf: 'tp-acm1-01',
    status: 'active',
  },
  {
    id: 'tp-acm1-05',
    instanceName: 'acm1-protheus-hml',
    domain: 'protheus-acm1-hml.nuvem.cloud',
    publicIp: '198.51.100.7',
    region: 'sa-east-2',
    provider: 'oci',
    type: 'homologation',
    replicaOf: null,
    status: 'provisioning',
  },
  {
    id: 'tp-acm1-06',
    instanceName: 'acm1-protheus-dev',
    domain: null,
    publicIp: null,
    region: 'sa-east-2',
    provider: 'oci',
    type: 'development',
    replicaOf: null,
    status: 'stopped',
  },
];

/** `count` topologies of one product over three regions, for the long-list story. */
export function makeProductTopologies(count: number): ProductTopology[] {
  const regions = ['sa-east-1', 'sa-east-2', 'us-east-1'];
  const types = ['production', 'homologation', 'development'] as const;
  return Array.from({ length: count }, (_, i) => ({
    id: `tp-glx-${String(i + 1).padStart(3, '0')}`,
    instanceName: `glx-fluig-${String(i + 1).padStart(3, '0')}`,
    domain: `fluig-${i + 1}.globex-filial-com-um-nome-longo.nuvem.cloud`,
    publicIp: `203.0.113.${(i % 250) + 1}`,
    region: regions[i % regions.length]!,
    provider: i % 4 === 0 ? 'aws' : 'oci',
    type: types[i % types.length]!,
    replicaOf: null,
    status: 'active' as const,
  }));
}
