/**
 * What an analytics visual draws: columns (which role each plays, how its values are formatted) and rows.
 * The frame maps the API's query answers to this shape; the visuals never fetch. Names are the dataset's own
 * captions, already in the viewer's language.
 */
/** How a column's values read; `webUrl` is text holding web addresses (a table links the http(s) ones). */
export type VisualValueFormat =
  'currency' | 'percent' | 'integer' | 'decimal' | 'date' | 'month' | 'dateTime' | 'text' | 'webUrl';

export type VisualCell = string | number | boolean | null;

export interface VisualDataColumn {
  /** Stable key of the field (e.g. 'Consumo.Região'): selections and sorts name columns by it. */
  key: string;
  /** What the viewer reads: 'Região', 'Custo Total'. */
  label: string;
  /**
   * category: groups (axis, table column, matrix row, slicer values); series: splits into a legend;
   * columns: spreads a matrix across; value: a number per group.
   */
  role: 'category' | 'series' | 'columns' | 'value';
  format: VisualValueFormat;
}

export interface VisualData {
  columns: VisualDataColumn[];
  /** One array per row, in column order. Dates are ISO strings. */
  rows: VisualCell[][];
  /** Rows the data has in all; more than rows.length when paged or capped. */
  totalRows: number;
  /** Rows were left out (a cap or a page). */
  truncated: boolean;
}

/** A data point a user picked: the category (and series) values that identify it, by column key. */
export interface VisualDataPoint {
  identity: { key: string; value: VisualCell }[];
  /** The point's values, by column key, for events (dataSelected carries them). */
  values: { key: string; value: VisualCell; formatted: string }[];
}

/** A visual's sort: the column key and its direction. */
export interface VisualSort {
  key: string;
  direction: 'Ascending' | 'Descending';
}

/** How a point was picked: with Ctrl/Meta (click) or Ctrl+Enter (keyboard), it adds to the selection. */
export interface VisualSelectOptions {
  multi: boolean;
}
