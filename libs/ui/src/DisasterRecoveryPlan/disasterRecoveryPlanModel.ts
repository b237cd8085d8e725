/** One site of a disaster-recovery pair: the origin that serves normally, or the destination that replicates it. */
export interface DisasterRecoverySiteItem {
  topologyId: string;
  instanceName: string;
  provider: string;
  region: string;
}

/** A disaster-recovery pair of the environment (a dr_origin and its dr_destination). */
export interface DisasterRecoveryPairItem {
  /** The product's name as the menu shows it, e.g. 'Protheus'. */
  productName: string;
  origin: DisasterRecoverySiteItem;
  /** null: the origin has no replica, so it cannot fail over. */
  destination: DisasterRecoverySiteItem | null;
  /** The pair serves from its destination. */
  failedOver: boolean;
  failedOverAt: string | null;
  failedOverBy: string | null;
}

/** normal: every origin serves; partial: some pairs serve from their destination; failed_over: all of them. */
export type DisasterRecoveryEnvironmentState = 'normal' | 'partial' | 'failed_over';

/** The page's actions on pairs: none (the plan test shows them), fail over, or restore the origin. */
export type DisasterRecoveryPlanMode = 'view' | 'activate' | 'restore';

export type { DisasterRecoveryLoadState } from '../internal/disasterRecoveryLoadState';

/** Whether a pair can take the mode's action now. */
export function canActOn(pair: DisasterRecoveryPairItem, mode: DisasterRecoveryPlanMode): boolean {
  if (mode === 'activate') return pair.destination !== null && !pair.failedOver;
  if (mode === 'restore') return pair.failedOver;
  return false;
}

/** How many pairs serve from their destination, of those that can fail over. */
export function failoverCounts(pairs: readonly DisasterRecoveryPairItem[]): {
  active: number;
  total: number;
} {
  return {
    active: pairs.filter((pair) => pair.failedOver).length,
    total: pairs.filter((pair) => pair.destination !== null).length,
  };
}
