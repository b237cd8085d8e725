// The IaaS permission, without schemas, so the portal can import it through '@nuvem/api-contract/paths'.

/**
 * Who sees the IaaS pages (portal spec §2.6 IaaS, §6 "menu_iaas and various iaas_* ones"): a user holding this
 * name as a feature or a feature flag. The menu, the portal's route and the API read this one name.
 */
export const iaasFeature = 'menu_iaas';

/** Spec §6 flags: IaaS › Informações, and the documents it lists for download. */
export const iaasInformationAccessFlag = 'iaas_information_access';
export const iaasInformationDocumentsFlag = 'iaas_information_documents';

/** The kinds of IaaS resource an environment holds, in the order a list groups them. */
export const iaasResourceKinds = ['virtual_machine', 'volume', 'network', 'public_ip'] as const;
export type IaasResourceKind = (typeof iaasResourceKinds)[number];

/**
 * Where a resource is in its life: a machine runs or is stopped; a volume, network or address is available
 * (free) or in use (attached); any of them may be provisioning or in error; a machine an operation acts on is starting, stopping or deleting.
 */
export const iaasResourceStates = [
  'running',
  'stopped',
  'available',
  'in_use',
  'provisioning',
  'error',
  // A machine while an operation acts on it (issue 30).
  'starting',
  'stopping',
  'deleting',
  'resizing',
  'restoring',
] as const;
export type IaasResourceState = (typeof iaasResourceStates)[number];

/**
 * The IaaS getting-started checklist (IaaS › Boas-vindas), in order: a network, a machine, a public address,
 * a backup of the environment, a saved budget. Each is done when the environment holds one.
 */
export const iaasChecklistSteps = ['network', 'machine', 'public_ip', 'backup', 'budget'] as const;
export type IaasChecklistStep = (typeof iaasChecklistSteps)[number];
