// Administração › Contratos (issue 32): the feature the API checks and the portal gates on, and the moves.

export const CONTRACT_ADMIN_FEATURE = 'adm_show_contract';
/** Reading the current environment's contracts (GET /environments/:cloudId/contract, the marketplace rule). */
export const CONTRACT_READ_FEATURE = 'show_contract';
/** A product contract (environment_contracts) or an environment's IaaS contract (iaas_contracts). */
export const contractAdminKinds = ['product', 'iaas'] as const;
export type ContractAdminKind = (typeof contractAdminKinds)[number];
export const contractAdminStatuses = ['active', 'suspended', 'cancelled', 'ended'] as const;
export type ContractAdminStatus = (typeof contractAdminStatuses)[number];
/** The statuses a change may set: suspend, reactivate, end. */
export const contractAdminTargets = ['suspended', 'active', 'ended'] as const;
export type ContractAdminTarget = (typeof contractAdminTargets)[number];

/** Which status each may move to: an ended or cancelled contract stays so. */
export const contractAdminMoves: Record<ContractAdminStatus, readonly ContractAdminTarget[]> = {
  active: ['suspended', 'ended'],
  suspended: ['active', 'ended'],
  cancelled: [],
  ended: [],
};
