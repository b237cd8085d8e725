import type {
  CommunicationEvent,
  GenericMessage,
  MigrationNotice,
  MonitorMessage,
  UserAlert,
  UserInfo,
} from '@nuvem/api-contract';
import { formatDateTime, severityOf, type ShellAlert } from '@nuvem/ui';
import type { TFunction } from 'i18next';
import { severityOfLevel } from './levelSeverity';

/**
 * The language the API writes its alert texts in (communications, alerts, monitor and migration messages):
 * the provider's words, not translated by code. The alert list captions them as such for a user reading
 * the portal in another language.
 */
export const PROVIDER_TEXT_LANG = 'pt-BR';

/** A communication of the current environment (GET …/communications). */
export const communicationAlertOf = (event: CommunicationEvent): ShellAlert => ({
  id: `communication:${event.id}`,
  severity: severityOfLevel(event.top_type),
  text: event.content,
  textLang: PROVIDER_TEXT_LANG,
  createdAt: event.created_at,
});

/** A legacy user alert (GET /alerts). */
export const userAlertOf = (alert: UserAlert): ShellAlert => ({
  id: `alert:${alert.id}`,
  severity: severityOfLevel(alert.type),
  text: alert.text,
  textLang: PROVIDER_TEXT_LANG,
  createdAt: alert.created_at,
});

/** One of the account's alert messages (GET /me `alertMessage`, oldest first: the index names it). */
export const accountAlertOf = (alert: UserInfo['alertMessage'][number], index: number): ShellAlert => ({
  id: `account:${index}:${alert.text}`,
  severity: severityOfLevel(alert.type),
  text: alert.text,
  textLang: PROVIDER_TEXT_LANG,
});

/**
 * A migration notice: its message as the provider wrote it, and its start and end in the user's language
 * and time zone (Intl, from starts_at/ends_at; `timeZone` pins the zone in tests).
 */
export const migrationAlertOf = (
  notice: MigrationNotice,
  t: TFunction,
  locale: string,
  timeZone?: string,
): ShellAlert => ({
  id: `migration:${notice.id}`,
  severity: 'warning',
  title: t('alerts.migrationTitle', { ns: 'features' }),
  text: notice.MENSAGEM,
  textLang: PROVIDER_TEXT_LANG,
  detail: t('alerts.migrationWindow', {
    ns: 'features',
    start: formatDateTime(notice.starts_at, locale, timeZone),
    end: formatDateTime(notice.ends_at, locale, timeZone),
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
  textLang: PROVIDER_TEXT_LANG,
  createdAt: data.startedAt || undefined,
});

/** A generic message of the environment's channel, shaped like a communication, dated when it came. */
export const genericMessageAlertOf = (
  message: GenericMessage,
  eventId: string,
  receivedAt: string,
): ShellAlert => ({
  id: `generic:${eventId}`,
  severity: severityOfLevel(message.top_type),
  text: message.content,
  textLang: PROVIDER_TEXT_LANG,
  createdAt: receivedAt,
});
