import { saveSharedBudgetLink, useSession } from '@nuvem/features';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from './returnPath';

/**
 * The login gate at a route whose table entry says `guard: 'login'` (spec §2.1): a signed-out user goes to
 * the login page, which returns them here after (the page, its parameters and fragment). A shared-budget
 * link is also kept in local storage, for the redirect of spec §4 after the sign-in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  const signedOut = status !== 'signedIn';
  useEffect(() => {
    if (signedOut) saveSharedBudgetLink(window.localStorage, pathname, search);
  }, [signedOut, pathname, search]);
  if (!signedOut) return children;
  const state: LoginRedirectState = { from: pathname + search + hash };
  return <Navigate to="/login" replace state={state} />;
}
