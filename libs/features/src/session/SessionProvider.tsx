import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from './createSession';

const SessionContext = createContext<Session | null>(null);

/** Gives the components under it the portal's session (createSession), and with it the API client. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session given by the nearest SessionProvider. */
export function useSessionContext(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
