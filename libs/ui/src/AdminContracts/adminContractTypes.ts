/** A contract as the staff's list shows it (the API's ContractAdminRow, camelCased by the caller). */
export interface AdminContractItem {
  kind: 'product' | 'iaas';
  number: string;
  cloudId: string;
  customerName: string;
  tCode: string;
  plan: string;
  description: string;
  status: 'active' | 'suspended' | 'cancelled' | 'ended';
  startDate: string;
  endDate: string | null;
  /** Integer centavos a month, as text; null: billed by use. */
  monthlyCents: string | null;
}

export type AdminContractTarget = 'suspended' | 'active' | 'ended';

/** The changes a status allows (the API's contractAdminMoves, passed in by the caller). */
export type AdminContractMoves = Record<AdminContractItem['status'], readonly AdminContractTarget[]>;

/** The row's id: a contract number is unique within its kind. */
export const adminContractId = (contract: Pick<AdminContractItem, 'kind' | 'number'>) =>
  `${contract.kind}:${contract.number}`;
