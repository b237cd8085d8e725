// Before and after of an audit entry side by side: one row per key of either, its values pretty-printed as
// JSON, changed rows marked. A value that is no object (a removed thing's null, a scalar) is one row of its own.

export interface AuditDiffRow {
  /** The key; '' when before and after are not objects. */
  key: string;
  /** Pretty-printed JSON; null when absent on that side. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pretty = (value: unknown) => (value === undefined ? null : JSON.stringify(value, null, 2));

export function auditDiffOf(before: unknown, after: unknown): AuditDiffRow[] {
  if (before === null && after === null) return [];
  const beforeRecord = isRecord(before) ? before : before === null ? {} : null;
  const afterRecord = isRecord(after) ? after : after === null ? {} : null;
  if (!beforeRecord || !afterRecord) {
    const row = { key: '', before: pretty(before ?? undefined), after: pretty(after ?? undefined) };
    return [{ ...row, changed: row.before !== row.after }];
  }
  const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  return keys.map((key) => {
    const row = { key, before: pretty(beforeRecord[key]), after: pretty(afterRecord[key]) };
    return { ...row, changed: row.before !== row.after };
  });
}
