import { isNumericFormat } from '../format/formatValue';
import type { VisualCell, VisualDataColumn, VisualSort } from '../model/visualData';

/**
 * The sort a header click asks for: the same column flips its direction; another column starts
 * descending when it holds numbers (the largest first) and ascending otherwise, as Power BI does.
 */
export function nextSort(current: VisualSort | undefined, column: VisualDataColumn): VisualSort {
  if (current?.key === column.key)
    return { key: column.key, direction: current.direction === 'Ascending' ? 'Descending' : 'Ascending' };
  return { key: column.key, direction: isNumericFormat(column.format) ? 'Descending' : 'Ascending' };
}

function compareCells(a: VisualCell, b: VisualCell, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Rows in a sort's order (stable: equal rows keep theirs). Blanks go last either way, so the values a
 * viewer sorted for come first. Text compares as the locale reads it ('Ômega' beside 'Omega', '2' before '10').
 */
export function sortRows(
  rows: readonly (readonly VisualCell[])[],
  columnIndex: number,
  direction: VisualSort['direction'],
  locale: string,
): VisualCell[][] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'Ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[columnIndex] ?? null;
      const b = y.row[columnIndex] ?? null;
      if (a === null || b === null) return a === b ? x.index - y.index : a === null ? 1 : -1;
      return sign * compareCells(a, b, collator) || x.index - y.index;
    })
    .map(({ row }) => [...row]);
}
