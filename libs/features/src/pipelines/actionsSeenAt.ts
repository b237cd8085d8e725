import { ACTIONS_SEEN_AT_STORAGE_KEY } from './pipelinesConstants';

/** When the sidebar was last closed (ms), as stored; undefined when never, or when storage is unavailable. */
export function readActionsSeenAt(): number | undefined {
  try {
    const stored = Number(window.localStorage.getItem(ACTIONS_SEEN_AT_STORAGE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the moment the sidebar was closed; storage that throws only loses it at the next reload. */
export function storeActionsSeenAt(at: number): void {
  try {
    window.localStorage.setItem(ACTIONS_SEEN_AT_STORAGE_KEY, String(at));
  } catch {
    // Private mode or a full quota: the counter starts from the page's memory.
  }
}
