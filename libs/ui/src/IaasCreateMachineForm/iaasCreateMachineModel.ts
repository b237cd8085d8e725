// What the create-a-machine form shows and checks before it sends: its choices, the price of the machine being
// built (priced by the calculator's monthlyTotalCents, the image's license on top) and the quotas it would pass.
import {
  monthlyTotalCents,
  type CalculatorLine,
  type CalculatorPriceList,
} from '../IaasCalculator/iaasCalculatorModel';

export interface MachineImageOption {
  imageId: string;
  name: string;
  osFamily: 'linux' | 'windows';
  minDiskGb: number;
  licenseCentsPerVcpu: number;
}

export interface MachineNetworkOption {
  resourceId: string;
  name: string;
  region: string;
  cidr: string;
}

export interface MachineSshKeyOption {
  id: string;
  name: string;
  fingerprint: string;
}

export const machineQuotaNames = ['machines', 'vcpus', 'memory_gb', 'disk_gb', 'public_ips'] as const;
export type MachineQuotaName = (typeof machineQuotaNames)[number];

export interface MachineQuota {
  name: MachineQuotaName;
  limit: number;
  used: number;
}

/** The machine as the form holds it (the create body's fields). */
export interface MachineDraft {
  name: string;
  region: string;
  size_sku: string;
  image_id: string;
  network_id: string;
  ssh_key_id: string | null;
  extra_disks_gb: number[];
  public_ip: boolean;
}

/** The size of the region's price list the draft names, with its vCPUs and memory. */
export function sizeOf(draft: MachineDraft, priceList: CalculatorPriceList | undefined) {
  const size = priceList?.prices.find(
    (p) => p.kind === 'size' && p.region === draft.region && p.sku === draft.size_sku,
  );
  return size?.vcpus && size.memoryGb ? { vcpus: size.vcpus, memoryGb: size.memoryGb } : undefined;
}

/** The disk GB the machine takes: the image's boot disk and every extra disk. */
export function diskGbOf(draft: MachineDraft, image: MachineImageOption | undefined): number {
  return (image?.minDiskGb ?? 0) + draft.extra_disks_gb.reduce((sum, gb) => sum + (Number(gb) || 0), 0);
}

/** The price list's lines the machine is: its size, its disks' GB, its public IP. */
export function machineLines(draft: MachineDraft, image: MachineImageOption | undefined): CalculatorLine[] {
  return [
    ...(draft.size_sku ? [{ sku: draft.size_sku, quantity: 1 }] : []),
    { sku: 'disk.standard', quantity: diskGbOf(draft, image) },
    ...(draft.public_ip ? [{ sku: 'ip.public', quantity: 1 }] : []),
  ];
}

/** A month of the machine being built; undefined until its size is priced. */
export function machineMonthlyCents(
  draft: MachineDraft,
  image: MachineImageOption | undefined,
  priceList: CalculatorPriceList | undefined,
): number | undefined {
  const size = sizeOf(draft, priceList);
  if (!priceList || !size) return undefined;
  const license = (image?.licenseCentsPerVcpu ?? 0) * size.vcpus;
  return monthlyTotalCents(machineLines(draft, image), priceList.prices, draft.region) + license;
}

/** What the machine asks of each quota. */
export function machineRequest(
  draft: MachineDraft,
  image: MachineImageOption | undefined,
  priceList: CalculatorPriceList | undefined,
): Record<MachineQuotaName, number> {
  const size = sizeOf(draft, priceList);
  return {
    machines: 1,
    vcpus: size?.vcpus ?? 0,
    memory_gb: size?.memoryGb ?? 0,
    disk_gb: diskGbOf(draft, image),
    public_ips: draft.public_ip ? 1 : 0,
  };
}

/** The quotas the machine would pass, as the API would refuse them (used + requested over the limit). */
export function quotaOverruns(
  quotas: readonly MachineQuota[],
  request: Record<MachineQuotaName, number>,
): MachineQuota[] {
  return quotas.filter((q) => request[q.name] > 0 && q.used + request[q.name] > q.limit);
}
