import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualCell, VisualData, VisualDataColumn, VisualDataPoint } from '../model/visualData';

type Identity = VisualDataPoint['identity'];

/** The roles that identify a row (what a selection names); values are what it measures. */
export const isIdentityColumn = (column: VisualDataColumn) => column.role !== 'value';

/**
 * The point of one row: its identity (category, series and columns cells) and the value cells named by
 * `valueKeys` (all of the row's values when omitted), formatted for events.
 */
export function pointOfRow(
  data: VisualData,
  row: readonly VisualCell[],
  formatter: ValueFormatter,
  valueKeys?: readonly string[],
): VisualDataPoint {
  const identity: Identity = [];
  const values: VisualDataPoint['values'] = [];
  data.columns.forEach((column, index) => {
    const value = row[index] ?? null;
    if (isIdentityColumn(column)) identity.push({ key: column.key, value });
    else if (!valueKeys || valueKeys.includes(column.key))
      values.push({ key: column.key, value, formatted: formatter.format(value, column.format) });
  });
  return { identity, values };
}

/**
 * Whether a point is among the selected: a selected identity matches when every key the two share holds
 * the same value, and they share one at least. So a region picked in a table highlights that region's
 * bars in every series of a chart (Power BI's cross-highlighting).
 */
export function isPointSelected(identity: Identity, selected: readonly VisualDataPoint[]): boolean {
  return selected.some((candidate) => {
    let shared = 0;
    for (const { key, value } of candidate.identity) {
      const own = identity.find((part) => part.key === key);
      if (!own) continue;
      if (own.value !== value) return false;
      shared += 1;
    }
    return shared > 0;
  });
}

/**
 * The part of a selection that concerns a visual whose points are identified by `keys`: points that
 * share none of its fields (picked in an unrelated visual) neither highlight nor dim anything here.
 */
export function selectionAmong(
  keys: ReadonlySet<string>,
  selected: readonly VisualDataPoint[],
): readonly VisualDataPoint[] {
  const relevant = selected.filter((point) => point.identity.some(({ key }) => keys.has(key)));
  return relevant.length === selected.length ? selected : relevant;
}
