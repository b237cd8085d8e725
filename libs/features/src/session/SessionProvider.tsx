import { createContext, useContext, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { retryOnlyServerErrors } from '../api/retryOnlyServerErrors';
import type { Session } from './createSession';

const SessionContext = createContext<Session | null>(null);

/** SWR's policy for every API hook, set once here rather than per hook: only server and network failures retry. */
export const FEATURES_SWR_CONFIG: SWRConfiguration = { shouldRetryOnError: retryOnlyServerErrors };

/**
 * Gives the components under it the portal's session (createSession), and with it the API client, and the
 * features' SWR policy (merged into any SWRConfig above, such as a test's own cache).
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <SessionContext.Provider value={session}>
      <SWRConfig value={FEATURES_SWR_CONFIG}>{children}</SWRConfig>
    </SessionContext.Provider>
  );
}

/** The session given by the nearest SessionProvider. */
export function useSessionContext(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
