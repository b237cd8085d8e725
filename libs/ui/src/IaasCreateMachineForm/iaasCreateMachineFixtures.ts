import type {
  MachineDraft,
  MachineImageOption,
  MachineNetworkOption,
  MachineQuota,
  MachineSshKeyOption,
} from './iaasCreateMachineModel';

export const sampleImages: MachineImageOption[] = [
  {
    imageId: 'ubuntu-24.04',
    name: 'Ubuntu 24.04 LTS',
    osFamily: 'linux',
    minDiskGb: 50,
    licenseCentsPerVcpu: 0,
  },
  {
    imageId: 'windows-2022',
    name: 'Windows Server 2022 Standard',
    osFamily: 'windows',
    minDiskGb: 100,
    licenseCentsPerVcpu: 9_500,
  },
];

export const sampleImportedImages: MachineImageOption[] = [
  {
    imageId: 'acm1-erp-golden',
    name: 'ERP golden image (Oracle Linux 9)',
    osFamily: 'linux',
    minDiskGb: 80,
    licenseCentsPerVcpu: 0,
  },
];

export const sampleNetworks: MachineNetworkOption[] = [
  { resourceId: 'net-acm1-01', name: 'acm1-vcn-principal', region: 'sa-east-1', cidr: '10.1.0.0/16' },
  { resourceId: 'net-acm1-02', name: 'acm1-vcn-virginia', region: 'us-east-1', cidr: '10.2.0.0/16' },
];

export const sampleSshKeys: MachineSshKeyOption[] = [
  {
    id: '6f1c2f0e-2b1a-4d8e-9a51-0c6f4e1b7d21',
    name: 'deploy-producao',
    fingerprint: 'SHA256:q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
  },
];

/** Room to spare in each quota. */
export const sampleQuotas: MachineQuota[] = [
  { name: 'machines', limit: 60, used: 14 },
  { name: 'vcpus', limit: 400, used: 88 },
  { name: 'memory_gb', limit: 1600, used: 352 },
  { name: 'disk_gb', limit: 20_000, used: 3_150 },
  { name: 'public_ips', limit: 30, used: 6 },
];

/** Acme Homologação's: 8 vCPUs to spare, every public IP taken. */
export const tightQuotas: MachineQuota[] = [
  { name: 'machines', limit: 9, used: 6 },
  { name: 'vcpus', limit: 40, used: 32 },
  { name: 'memory_gb', limit: 160, used: 128 },
  { name: 'disk_gb', limit: 1_400, used: 900 },
  { name: 'public_ips', limit: 2, used: 2 },
];

/** std.2x8 (310,00) + 50 GB boot + 100 GB disk (150 × 0,45 = 67,50) + a public IP (28,00) = 405,50 a month. */
export const sampleDraft: MachineDraft = {
  name: 'acm1-web-02',
  region: 'sa-east-1',
  size_sku: 'std.2x8',
  image_id: 'ubuntu-24.04',
  network_id: 'net-acm1-01',
  ssh_key_id: '6f1c2f0e-2b1a-4d8e-9a51-0c6f4e1b7d21',
  extra_disks_gb: [100],
  public_ip: true,
};
