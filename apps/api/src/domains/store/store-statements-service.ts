// Minha conta › Extratos: the environment's statements (issued on first read, store-statement-freeze.ts), one
// statement with its lines, and its PDF and CSV (downloads audited). Every signed-in user, for an environment
// they may see (404 environment_not_found otherwise).
import type { StoreStatement, StoreStatementList, StoreStatementSummary } from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { DocumentFile } from '../iaas/iaas-document-files';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { actorOf } from '../impersonation/impersonation-service';
import type { Principal } from '../session/session-service';
import { currentMonth, freezeStatements } from './store-statement-freeze';
import { statementCsv, statementPdf } from './store-statement-files';
import { findStatement, listStatements, type StatementRow } from './store-statements-repository';

const statementNotFound = (period: string) =>
  new ApiError(
    404,
    'store_statement_not_found',
    'No statement for this month (not closed, or before the history).',
    [period],
  );

const summaryOf = (row: StatementRow): StoreStatementSummary => ({
  period: row.period,
  subtotal_cents: row.subtotal_cents,
  taxes_cents: row.taxes_cents,
  total_cents: row.total_cents,
  issued_at: new Date(row.issued_at).toISOString(),
});

/** The environment, with every closed month's statement issued. */
async function issuedEnvironment(db: Database, principal: Principal, cloudId: string) {
  const environment = await environmentOf(db, principal, cloudId);
  await db.transaction(async (tx) => freezeStatements(tx, environment.id, await currentMonth(tx)));
  return environment;
}

export async function listStoreStatements(
  db: Database,
  principal: Principal,
  cloudId: string,
): Promise<StoreStatementList> {
  const environment = await issuedEnvironment(db, principal, cloudId);
  return { statements: (await listStatements(db, environment.id)).map(summaryOf) };
}

async function statementOf(db: Queryable, environmentId: string, period: string) {
  const statement = await findStatement(db, environmentId, period);
  if (!statement) throw statementNotFound(period);
  return statement;
}

export async function readStoreStatement(
  db: Database,
  principal: Principal,
  cloudId: string,
  period: string,
): Promise<StoreStatement> {
  const environment = await issuedEnvironment(db, principal, cloudId);
  const statement = await statementOf(db, environment.id, period);
  return { ...summaryOf(statement), cloud_id: environment.cloud_id, lines: statement.lines };
}

/** The statement's file; the download is audited (statement.download) in the same transaction. */
export async function downloadStoreStatement(
  db: Database,
  principal: Principal,
  cloudId: string,
  period: string,
  format: 'pdf' | 'csv',
): Promise<DocumentFile> {
  const environment = await issuedEnvironment(db, principal, cloudId);
  return db.transaction(async (tx) => {
    const statement = await statementOf(tx, environment.id, period);
    const file =
      format === 'pdf' ? statementPdf(environment, statement) : statementCsv(environment, statement);
    await insertAuditEvent(tx, {
      actorUserId: actorOf(principal),
      action: 'statement.download',
      subjectUserId: principal.userId,
      environmentId: environment.id,
      targetId: statement.id,
      details: { period, format, file_name: file.fileName },
    });
    return file;
  });
}
