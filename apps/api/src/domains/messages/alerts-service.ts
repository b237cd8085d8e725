// What the alert banner aggregates (spec §2.7): an environment's communications, the user's legacy alerts and
// the environment's migration notices.
import type { Communications, MigrationNotices, UserAlerts } from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { listCommunications } from './communications-repository';
import { listOpenMigrationNotices } from './migration-notices-repository';
import { listUserAlerts } from './user-alerts-repository';
import type { Principal } from '../session/session-service';

export async function listEnvironmentCommunications(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  marketplace: boolean,
): Promise<Communications> {
  const environment = await environmentOf(db, principal, cloudId);
  const rows = await listCommunications(db, environment.id, marketplace);
  return {
    communication_events: rows.map((row) => ({
      id: row.id,
      notification_type: 'alert',
      top_type: row.top_type,
      content: row.content,
      created_at: row.created_at.toISOString(),
    })),
  };
}

export async function listAlertsOfUser(db: Queryable, principal: Principal): Promise<UserAlerts> {
  const rows = await listUserAlerts(db, principal.userId);
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      type: row.type,
      text: row.text,
      created_at: row.created_at.toISOString(),
    })),
  };
}

// The notices' dates and times are shown as the provider's customers read them: São Paulo time.
const timeZone = 'America/Sao_Paulo';
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The environment's notices that have not ended; the portal shows each from 7 days before its start. */
export async function listMigrationNotices(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<MigrationNotices> {
  const environment = await environmentOf(db, principal, cloudId);
  const rows = await listOpenMigrationNotices(db, environment.id);
  return {
    notices: rows.map((row) => ({
      id: row.id,
      CCODE: environment.t_code,
      'DATA INICIAL': dateFormat.format(row.starts_at),
      'HORARIO INICIAL': timeFormat.format(row.starts_at),
      'DATA FINAL': dateFormat.format(row.ends_at),
      'HORARIO FINAL': timeFormat.format(row.ends_at),
      MENSAGEM: row.message,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
    })),
  };
}
