import type { Queryable } from '../../db/database';

export interface TssSubscriptionRow {
  t_code: string;
  quota_hired: number;
  quota_used: number;
}

/** The TSS subscription of a customer code, or undefined when it has hired none. */
export async function findTssSubscription(
  db: Queryable,
  tCode: string,
): Promise<TssSubscriptionRow | undefined> {
  const rows = await db.query<TssSubscriptionRow>(
    'SELECT t_code, quota_hired, quota_used FROM tss_subscriptions WHERE t_code = $1',
    [tCode],
  );
  return rows[0];
}

export async function insertTssSubscriptions(
  db: Queryable,
  subscriptions: readonly TssSubscriptionRow[],
): Promise<void> {
  await db.query(
    `INSERT INTO tss_subscriptions (t_code, quota_hired, quota_used)
     SELECT s.t_code, s.quota_hired, s.quota_used
     FROM unnest($1::text[], $2::int[], $3::int[]) AS s (t_code, quota_hired, quota_used)`,
    [
      subscriptions.map((s) => s.t_code),
      subscriptions.map((s) => String(s.quota_hired)),
      subscriptions.map((s) => String(s.quota_used)),
    ],
  );
}
