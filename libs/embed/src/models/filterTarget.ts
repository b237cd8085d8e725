/** What a filter applies to: a column, a measure or a hierarchy level of a table, maybe aggregated. */
export interface FilterTarget {
  table: string;
  column?: string;
  measure?: string;
  hierarchy?: string;
  hierarchyLevel?: string;
  aggregationFunction?: number;
  keys?: string[];
}

export interface FilterDisplaySettings {
  isLockedInViewMode?: boolean;
  isHiddenInViewMode?: boolean;
  displayName?: string;
}
