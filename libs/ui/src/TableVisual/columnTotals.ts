import type { VisualCell, VisualDataColumn } from '../model/visualData';

/**
 * A totals row computed here: the sum of each value column that adds up (money, counts, decimals), blank
 * elsewhere. Percentages and averages do not add up, so a frame that knows better passes its own totals.
 */
export function columnTotals(
  columns: readonly VisualDataColumn[],
  rows: readonly (readonly VisualCell[])[],
): VisualCell[] {
  return columns.map((column, index) => {
    if (column.role !== 'value' || !['currency', 'integer', 'decimal'].includes(column.format)) return null;
    let sum = 0;
    let any = false;
    for (const row of rows) {
      const cell = row[index];
      if (typeof cell === 'number' && Number.isFinite(cell)) {
        sum += cell;
        any = true;
      }
    }
    // Money is summed in cents, so 0.1 + 0.2 shows as 0,30 and not 0,30000000000000004.
    return any ? (column.format === 'currency' ? Math.round(sum * 100) / 100 : sum) : null;
  });
}
