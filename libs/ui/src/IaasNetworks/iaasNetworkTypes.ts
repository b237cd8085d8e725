/** A subnet as the setup screen shows it. */
export interface IaasSubnetItem {
  id: string;
  name: string;
  cidr: string;
  machineCount: number;
}

/** A network of the environment with its subnets. */
export interface IaasNetworkItem {
  id: string;
  name: string;
  cidr: string;
  region: string;
  machineCount: number;
  subnets: readonly IaasSubnetItem[];
}
