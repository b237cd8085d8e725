import type { ShellAlert } from '@nuvem/ui';
import { useCallback, useState } from 'react';
import { activeDismissals, parseDismissals, withDismissal, type AlertDismissals } from './alertDismissals';
import { DISMISSED_ALERTS_STORAGE_PREFIX } from './alertsConstants';

function read(user: string | undefined): AlertDismissals {
  if (!user) return {};
  try {
    return activeDismissals(
      parseDismissals(window.localStorage.getItem(DISMISSED_ALERTS_STORAGE_PREFIX + user)),
      Date.now(),
    );
  } catch {
    return {};
  }
}

function store(user: string, dismissals: AlertDismissals): void {
  try {
    window.localStorage.setItem(DISMISSED_ALERTS_STORAGE_PREFIX + user, JSON.stringify(dismissals));
  } catch {
    // Private mode or a full quota: the dismissal lasts until the page is reloaded.
  }
}

export interface AlertDismissalState {
  dismissals: AlertDismissals;
  /** Closes the alert as it reads now, for 7 days, remembered for this user across reloads. */
  dismiss: (alert: ShellAlert) => void;
}

/**
 * The alerts the user closed, per user in local storage (no endpoint keeps them): read when the user is
 * known, expired ones dropped as they are read and written.
 */
export function useAlertDismissals(user: string | undefined): AlertDismissalState {
  const [state, setState] = useState(() => ({ user, dismissals: read(user) }));
  // Another user signed in on this page: their own record.
  const current = state.user === user ? state : { user, dismissals: read(user) };
  if (current !== state) setState(current);

  const dismiss = useCallback(
    (alert: ShellAlert) =>
      setState((s) => {
        const now = Date.now();
        const dismissals = withDismissal(activeDismissals(s.dismissals, now), alert, now);
        if (s.user) store(s.user, dismissals);
        return { user: s.user, dismissals };
      }),
    [],
  );
  return { dismissals: current.dismissals, dismiss };
}
