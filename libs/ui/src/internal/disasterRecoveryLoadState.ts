/** What a disaster-recovery load shows besides its data: a skeleton while it loads, or the failure (translated). */
export type DisasterRecoveryLoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
