/** The filter enums (embed spec §3 "Filters"), derived like those of ./enums; types in ./enumTypes. */
import { numericEnum } from './derivedEnums';
import type * as E from './enumTypes';

/** The `filterType` of each filter kind, as on the wire. */
export const FilterType = /* @__PURE__ */ numericEnum<typeof E.FilterType>(
  'Advanced Basic Unknown IncludeExclude RelativeDate TopN Tuple RelativeTime Identity Hierarchy HierarchyIdentity',
);
export type FilterType = E.FilterType;

export const RelativeDateOperators =
  /* @__PURE__ */ numericEnum<typeof E.RelativeDateOperators>('InLast InThis InNext');
export type RelativeDateOperators = E.RelativeDateOperators;

export const RelativeDateFilterTimeUnit = /* @__PURE__ */ numericEnum<typeof E.RelativeDateFilterTimeUnit>(
  'Days Weeks CalendarWeeks Months CalendarMonths Years CalendarYears Minutes Hours',
);
export type RelativeDateFilterTimeUnit = E.RelativeDateFilterTimeUnit;

/** How a filter update combines with the filters already applied. */
export const FiltersOperations = /* @__PURE__ */ numericEnum<typeof E.FiltersOperations>(
  'RemoveAll ReplaceAll Add Replace',
);
export type FiltersOperations = E.FiltersOperations;

export const FiltersLevel = /* @__PURE__ */ numericEnum<typeof E.FiltersLevel>('Report Page Visual');
export type FiltersLevel = E.FiltersLevel;

export const RelativeTimeFilterTimeUnit =
  /* @__PURE__ */ numericEnum<typeof E.RelativeTimeFilterTimeUnit>('Minutes Hours');
export type RelativeTimeFilterTimeUnit = E.RelativeTimeFilterTimeUnit;
