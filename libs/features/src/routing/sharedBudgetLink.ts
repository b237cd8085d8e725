import { SHARED_BUDGET_PATH, SHARED_BUDGET_STORAGE_KEY } from './routingConstants';

/** What the shared-budget link needs of localStorage. */
export type SharedBudgetStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a saved link leads after sign-in, and the environment it switches to. */
export interface SharedBudgetRedirect {
  /** The page, its other parameters, then cloud_id and budget_id (spec §4). */
  to: string;
  /** The environment switched to 1 s after the redirect (spec §9); none when the link named none. */
  cloudId: string | undefined;
}

const isSharedBudgetPath = (pathname: string) =>
  pathname === SHARED_BUDGET_PATH || pathname === `${SHARED_BUDGET_PATH}/`;

/**
 * Spec §4 "Shared-budget link": a shared-budget page opened with query parameters while signed out is
 * kept (path and parameters) for after the sign-in. Returns whether it was.
 */
export function saveSharedBudgetLink(
  storage: SharedBudgetStorage,
  pathname: string,
  search: string,
): boolean {
  const params = new URLSearchParams(search);
  if (!isSharedBudgetPath(pathname) || params.size === 0) return false;
  storage.setItem(SHARED_BUDGET_STORAGE_KEY, `${SHARED_BUDGET_PATH}?${params}`);
  return true;
}

/**
 * The redirect a saved link becomes after sign-in: the page, the other parameters in their order, then
 * cloud_id and budget_id. Anything saved that is not a shared-budget link (an old or tampered item) is no
 * redirect, so this never leads off the page it was made for.
 */
export function sharedBudgetRedirectOf(saved: string | null): SharedBudgetRedirect | undefined {
  if (!saved || !saved.startsWith(`${SHARED_BUDGET_PATH}?`)) return undefined;
  const params = new URLSearchParams(saved.slice(SHARED_BUDGET_PATH.length + 1));
  const cloudId = params.get('cloud_id') ?? undefined;
  const budgetId = params.get('budget_id') ?? undefined;
  params.delete('cloud_id');
  params.delete('budget_id');
  if (cloudId !== undefined) params.append('cloud_id', cloudId);
  if (budgetId !== undefined) params.append('budget_id', budgetId);
  const query = params.toString();
  return { to: query ? `${SHARED_BUDGET_PATH}?${query}` : SHARED_BUDGET_PATH, cloudId: cloudId || undefined };
}

/** The saved link's redirect, if there is one (read only: the item goes once the switch is done). */
export function savedSharedBudgetRedirect(storage: SharedBudgetStorage): SharedBudgetRedirect | undefined {
  return sharedBudgetRedirectOf(storage.getItem(SHARED_BUDGET_STORAGE_KEY));
}

export function forgetSharedBudgetLink(storage: SharedBudgetStorage): void {
  storage.removeItem(SHARED_BUDGET_STORAGE_KEY);
}
