import type { VisualCell, VisualData } from '../model/visualData';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The column a slicer lists: its first category column (or its first column). */
export function slicerColumnIndex(data: VisualData): number {
  const index = data.columns.findIndex((column) => column.role === 'category');
  return index >= 0 ? index : 0;
}

/** The slicer's values: the column's distinct cells, in the order the rows bring them (the query's sort). */
export function slicerValues(data: VisualData): VisualCell[] {
  const index = slicerColumnIndex(data);
  const seen = new Set<string>();
  const values: VisualCell[] = [];
  for (const row of data.rows) {
    const cell = row[index] ?? null;
    const key = JSON.stringify(cell);
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(cell);
  }
  return values;
}

/** Days since 1970-01-01 of an ISO date (its date part); null when it is not one. */
export function dayOf(iso: string | null | undefined): number | null {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : Math.round(time / DAY_MS);
}

/** The ISO date ('2026-03-01') of a day count. */
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first and last day the data holds, as ISO dates; null without dates. */
export function dateExtent(data: VisualData): { min: string; max: string } | null {
  const index = slicerColumnIndex(data);
  let min: number | null = null;
  let max: number | null = null;
  for (const row of data.rows) {
    const cell = row[index];
    const day = typeof cell === 'string' ? dayOf(cell) : null;
    if (day === null) continue;
    min = min === null ? day : Math.min(min, day);
    max = max === null ? day : Math.max(max, day);
  }
  return min === null || max === null ? null : { min: isoOfDay(min), max: isoOfDay(max) };
}
