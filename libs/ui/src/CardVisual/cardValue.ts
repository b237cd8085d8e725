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

/**
 * The card's type scale, for its container queries (the box's height in CSS pixels). The value takes
 * VALUE_HEIGHT_SHARE % of the height with the label under it (a 12px label line and the value's line fit down
 * to LABEL_MIN_HEIGHT); below that the label goes and the value takes VALUE_ALONE_HEIGHT_SHARE %.
 */
export const VALUE_HEIGHT_SHARE = 50;
export const VALUE_ALONE_HEIGHT_SHARE = 72;
export const MIN_VALUE_SIZE = '0.75rem';
export const VALUE_LINE_HEIGHT = 1.15;
/** The label: 12px at the least, on lines of 1.3. */
export const LABEL_MIN_SIZE_PX = 12;
export const LABEL_LINE_HEIGHT = 1.3;
export const MAX_VALUE_SIZE = '3.75rem';
/** The least height that holds the value (at 50%, line-height 1.15) over a one-line 12px label. */
export const LABEL_MIN_HEIGHT = 40;
/** The least height for a label on two lines. */
export const TWO_LINE_LABEL_MIN_HEIGHT = 96;
