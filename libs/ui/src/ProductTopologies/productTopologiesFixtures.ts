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
