// The analytics API's names and limits, without schemas: the frame imports them through
// '@nuvem/api-contract/paths', the schemas (analytics-*.ts) build on them.

/** The scheme of the Authorization header that carries an embed token (`EmbedToken <token>`). */
export const embedTokenScheme = 'EmbedToken';

/**
 * A dataset's table or field name (what a query, a filter or a visual names): 1 to this many characters (code
 * points), none of them a control character (fieldNamePattern).
 */
export const fieldNameLength = 120;
export const fieldNamePattern = '^[^\\u0000-\\u001f]+$';

/** The most rows one query answer carries (the analytics issue's "row cap per query"). */
export const queryRowCap = 30_000;
/** Queries one batch may carry. */
export const maxQueriesPerBatch = 50;

/**
 * What one batch (POST /analytics/query) may take as a whole, whatever its queries ask for: past a bound,
 * each remaining query answers analytics_batch_row_limit, analytics_batch_size_limit or
 * analytics_batch_time_limit instead of running. Room for a page with a full table and its other visuals.
 */
export const queryBatchLimits = {
  /** Rows of all answers together: twice a query's row cap. */
  rows: 2 * queryRowCap,
  /** Bytes of the JSON answer. */
  answerBytes: 8 * 1024 * 1024,
  /** From the batch's first query on (a query's own limit is ANALYTICS_QUERY_TIMEOUT_MS). */
  seconds: 20,
} as const;

/**
 * Batches one embed token, and one user, may have running at once; a few more wait their turn, and beyond
 * them the API answers 429 analytics_busy with Retry-After.
 */
export const queryBatchConcurrency = {
  perToken: { running: 1, waiting: 4 },
  perUser: { running: 2, waiting: 8 },
  retryAfterSeconds: 2,
} as const;

/** The visual types we draw, by Power BI's names, so `visual.type` reads the same to a host page. */
export const visualTypes = [
  'card',
  'clusteredBarChart',
  'clusteredColumnChart',
  'lineChart',
  'areaChart',
  'pieChart',
  'donutChart',
  'tableEx',
  'pivotTable',
  'slicer',
  'textbox',
  'actionButton',
] as const;
export type VisualType = (typeof visualTypes)[number];

/** A dashboard is a grid of this many columns; tiles span whole cells. */
export const dashboardGridColumns = 12;

/** Aggregations a column may be summarised with, by powerbi-models' names. */
export const aggregationFunctions = [
  'Sum',
  'Avg',
  'Min',
  'Max',
  'Count',
  'CountNonNull',
  'DistinctCount',
] as const;
export type AggregationFunction = (typeof aggregationFunctions)[number];
/** The aggregations that count: whole numbers whatever the column holds. */
export const isCountingAggregation = (fn: AggregationFunction): boolean =>
  fn === 'Count' || fn === 'CountNonNull' || fn === 'DistinctCount';

/** filterType of each kind the API accepts (powerbi-models FilterType). */
export const filterTypes = {
  advanced: 0,
  basic: 1,
  includeExclude: 3,
  relativeDate: 4,
  topN: 5,
  relativeTime: 7,
  hierarchy: 9,
} as const;

/** The longest list of values one filter may carry: a basic filter over every day of ten years fits. */
export const maxFilterValues = 5000;
/** Filters one query may carry, all levels together. */
export const maxFiltersPerQuery = 100;
/** How deep a hierarchy filter's nodes may nest: our hierarchies have at most this many levels. */
export const maxHierarchyDepth = 4;

export const advancedConditionOperators = [
  'None',
  'LessThan',
  'LessThanOrEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
  'Contains',
  'DoesNotContain',
  'StartsWith',
  'DoesNotStartWith',
  'Is',
  'IsNot',
  'IsBlank',
  'IsNotBlank',
  'IsEmptyString',
  'IsNotEmptyString',
] as const;
export type AdvancedConditionOperator = (typeof advancedConditionOperators)[number];
