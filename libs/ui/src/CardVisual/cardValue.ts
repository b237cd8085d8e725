import { isNumericFormat } from '../format/formatValue';
import type { VisualCell, VisualData, VisualDataColumn } from '../model/visualData';

/** Above this a card writes its number short ('R$ 1,2 mi'), as Power BI's 'Auto' display units do. */
export const CARD_COMPACT_FROM = 1_000_000;

/** The card's value: the first value column of the first row (a card's query answers one row). */
export function cardValueOf(data: VisualData): { column: VisualDataColumn | undefined; value: VisualCell } {
  const index = data.columns.findIndex((column) => column.role === 'value');
  const at = index >= 0 ? index : 0;
  return { column: data.columns[at], value: data.rows[0]?.[at] ?? null };
}

/** Whether 'auto' display units write this value short. */
export function cardShowsCompact(value: VisualCell, column: VisualDataColumn | undefined): boolean {
  return (
    column !== undefined &&
    isNumericFormat(column.format) &&
    column.format !== 'percent' &&
    typeof value === 'number' &&
    Math.abs(value) >= CARD_COMPACT_FROM
  );
}
