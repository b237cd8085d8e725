import { useEffect, useRef } from 'react';
import { SHARED_BUDGET_SWITCH_DELAY_MS } from './routingConstants';
import {
  forgetSharedBudgetLink,
  savedSharedBudgetRedirect,
  type SharedBudgetStorage,
} from './sharedBudgetLink';

export interface SharedBudgetRedirectOptions {
  /** The user is signed in (the shell mounts only then). */
  signedIn: boolean;
  /** The router's navigate (the portal passes it in: features import no router). */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** Switches to the environment and stays on `to` (the shell's environment switch, spec §4). */
  switchEnvironment: (cloudId: string, to: string) => void;
  /** localStorage by default. */
  storage?: SharedBudgetStorage;
}

/**
 * Spec §4 "Shared-budget link", once signed in: a saved link becomes a redirect (the page, its other
 * parameters, then cloud_id and budget_id); 1000 ms later (spec §9) its cloud_id switches the environment
 * and the saved link is removed. Leaving before then keeps it for the next sign-in.
 */
export function useSharedBudgetRedirect({
  signedIn,
  navigate,
  switchEnvironment,
  storage,
}: SharedBudgetRedirectOptions): void {
  // The callbacks change with every navigation; the redirect runs once per sign-in.
  const latest = useRef({ navigate, switchEnvironment });
  latest.current = { navigate, switchEnvironment };

  useEffect(() => {
    if (!signedIn) return;
    const store = storage ?? window.localStorage;
    const redirect = savedSharedBudgetRedirect(store);
    if (!redirect) return;
    latest.current.navigate(redirect.to, { replace: true });
    const timer = setTimeout(() => {
      if (redirect.cloudId) latest.current.switchEnvironment(redirect.cloudId, redirect.to);
      forgetSharedBudgetLink(store);
    }, SHARED_BUDGET_SWITCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, storage]);
}
