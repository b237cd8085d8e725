// How each value leaves the database, so both adapters answer alike: dates as 'YYYY-MM-DD', date-times as
// ISO strings in UTC, numbers as float8 (JS numbers; money rounded to cents in SQL, where the sum is exact),
// text and booleans as they are.
import type { DataType, QueryCell, ValueFormat } from '@nuvem/api-contract';

export function cellSql(expr: string, dataType: DataType, format: ValueFormat): string {
  switch (dataType) {
    case 'date':
      return `to_char(${expr}, 'YYYY-MM-DD')`;
    case 'dateTime':
      return `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'integer':
    case 'number':
      return format === 'currency' ? `round((${expr})::numeric, 2)::float8` : `(${expr})::float8`;
    default:
      return expr;
  }
}

/**
 * The row objects of a compiled query (c0, c1, …) as arrays in column order. A plain loop over names made
 * once: it runs on the API's event loop for up to 30,000 rows at a time.
 */
export function cellsOf(rows: readonly Record<string, unknown>[], columnCount: number): QueryCell[][] {
  const names = Array.from({ length: columnCount }, (_, i) => `c${i}`);
  const cells = new Array<QueryCell[]>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const out = new Array<QueryCell>(columnCount);
    for (let c = 0; c < columnCount; c++) out[c] = (row[names[c]!] ?? null) as QueryCell;
    cells[r] = out;
  }
  return cells;
}
