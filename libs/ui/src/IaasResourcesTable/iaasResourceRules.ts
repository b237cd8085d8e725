/** The kinds of IaaS resource, in the order the table groups them. */
export const IAAS_RESOURCE_KINDS = ['virtual_machine', 'volume', 'network', 'public_ip'] as const;
export type IaasResourceKindName = (typeof IAAS_RESOURCE_KINDS)[number];

/** Where a resource is in its life, in the order the state filter offers them. */
export const IAAS_RESOURCE_STATES = [
  'running',
  'stopped',
  'available',
  'in_use',
  'provisioning',
  'error',
  // A machine while an operation acts on it.
  'starting',
  'stopping',
  'deleting',
  'resizing',
  'restoring',
] as const;
export type IaasResourceStateName = (typeof IAAS_RESOURCE_STATES)[number];

import type { FilterToken } from '../ResourceList/resourceListTypes';

/** An IaaS resource of the current environment, as the resources screen lists it (portal spec §2.6 IaaS). */
export interface IaasResourceItem {
  /** The provider's name for it (vm-acm1-01), quoted to support. */
  id: string;
  name: string;
  kind: IaasResourceKindName;
  provider: string;
  region: string;
  state: IaasResourceStateName;
  /** Machines only. */
  vcpus: number | null;
  memoryGb: number | null;
  /** Machines (boot disk) and volumes. */
  sizeGb: number | null;
  /** Networks only. */
  cidr: string | null;
  /** Public IPs only. */
  address: string | null;
  /** Volumes and public IPs: the id of the machine they serve; null when free. */
  attachedTo: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** The whole environment summed up, whatever the filter: the counts above the list, the region choices. */
export interface IaasResourceSummaryItem {
  byKind: Record<IaasResourceKindName, number>;
  inError: number;
  regions: readonly string[];
}

export const isIaasResourceKind = (value: unknown): value is IaasResourceKindName =>
  (IAAS_RESOURCE_KINDS as readonly unknown[]).includes(value);

export const isIaasResourceState = (value: unknown): value is IaasResourceStateName =>
  (IAAS_RESOURCE_STATES as readonly unknown[]).includes(value);

/** The list's kind, or the state 'error', as a filter token: what a count of the summary filters by. */
export type IaasSummaryChoice =
  { field: 'kind'; value: IaasResourceKindName } | { field: 'state'; value: 'error' };

/** The summary's count is pressed: its token is the only one on its field. */
export const isSummaryChoiceOn = (filter: readonly FilterToken[], choice: IaasSummaryChoice) =>
  filter.some((t) => t.field === choice.field && t.operator === '=' && t.value === choice.value) &&
  filter.filter((t) => t.field === choice.field).length === 1;

/**
 * A count of the summary pressed: filters by its kind (or the state error) in place of any other condition on
 * that field; pressed again, drops it. Other tokens stay.
 */
export function toggleSummaryChoice(
  filter: readonly FilterToken[],
  choice: IaasSummaryChoice,
): FilterToken[] {
  const others = filter.filter((t) => t.field !== choice.field);
  return isSummaryChoiceOn(filter, choice)
    ? others
    : [...others, { field: choice.field, operator: '=', value: choice.value }];
}
