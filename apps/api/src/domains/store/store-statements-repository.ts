// Statements (migration 0045): frozen once written. insertStatement writes a statement and its lines in one go;
// nothing ever updates them, so what was billed stays as billed.
import type { Queryable } from '../../db/database';
import type { StoreStatementLineKind } from '@nuvem/api-contract';

export interface StatementRow {
  id: string;
  /** YYYY-MM. */
  period: string;
  subtotal_cents: string;
  taxes_cents: string;
  total_cents: string;
  issued_at: Date | string;
}

export interface StatementLineRow {
  kind: StoreStatementLineKind;
  category: string;
  description: string;
  quantity: string;
  unit: string;
  amount_cents: string;
}

export interface NewStatementLine {
  kind: StoreStatementLineKind;
  category: string;
  description: string;
  /** A decimal string. */
  quantity: string;
  unit: string;
  amountCents: bigint;
  purchaseId?: string;
}

const statementColumns = `id, to_char(period, 'YYYY-MM') AS period, subtotal_cents::text AS subtotal_cents,
  taxes_cents::text AS taxes_cents, total_cents::text AS total_cents, issued_at`;

/** The months (YYYY-MM) that already have a statement. */
export async function listStatementPeriods(db: Queryable, environmentId: string): Promise<Set<string>> {
  const rows = await db.query<{ period: string }>(
    `SELECT to_char(period, 'YYYY-MM') AS period FROM statements WHERE environment_id = $1`,
    [environmentId],
  );
  return new Set(rows.map((row) => row.period));
}

/**
 * Writes a statement with its lines, unless the month already has one (another request froze it first: that
 * one stands). Returns whether it wrote.
 */
export async function insertStatement(
  db: Queryable,
  environmentId: string,
  month: string,
  totals: { subtotal: bigint; taxes: bigint },
  lines: readonly NewStatementLine[],
): Promise<boolean> {
  const [statement] = await db.query<{ id: string }>(
    `INSERT INTO statements (environment_id, period, subtotal_cents, taxes_cents, total_cents)
     VALUES ($1, to_date($2, 'YYYY-MM'), $3::bigint, $4::bigint, $3::bigint + $4::bigint)
     ON CONFLICT (environment_id, period) DO NOTHING RETURNING id`,
    [environmentId, month, totals.subtotal.toString(), totals.taxes.toString()],
  );
  if (!statement) return false;
  if (lines.length > 0)
    await db.query(
      `INSERT INTO statement_lines (statement_id, position, kind, category, description, quantity, unit,
         amount_cents, purchase_id)
       SELECT $1, l.position - 1, l.kind, l.category, l.description, l.quantity::numeric, l.unit,
              l.amount_cents::bigint, NULLIF(l.purchase_id, '')::uuid
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         WITH ORDINALITY AS l (kind, category, description, quantity, unit, amount_cents, purchase_id, position)`,
      [
        statement.id,
        lines.map((line) => line.kind),
        lines.map((line) => line.category),
        lines.map((line) => line.description),
        lines.map((line) => line.quantity),
        lines.map((line) => line.unit),
        lines.map((line) => line.amountCents.toString()),
        // '' for none: a text[] parameter holds no null here; NULLIF makes it one.
        lines.map((line) => line.purchaseId ?? ''),
      ],
    );
  return true;
}

/** The environment's statements, newest first. */
export function listStatements(db: Queryable, environmentId: string): Promise<StatementRow[]> {
  return db.query<StatementRow>(
    `SELECT ${statementColumns} FROM statements WHERE environment_id = $1 ORDER BY period DESC`,
    [environmentId],
  );
}

export async function findStatement(
  db: Queryable,
  environmentId: string,
  month: string,
): Promise<(StatementRow & { lines: StatementLineRow[] }) | undefined> {
  const [statement] = await db.query<StatementRow>(
    `SELECT ${statementColumns} FROM statements WHERE environment_id = $1 AND period = to_date($2, 'YYYY-MM')`,
    [environmentId, month],
  );
  if (!statement) return undefined;
  const lines = await db.query<StatementLineRow>(
    `SELECT kind, category, description, quantity::text AS quantity, unit, amount_cents::text AS amount_cents
     FROM statement_lines WHERE statement_id = $1 ORDER BY position`,
    [statement.id],
  );
  return { ...statement, lines };
}
