import { createContext, useContext, useState, type ReactNode } from 'react';
import { createNoticesStore, type NoticesStore } from './noticesStore';

const NoticesContext = createContext<NoticesStore | null>(null);

/** Holds the portal's pop-up notices for the hooks under it (useNotify) and the NoticeCenter that shows them. */
export function NoticesProvider({ store, children }: { store?: NoticesStore; children: ReactNode }) {
  const [own] = useState(createNoticesStore);
  return <NoticesContext.Provider value={store ?? own}>{children}</NoticesContext.Provider>;
}

/** The store of the nearest NoticesProvider. */
export function useNoticesStore(): NoticesStore {
  const store = useContext(NoticesContext);
  if (!store) throw new Error('useNotify needs a <NoticesProvider> above it');
  return store;
}
