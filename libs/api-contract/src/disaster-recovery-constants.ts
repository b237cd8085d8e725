// Customer disaster recovery (portal spec §2.6 "customer disaster recovery (plan-test, activation,
// deactivation, backup)", §6), without schemas, so the portal can import it through '@nuvem/api-contract/paths'.

/** The feature each customer disaster-recovery page and its API need (spec §6): the menu, the route and the API read these. */
export const disasterRecoveryFeatures = {
  planTest: 'dr_plan_test',
  activation: 'dr_activation',
  restoration: 'dr_restoration',
  backup: 'backup_download',
} as const;

/**
 * The feature each top-bar switch needs (spec §2.7, §4): the API refuses the switch without it, and the shell
 * shows only the switches the user holds.
 */
export const disasterRecoverySwitchFeatures = {
  test_active: disasterRecoveryFeatures.planTest,
  all_topologies: 'admin_topology_dr',
} as const;

/** Who may read the plan (pairs, state, history): any of the three plan features. */
export const disasterRecoveryPlanReaders = [
  disasterRecoveryFeatures.planTest,
  disasterRecoveryFeatures.activation,
  disasterRecoveryFeatures.restoration,
] as const;

/**
 * The environment's disaster-recovery state: normal (every origin serves), partial (some pairs failed over to
 * their destination) or failed_over (every pair serves from its destination).
 */
export const disasterRecoveryStates = ['normal', 'partial', 'failed_over'] as const;
export type DisasterRecoveryState = (typeof disasterRecoveryStates)[number];

/** What a history entry records: a plan test started or ended, a failover activated, an origin restored. */
export const disasterRecoveryEventKinds = ['test_start', 'test_end', 'activate', 'restore'] as const;
export type DisasterRecoveryEventKind = (typeof disasterRecoveryEventKinds)[number];

/** The most recent history entries the plan answers. */
export const maxDisasterRecoveryHistory = 20;

/** The kinds of backup an environment keeps. */
export const backupKinds = ['full', 'incremental', 'archive_log'] as const;
export type BackupKind = (typeof backupKinds)[number];

export const backupStatuses = ['completed', 'failed'] as const;
export type BackupStatus = (typeof backupStatuses)[number];

/** How long a backup's signed download link works, in seconds. */
export const backupLinkTtlSeconds = 300;
