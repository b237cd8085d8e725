import type { IaasMachineUsageDay, IaasMachineView } from './iaasMachineModel';

/** 30 days of use ending on 2026-12-05, a weekly rhythm with a stopped weekend, the same on every run. */
export const sampleMachineUsage: readonly IaasMachineUsageDay[] = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 10, 6 + i)).toISOString().slice(0, 10);
  const stopped = i === 12 || i === 13;
  return {
    day,
    cpuPct: stopped ? 0 : 35 + ((i * 37) % 40),
    memoryPct: stopped ? 0 : 55 + ((i * 23) % 25),
  };
});

export const sampleMachine: IaasMachineView = {
  id: 'vm-acm1-01',
  name: 'acm1-app-01',
  state: 'running',
  region: 'sa-east-2',
  provider: 'oci',
  createdAt: '2026-03-14T13:20:00Z',
  vcpus: 8,
  memoryGb: 32,
  bootDiskGb: 100,
  sizeSku: 'std.8x32',
  image: { name: 'Oracle Linux 9', osFamily: 'linux' },
  privateAddress: '10.0.1.10',
  network: { id: 'net-acm1-01', name: 'acm1-vcn-principal', cidr: '10.0.0.0/16' },
  publicIps: [{ id: 'ip-acm1-01', address: '203.0.113.1' }],
  volumes: [{ id: 'vol-acm1-02', name: 'acm1-app-logs', sizeGb: 250 }],
  tags: { ambiente: 'produção', aplicacao: 'erp', centro_de_custo: 'TI-100' },
  monthlyCents: 142_550,
  usage: sampleMachineUsage,
};
