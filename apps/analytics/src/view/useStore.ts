import { useSyncExternalStore } from 'react';
import type { Store } from '../report/store';

/** A store's current value; the component renders again when it changes. */
export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
