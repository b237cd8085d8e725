import type {
  CommunicationEvent,
  GenericMessage,
  MigrationNotice,
  MonitorMessage,
  UserAlert,
  UserInfo,
} from '@nuvem/api-contract';
import { severityOf, type ShellAlert } from '@nuvem/ui';
import type { TFunction } from 'i18next';
import { severityOfLevel } from './levelSeverity';

/** A communication of the current environment (GET …/communications). */
export const communicationAlertOf = (event: CommunicationEvent): ShellAlert => ({
  id: `communication:${event.id}`,
  severity: severityOfLevel(event.top_type),
  text: event.content,
});

/** A legacy user alert (GET /alerts). */
export const userAlertOf = (alert: UserAlert): ShellAlert => ({
  id: `alert:${alert.id}`,
  severity: severityOfLevel(alert.type),
  text: alert.text,
});

/** One of the account's alert messages (GET /me `alertMessage`, oldest first: the index names it). */
export const accountAlertOf = (alert: UserInfo['alertMessage'][number], index: number): ShellAlert => ({
  id: `account:${index}:${alert.text}`,
  severity: severityOfLevel(alert.type),
  text: alert.text,
});

/** A migration notice, with its start and end as the API wrote them (São Paulo time). */
export const migrationAlertOf = (notice: MigrationNotice, t: TFunction): ShellAlert => ({
  id: `migration:${notice.id}`,
  severity: 'warning',
  title: t('alerts.migrationTitle', { ns: 'features' }),
  text: t('alerts.migrationText', {
    ns: 'features',
    message: notice.MENSAGEM,
    startDate: notice['DATA INICIAL'],
    startTime: notice['HORARIO INICIAL'],
    endDate: notice['DATA FINAL'],
    endTime: notice['HORARIO FINAL'],
  }),
});

/**
 * A monitor message of the user's stream (spec §3, §4): titled by the host, its severity mapped by
 * severityOf (ok → normal; critical, fatal → critical; warning → warning; anything else → normal). One
 * alert per host and check: a later message about the same (the alarm clearing) replaces it.
 */
export const monitorAlertOf = ({ data }: MonitorMessage): ShellAlert => ({
  id: `monitor:${data.hostname}:${data.type}`,
  severity: severityOf(data.currentSeverity),
  title: data.hostname,
  text: data.message,
});

/** A generic message of the environment's channel, shaped like a communication. */
export const genericMessageAlertOf = (message: GenericMessage, eventId: string): ShellAlert => ({
  id: `generic:${eventId}`,
  severity: severityOfLevel(message.top_type),
  text: message.content,
});
