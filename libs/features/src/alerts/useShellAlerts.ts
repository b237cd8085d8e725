import type { Operation, PushAlert, UserInfo } from '@nuvem/api-contract';
import type { ShellAlert } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../session/useMe';
import { isDismissed } from './alertDismissals';
import { urgentFirst } from './alertOrder';
import { accountAlertOf, communicationAlertOf, migrationAlertOf, userAlertOf } from './shellAlertsOf';
import { useCommunications } from './useCommunications';
import { useMigrationNotices } from './useMigrationNotices';
import { useAlertDismissals } from './useAlertDismissals';
import { useStreamAlerts } from './useStreamAlerts';
import { useUserAlerts } from './useUserAlerts';

export interface ShellAlertsOptions {
  /** The current environment. */
  cloudId: string | undefined;
  /** Its t_code: migration notices are shown for the current account only. */
  tCode: string | undefined;
  onPushAlert?: (alert: PushAlert) => void;
  /** An operation of the user changed (the stream's `operation` event), e.g. to refresh a resource's page. */
  onOperation?: (operation: Operation) => void;
}

export interface ShellAlerts {
  alerts: ShellAlert[];
  /**
   * The user closed an alert: it stays hidden for 7 days, across reloads, unless it changes (a monitor alarm
   * that comes back, a communication rewritten).
   */
  dismiss: (id: string) => void;
}

const NONE: UserInfo['alertMessage'] = [];

/**
 * The alert area (spec §2.7): the environment's communications, the user's legacy alerts (GET /alerts, and
 * the account's alert messages of GET /me), the migration notices in their window and what the streams
 * bring, the newest first, without the ones the user closed.
 */
export function useShellAlerts({
  cloudId,
  tCode,
  onPushAlert,
  onOperation,
}: ShellAlertsOptions): ShellAlerts {
  const { t, i18n } = useTranslation('features');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const communications = useCommunications(cloudId);
  const userAlerts = useUserAlerts();
  const me = useMe().data;
  const accountAlerts = me?.alertMessage ?? NONE;
  const notices = useMigrationNotices(cloudId, tCode);
  const streamed = useStreamAlerts(cloudId, { onPushAlert, onOperation });
  const { dismissals, dismiss: dismissAlert } = useAlertDismissals(me?.email);

  const all = useMemo(
    () =>
      urgentFirst([
        ...communications.map(communicationAlertOf),
        ...userAlerts.map(userAlertOf),
        ...accountAlerts.map(accountAlertOf),
        ...notices.map((notice) => migrationAlertOf(notice, t, language)),
        ...streamed,
      ]),
    [communications, userAlerts, accountAlerts, notices, streamed, t, language],
  );
  const alerts = useMemo(() => {
    const now = Date.now();
    return all.filter((alert) => !isDismissed(dismissals, alert, now));
  }, [all, dismissals]);
  const dismiss = useCallback(
    (id: string) => {
      const alert = alerts.find((a) => a.id === id);
      if (alert) dismissAlert(alert);
    },
    [alerts, dismissAlert],
  );
  return { alerts, dismiss };
}
