import type { IaasSetupSettingsOptions } from './IaasSetupSettings';
import type { IaasNetworkItem } from './iaasNetworkTypes';

/** Networks as ACM1's demo has them: the main one in use, a DR one and a free one. */
export const sampleIaasNetworks: IaasNetworkItem[] = [
  {
    id: 'net-acm1-01',
    name: 'acm1-vcn-principal',
    cidr: '10.0.0.0/16',
    region: 'sa-east-1',
    state: 'in_use',
    machineCount: 9,
    subnets: [
      { id: 'sub-acm1-01-01', name: 'publica', cidr: '10.0.0.0/24', state: 'available', machineCount: 0 },
      { id: 'sub-acm1-01-02', name: 'aplicacao', cidr: '10.0.1.0/24', state: 'available', machineCount: 9 },
      { id: 'sub-acm1-01-03', name: 'dados', cidr: '10.0.2.0/24', state: 'available', machineCount: 0 },
    ],
  },
  {
    id: 'net-acm1-02',
    name: 'acm1-vcn-dr',
    cidr: '10.100.0.0/16',
    region: 'sa-east-2',
    state: 'in_use',
    machineCount: 1,
    subnets: [
      { id: 'sub-acm1-02-02', name: 'aplicacao', cidr: '10.100.1.0/24', state: 'available', machineCount: 1 },
      { id: 'sub-acm1-02-03', name: 'dados', cidr: '10.100.2.0/24', state: 'available', machineCount: 0 },
    ],
  },
  {
    id: 'net-acm1-03',
    name: 'acm1-testes',
    cidr: '172.16.0.0/20',
    region: 'sa-east-1',
    state: 'available',
    machineCount: 0,
    subnets: [],
  },
];

/** While operations run: a network being created, and a subnet of the main one being deleted. */
export const sampleIaasNetworksInProgress: IaasNetworkItem[] = [
  {
    ...sampleIaasNetworks[0]!,
    subnets: sampleIaasNetworks[0]!.subnets.map((s) =>
      s.name === 'dados' ? { ...s, state: 'deleting' } : s,
    ),
  },
  {
    id: 'net-acm1-04',
    name: 'acm1-vcn-homologacao',
    cidr: '172.20.0.0/16',
    region: 'sa-east-1',
    state: 'provisioning',
    machineCount: 0,
    subnets: [],
  },
];

export const sampleIaasSetupOptions: IaasSetupSettingsOptions = {
  regions: [
    { region: 'sa-east-1', name: 'São Paulo' },
    { region: 'sa-east-2', name: 'Rio de Janeiro' },
    { region: 'us-east-1', name: 'Virgínia do Norte' },
  ],
  sizes: [
    { value: 'std.2x8', label: 'std.2x8 (2 vCPU, 8 GB)' },
    { value: 'std.4x16', label: 'std.4x16 (4 vCPU, 16 GB)' },
  ],
  images: [
    { value: 'oracle-linux-9', label: 'Oracle Linux 9' },
    { value: 'ubuntu-24.04', label: 'Ubuntu 24.04 LTS' },
  ],
  networks: sampleIaasNetworks.map(({ id, name, region }) => ({ id, name, region })),
};
