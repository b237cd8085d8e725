import { useSyncExternalStore } from 'react';
import type { Session, SessionSnapshot } from './createSession';
import { useSessionContext } from './SessionProvider';

export interface UseSession extends SessionSnapshot {
  signIn: Session['signIn'];
  signInWithCode: Session['signInWithCode'];
  signOut: Session['signOut'];
  start: Session['start'];
  client: Session['client'];
}

/** The session's state (signed in or out, and which sign-in) and its actions; re-renders on sign-in and out. */
export function useSession(): UseSession {
  const session = useSessionContext();
  const { status, epoch } = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  return {
    status,
    epoch,
    signIn: session.signIn,
    signInWithCode: session.signInWithCode,
    signOut: session.signOut,
    start: session.start,
    client: session.client,
  };
}
