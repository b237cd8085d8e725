/** The `filterType` of each filter kind, as on the wire (embed spec §3 "Filters"). */
export enum FilterType {
  Advanced = 0,
  Basic = 1,
  Unknown = 2,
  IncludeExclude = 3,
  RelativeDate = 4,
  TopN = 5,
  Tuple = 6,
  RelativeTime = 7,
  Identity = 8,
  Hierarchy = 9,
  HierarchyIdentity = 10,
}

/** The `$schema` marker of each filter kind. */
export const FILTER_SCHEMA = {
  advanced: 'http://powerbi.com/product/schema#advanced',
  basic: 'http://powerbi.com/product/schema#basic',
  topN: 'http://powerbi.com/product/schema#topN',
  relativeDate: 'http://powerbi.com/product/schema#relativeDate',
  relativeTime: 'http://powerbi.com/product/schema#relativeTime',
  includeExclude: 'http://powerbi.com/product/schema#includeExclude',
  tuple: 'http://powerbi.com/product/schema#tuple',
  identity: 'http://powerbi.com/product/schema#identity',
  hierarchy: 'http://powerbi.com/product/schema#hierarchy',
  hierarchyIdentity: 'http://powerbi.com/product/schema#hierarchyIdentity',
  notSupported: 'http://powerbi.com/product/schema#notSupported',
} as const;

export enum RelativeDateOperators {
  InLast = 0,
  InThis = 1,
  InNext = 2,
}

export enum RelativeDateFilterTimeUnit {
  Days = 0,
  Weeks = 1,
  CalendarWeeks = 2,
  Months = 3,
  CalendarMonths = 4,
  Years = 5,
  CalendarYears = 6,
  Minutes = 7,
  Hours = 8,
}

/** How a filter update combines with the filters already applied. */
export enum FiltersOperations {
  RemoveAll = 0,
  ReplaceAll = 1,
  Add = 2,
  Replace = 3,
}

export enum FiltersLevel {
  Report = 0,
  Page = 1,
  Visual = 2,
}

export enum RelativeTimeFilterTimeUnit {
  Minutes = 0,
  Hours = 1,
}
