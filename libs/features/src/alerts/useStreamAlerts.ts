import type { Operation, PushAlert } from '@nuvem/api-contract';
import type { ShellAlert } from '@nuvem/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useNotify } from '../notices/useNotify';
import { useRevalidateIaas } from '../iaas/useRevalidateIaas';
import { useRevalidatePipelines } from '../pipelines/useRevalidatePipelines';
import { useEventStream } from '../streams/useEventStream';
import { useGenericMessageStreamUrl } from '../streams/useGenericMessageStreamUrl';
import { useUserStreamUrl } from '../streams/useUserStreamUrl';
import { genericMessageAlertOf, monitorAlertOf } from './shellAlertsOf';

export interface StreamAlertsOptions {
  /** A push alert arrived (a pipeline failed because of the user's input): e.g. refresh the actions. */
  onPushAlert?: (alert: PushAlert) => void;
  /**
   * An operation of the user was asked, moved a step or ended (the sidebar's lists, the IaaS lists and machine
   * pages are fetched again).
   */
  onOperation?: (operation: Operation) => void;
}

interface Received {
  cloudId: string | undefined;
  alerts: ShellAlert[];
}

/** Adds an alert, or replaces the one with its id (a monitor alarm that changed or cleared). */
const upsert = (alerts: ShellAlert[], alert: ShellAlert) => {
  const at = alerts.findIndex((a) => a.id === alert.id);
  return at < 0 ? [...alerts, alert] : alerts.map((a, i) => (i === at ? alert : a));
};

/**
 * The real-time part of the alert area (spec §7 "Push channel"): the user's stream (monitor messages,
 * push alerts) and the environment's generic messages. Monitor messages and generic messages become
 * alerts; a push alert pops up 'Atenção!' with its error_code translated (spec §8). Both streams close on
 * sign-out, unmount and environment switch; what they brought belongs to the environment it came in.
 */
export function useStreamAlerts(
  cloudId: string | undefined,
  { onPushAlert, onOperation }: StreamAlertsOptions = {},
) {
  const { t } = useTranslation('features');
  const noticeOf = useErrorNotice();
  const { notify } = useNotify();
  const [received, setReceived] = useState<Received>({ cloudId, alerts: [] });
  const alerts = received.cloudId === cloudId ? received.alerts : [];
  const add = useCallback(
    (alert: ShellAlert) =>
      setReceived((r) => ({ cloudId, alerts: upsert(r.cloudId === cloudId ? r.alerts : [], alert) })),
    [cloudId],
  );

  const revalidatePipelines = useRevalidatePipelines();
  const revalidateIaas = useRevalidateIaas();
  const userUrl = useUserStreamUrl();
  useEventStream(
    cloudId ? userUrl : null,
    {
      monitor: (message) => add(monitorAlertOf(message)),
      alert: (alert) => {
        const notice = noticeOf({
          error_code: alert.error_code,
          error_vars: alert.error_vars,
          error_message: alert.msg,
        });
        notify({
          severity: 'warning',
          title: t('alerts.pushAlertTitle'),
          message: notice?.message ?? alert.msg,
        });
        onPushAlert?.(alert);
      },
      operation: (operation) => {
        revalidatePipelines();
        revalidateIaas();
        onOperation?.(operation);
      },
    },
    cloudId,
  );
  useEventStream(useGenericMessageStreamUrl(cloudId), {
    'generic-message': (message, eventId) =>
      add(genericMessageAlertOf(message, eventId, new Date().toISOString())),
  });

  return alerts;
}
