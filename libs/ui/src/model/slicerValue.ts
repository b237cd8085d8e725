/** A date-range slicer's choice: ISO dates ('2026-03-01'), either end open when null. */
export interface SlicerDateRange {
  from: string | null;
  to: string | null;
}
