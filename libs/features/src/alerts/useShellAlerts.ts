import type { PushAlert, UserInfo } from '@nuvem/api-contract';
import type { ShellAlert } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../session/useMe';
import { accountAlertOf, communicationAlertOf, migrationAlertOf, userAlertOf } from './shellAlertsOf';
import { useCommunications } from './useCommunications';
import { useMigrationNotices } from './useMigrationNotices';
import { useStreamAlerts } from './useStreamAlerts';
import { useUserAlerts } from './useUserAlerts';

export interface ShellAlertsOptions {
  /** The current environment. */
  cloudId: string | undefined;
  /** Its t_code: migration notices are shown for the current account only. */
  tCode: string | undefined;
  onPushAlert?: (alert: PushAlert) => void;
}

export interface ShellAlerts {
  alerts: ShellAlert[];
  /** The user closed an alert: it stays hidden until it changes (a monitor alarm that comes back). */
  dismiss: (id: string) => void;
}

const NONE: UserInfo['alertMessage'] = [];

/**
 * The alert area (spec §2.7): the environment's communications, the user's legacy alerts (GET /alerts, and
 * the account's alert messages of GET /me), the migration notices in their window, then what the streams
 * bring, in that order.
 */
export function useShellAlerts({ cloudId, tCode, onPushAlert }: ShellAlertsOptions): ShellAlerts {
  const { t } = useTranslation('features');
  const communications = useCommunications(cloudId);
  const userAlerts = useUserAlerts();
  const accountAlerts = useMe().data?.alertMessage ?? NONE;
  const notices = useMigrationNotices(cloudId, tCode);
  const streamed = useStreamAlerts(cloudId, { onPushAlert });
  const [dismissed, setDismissed] = useState<ReadonlyMap<string, ShellAlert>>(new Map());

  const alerts = useMemo(
    () =>
      [
        ...communications.map(communicationAlertOf),
        ...userAlerts.map(userAlertOf),
        ...accountAlerts.map(accountAlertOf),
        ...notices.map((notice) => migrationAlertOf(notice, t)),
        ...streamed,
      ].filter((alert) => {
        const closed = dismissed.get(alert.id);
        return !closed || closed.severity !== alert.severity || closed.text !== alert.text;
      }),
    [communications, userAlerts, accountAlerts, notices, streamed, dismissed, t],
  );
  const dismiss = useCallback(
    (id: string) => {
      const alert = alerts.find((a) => a.id === id);
      if (alert) setDismissed((map) => new Map(map).set(id, alert));
    },
    [alerts],
  );
  return { alerts, dismiss };
}
