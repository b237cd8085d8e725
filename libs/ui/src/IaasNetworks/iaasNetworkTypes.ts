/** A subnet as the setup screen shows it. */
export interface IaasSubnetItem {
  id: string;
  name: string;
  cidr: string;
  /** available, or provisioning / deleting while its operation runs. */
  state: string;
  machineCount: number;
}

/** A network of the environment with its subnets. */
export interface IaasNetworkItem {
  id: string;
  name: string;
  cidr: string;
  region: string;
  /** available or in_use, or provisioning / deleting while its operation runs. */
  state: string;
  machineCount: number;
  subnets: readonly IaasSubnetItem[];
}

/** A network or subnet no operation is changing: its actions are offered. */
export const iaasNetworkSettled = (state: string) => state === 'available' || state === 'in_use';
