// How a dataset of the catalog is declared: what the frame sees (names, types, formats, captions) and the SQL
// behind each field, which never leaves the API. Every identifier a query's SQL holds comes from here.
import type { Captions, DataType, DatasetHierarchy, ValueFormat } from '@nuvem/api-contract';

/**
 * SQL aliases every expression is written against: `f` is the fact table (the base table or an aggregation
 * table) and `e` its environment (customer_environments), joined by f.environment_id.
 */
export const factAlias = 'f';
export const environmentAlias = 'e';

/**
 * Values of the API's configuration that a dataset's SQL may read, as columns of the one-row `s`
 * (settingsAlias). A statement that touches such a column joins `s`, its values bound as parameters: they are
 * never written into SQL text.
 */
export interface DatasetSettings {
  /** The portal's address (PORTAL_URL, without a trailing slash), for links to its pages: `s.portal_url`. */
  portalUrl: string;
}
export const settingsAlias = 's';

export interface ColumnDefinition {
  /** The identifier (pt-BR), e.g. 'Região': what filter targets and visual bindings name. */
  name: string;
  dataType: DataType;
  format: ValueFormat;
  captions: Captions;
  description?: string;
  /** Its value in one row of the base table, over `f` and `e` (and `s`, with readsSettings). */
  sql: string;
  /** Its SQL reads the settings (`s`): queries that touch it join them. */
  readsSettings?: boolean;
}

export interface MeasureDefinition {
  name: string;
  dataType: DataType;
  format: ValueFormat;
  captions: Captions;
  description?: string;
  /** An aggregate over the base table's rows of a group. */
  sql: string;
  /** Its value for one row, for underlying queries; absent when a single row has none (a ratio, a count). */
  rowSql?: string;
}

/** An aggregation table: fewer rows with the same answers, for queries that only touch what it keeps. */
export interface RollupDefinition {
  /** The physical table, created by a migration with environment_id like the base table. */
  table: string;
  /** Columns it can answer, by name, with their SQL over its rows. */
  columns: Record<string, string>;
  /** Measures it can answer, by name, with their aggregate over its rows. */
  measures: Record<string, string>;
  /** Aggregated columns it can answer, by 'Column:Function' (e.g. 'Valor:Sum'). */
  aggregations?: Record<string, string>;
  /**
   * The SELECT that fills it, its columns in the table's order: from the base table (as `f`), or from a larger
   * rollup of the dataset (they are built largest first).
   */
  build: string;
}

export interface DatasetDefinition {
  /** Stable id, what queries and report definitions name ('consumo'). */
  id: string;
  name: string;
  table: {
    /** The table name fields carry ('Consumo'). */
    name: string;
    captions: Captions;
    /** The physical base table. */
    source: string;
    columns: ColumnDefinition[];
    measures: MeasureDefinition[];
    hierarchies: DatasetHierarchy[];
  };
  /** Smallest first: the planner answers from the first one that covers a query. */
  rollups: RollupDefinition[];
}
