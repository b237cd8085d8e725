import type { Communications, UserInfo } from '@nuvem/api-contract';
import type { HomeAlertsSection, HomeLoadState } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isDismissed } from '../alerts/alertDismissals';
import { urgentFirst } from '../alerts/alertOrder';
import { alertsKeys } from '../alerts/alertsKeys';
import { accountAlertOf, communicationAlertOf, migrationAlertOf, userAlertOf } from '../alerts/shellAlertsOf';
import { useAlertDismissals } from '../alerts/useAlertDismissals';
import { useCommunications } from '../alerts/useCommunications';
import { useMigrationNotices } from '../alerts/useMigrationNotices';
import { useUserAlerts } from '../alerts/useUserAlerts';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';

const NONE: UserInfo['alertMessage'] = [];

/**
 * The open alerts of the home: what the shell's alert area lists (spec §2.7: communications, legacy alerts,
 * migration notices in their window) without the ones the user closed, newest first. Read under the alert
 * area's keys, so nothing is fetched twice; the monitor stream's live alarms stay in the alert area (a
 * second subscription to the stream would be a second connection).
 */
export function useHomeAlerts(
  cloudId: string | undefined,
  tCode: string | undefined,
): HomeAlertsSection & { onRetry: () => void } {
  const { t, i18n } = useTranslation(FEATURES_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const session = useSession();
  const communications = useCommunications(cloudId);
  const userAlerts = useUserAlerts();
  const me = useMe().data;
  const accountAlerts = me?.alertMessage ?? NONE;
  const notices = useMigrationNotices(cloudId, tCode);
  const { dismissals } = useAlertDismissals(me?.email);
  // The communications' own answer (no fetcher: useCommunications fetches), for the card's state.
  const key = alertsKeys.communications(session, cloudId);
  const own = useSWR<Communications>(key && ([...key, 0] as const), null);

  const alerts = useMemo(() => {
    const now = Date.now();
    return urgentFirst([
      ...communications.map(communicationAlertOf),
      ...userAlerts.map(userAlertOf),
      ...accountAlerts.map(accountAlertOf),
      ...notices.map((notice) => migrationAlertOf(notice, t, language)),
    ]).filter((alert) => !isDismissed(dismissals, alert, now));
  }, [communications, userAlerts, accountAlerts, notices, t, language, dismissals]);

  const state: HomeLoadState =
    own.data !== undefined
      ? { status: 'ready' }
      : own.error !== undefined
        ? { status: 'error', message: t('alerts.communicationsFailed') }
        : { status: 'loading' };
  const { mutate } = own;
  return { state, alerts, onRetry: useCallback(() => void mutate(), [mutate]) };
}
