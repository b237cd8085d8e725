// The filters a data query may carry: powerbi-models' filter JSON (embed spec §3 "Filters"), exactly as a host
// page sets them through the SDK and as the frame forwards them. The API checks each one against these schemas
// and then against the dataset's own fields before it turns any into SQL.
import { Type, type Static, type TSchema } from 'typebox';
import {
  advancedConditionOperators,
  filterTypes,
  maxFilterValues,
  maxFiltersPerQuery,
  maxHierarchyDepth,
} from './analytics-constants';
import {
  AggregatedColumnRefSchema,
  ColumnRefSchema,
  FieldRefSchema,
  HierarchyLevelRefSchema,
  MeasureRefSchema,
} from './analytics-fields';

const schemaBase = 'http://powerbi.com/product/schema#';

export const PrimitiveValueSchema = Type.Union([
  Type.String({ maxLength: 1000 }),
  Type.Number(),
  Type.Boolean(),
]);
export type PrimitiveValue = Static<typeof PrimitiveValueSchema>;

const DisplaySettingsSchema = Type.Object(
  {
    isLockedInViewMode: Type.Optional(Type.Boolean()),
    isHiddenInViewMode: Type.Optional(Type.Boolean()),
    displayName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const keys = Type.Optional(Type.Array(Type.String({ maxLength: 120 }), { maxItems: 10 }));

/**
 * A filter target: a column, a measure, an aggregated column or a hierarchy level (columns and levels maybe with
 * keys). The aggregated column is tried first, as in FieldRefSchema (a column branch would strip its function).
 */
const FilterTargetSchema = Type.Union([
  AggregatedColumnRefSchema,
  Type.Object({ ...ColumnRefSchema.properties, keys }, { additionalProperties: false }),
  MeasureRefSchema,
  Type.Object({ ...HierarchyLevelRefSchema.properties, keys }, { additionalProperties: false }),
]);

function filterOf<K extends keyof typeof filterTypes, T extends TSchema, P extends Record<string, TSchema>>(
  kind: K,
  target: T,
  properties: P,
) {
  return Type.Object(
    {
      // Optional: filters written by hand often lack it; filterType alone tells the kind.
      $schema: Type.Optional(Type.Literal(`${schemaBase}${kind}`)),
      filterType: Type.Literal(filterTypes[kind]),
      target,
      displaySettings: Type.Optional(DisplaySettingsSchema),
      ...properties,
    },
    { additionalProperties: false },
  );
}

export const BasicFilterSchema = filterOf('basic', FilterTargetSchema, {
  operator: Type.Union([Type.Literal('In'), Type.Literal('NotIn'), Type.Literal('All')]),
  values: Type.Array(PrimitiveValueSchema, { maxItems: maxFilterValues }),
  requireSingleSelection: Type.Optional(Type.Boolean()),
  keyValues: Type.Optional(
    Type.Array(Type.Array(PrimitiveValueSchema, { maxItems: 10 }), { maxItems: maxFilterValues }),
  ),
});

export const AdvancedFilterSchema = filterOf('advanced', FilterTargetSchema, {
  logicalOperator: Type.Union([Type.Literal('And'), Type.Literal('Or')]),
  conditions: Type.Optional(
    Type.Array(
      Type.Object(
        {
          operator: Type.Enum(advancedConditionOperators),
          // Dates arrive as ISO strings: postMessage clones a Date, JSON does not.
          value: Type.Optional(PrimitiveValueSchema),
        },
        { additionalProperties: false },
      ),
      { maxItems: 10 },
    ),
  ),
});

export const TopNFilterSchema = filterOf('topN', FilterTargetSchema, {
  operator: Type.Union([Type.Literal('Top'), Type.Literal('Bottom')]),
  itemCount: Type.Integer({ minimum: 0, maximum: 10_000 }),
  orderBy: FieldRefSchema,
});

/** RelativeDateOperators: 0 InLast, 1 InThis, 2 InNext. */
const RelativeOperatorSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/** RelativeDateFilterTimeUnit: 0 Days, 1 Weeks, 2 CalendarWeeks, 3 Months, 4 CalendarMonths, 5 Years, 6 CalendarYears. */
export const RelativeDateFilterSchema = filterOf('relativeDate', FilterTargetSchema, {
  operator: RelativeOperatorSchema,
  timeUnitsCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  timeUnitType: Type.Integer({ minimum: 0, maximum: 6 }),
  includeToday: Type.Boolean(),
});

/** Minutes and Hours as powerbi-models validates them: RelativeDateFilterTimeUnit 7 and 8. */
export const RelativeTimeFilterSchema = filterOf('relativeTime', FilterTargetSchema, {
  operator: RelativeOperatorSchema,
  timeUnitsCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  timeUnitType: Type.Union([Type.Literal(7), Type.Literal(8)]),
});

export const IncludeExcludeFilterSchema = filterOf('includeExclude', FilterTargetSchema, {
  isExclude: Type.Boolean(),
  values: Type.Array(PrimitiveValueSchema, { maxItems: maxFilterValues }),
});

const hierarchyNodeOperator = Type.Union([
  Type.Literal('Selected'),
  Type.Literal('NotSelected'),
  Type.Literal('Inherited'),
]);

/** Nodes nest one level per hierarchy level; built to a fixed depth so the schema stays plain JSON Schema. */
function hierarchyNodes(depth: number): TSchema {
  const node = Type.Object(
    {
      value: Type.Optional(PrimitiveValueSchema),
      keyValues: Type.Optional(Type.Array(PrimitiveValueSchema, { maxItems: 10 })),
      operator: Type.Optional(hierarchyNodeOperator),
      ...(depth > 1 ? { children: Type.Optional(hierarchyNodes(depth - 1)) } : {}),
    },
    { additionalProperties: false },
  );
  return Type.Array(node, { maxItems: 1000 });
}

/** The target lists the levels, top first; hierarchyData nests values in that order. */
export const HierarchyFilterSchema = filterOf(
  'hierarchy',
  Type.Array(Type.Union([ColumnRefSchema, HierarchyLevelRefSchema]), {
    minItems: 1,
    maxItems: maxHierarchyDepth,
  }),
  { hierarchyData: hierarchyNodes(maxHierarchyDepth) },
);

export interface HierarchyFilterNode {
  value?: PrimitiveValue;
  keyValues?: PrimitiveValue[];
  operator?: 'Selected' | 'NotSelected' | 'Inherited';
  children?: HierarchyFilterNode[];
}

export const FilterSchema = Type.Union([
  BasicFilterSchema,
  AdvancedFilterSchema,
  TopNFilterSchema,
  RelativeDateFilterSchema,
  RelativeTimeFilterSchema,
  IncludeExcludeFilterSchema,
  HierarchyFilterSchema,
]);

export type BasicFilter = Static<typeof BasicFilterSchema>;
export type AdvancedFilter = Static<typeof AdvancedFilterSchema>;
export type TopNFilter = Static<typeof TopNFilterSchema>;
export type RelativeDateFilter = Static<typeof RelativeDateFilterSchema>;
export type RelativeTimeFilter = Static<typeof RelativeTimeFilterSchema>;
export type IncludeExcludeFilter = Static<typeof IncludeExcludeFilterSchema>;
export type HierarchyFilter = Omit<Static<typeof HierarchyFilterSchema>, 'hierarchyData'> & {
  hierarchyData: HierarchyFilterNode[];
};
/** Any filter a query can carry. */
export type Filter =
  | BasicFilter
  | AdvancedFilter
  | TopNFilter
  | RelativeDateFilter
  | RelativeTimeFilter
  | IncludeExcludeFilter
  | HierarchyFilter;

/** Typed as Filter[]: the hierarchy nodes' fixed-depth schema has no static type of its own. */
export const FilterListSchema = Type.Unsafe<Filter[]>(
  Type.Array(FilterSchema, { maxItems: maxFiltersPerQuery }),
);
