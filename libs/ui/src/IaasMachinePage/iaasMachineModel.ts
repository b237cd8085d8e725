/** One IaaS virtual machine as its page shows it (issue 30, IaaS › Máquinas virtuais › a machine). */
export interface IaasMachineView {
  /** The provider's name for it (vm-acm1-01), quoted to support. */
  id: string;
  name: string;
  /** running, stopped, provisioning, starting, … (IaasStateChip names each). */
  state: string;
  region: string;
  provider: string;
  /** ISO 8601. */
  createdAt: string;
  vcpus: number | null;
  memoryGb: number | null;
  bootDiskGb: number | null;
  /** Its size in the price list (std.8x32); null for a machine made outside it. */
  sizeSku: string | null;
  image: { name: string; osFamily: string } | null;
  privateAddress: string | null;
  network: { id: string; name: string; cidr: string } | null;
  publicIps: readonly { id: string; address: string | null }[];
  volumes: readonly { id: string; name: string; sizeGb: number | null }[];
  tags: Readonly<Record<string, string>>;
  /** A month at today's prices, in centavos; null when not priced. */
  monthlyCents: number | null;
  /** Daily use, oldest first. */
  usage: readonly IaasMachineUsageDay[];
  /** While it is in error: what failed on it (the create, …) and why; absent otherwise. */
  failure?: IaasMachineFailure | null;
}

/** The operation that left a machine in error. */
export interface IaasMachineFailure {
  /** Which operation, translated (e.g. 'Criar máquina virtual acm1-app-01'). */
  operation: string;
  /** Why it failed, translated (the API's error_code). */
  reason: string;
  /** ISO 8601; null when not known. */
  at: string | null;
}

export interface IaasMachineUsageDay {
  /** YYYY-MM-DD. */
  day: string;
  cpuPct: number;
  memoryPct: number;
}

/** What the page shows besides the machine: placeholders while it loads, or the failure. */
export type IaasMachineLoadState =
  | { status: 'loading' }
  | { status: 'error'; /** Already translated. */ message: string }
  | { status: 'ready' };
