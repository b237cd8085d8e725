/**
 * The JSON shapes of filters and of their targets, as posted on the wire (powerbi-models 2.0.1 names).
 * Types only: nothing here exists at run time.
 */
import type {
  FilterType,
  FiltersOperations,
  RelativeDateFilterTimeUnit,
  RelativeDateOperators,
} from './filterType';

export type PrimitiveValueType = string | number | boolean;

// Targets: what a filter (or a sort, a slicer, a data point) refers to.

export interface IBaseTarget {
  $schema?: string;
}
export interface IQueryNameTarget {
  queryName: string;
}
export interface IPercentOfGrandTotalTarget {
  percentOfGrandTotal?: boolean;
}
export interface IColumnTarget extends IBaseTarget {
  table: string;
  column: string;
}
export interface IHierarchyLevelTarget extends IBaseTarget {
  table: string;
  hierarchy: string;
  hierarchyLevel: string;
}
export interface IMeasureTarget extends IBaseTarget, IPercentOfGrandTotalTarget {
  table: string;
  measure: string;
  hidden?: boolean;
}
export interface IVisualCalculationTarget extends IBaseTarget {
  name: string;
  daxExpression: string;
  hidden?: boolean;
}
export interface INotSupportedTarget extends IBaseTarget {
  table: string;
}
export interface IAggregationTarget extends IPercentOfGrandTotalTarget {
  aggregationFunction: string;
  hidden?: boolean;
}
export interface IKeyColumnsTarget extends IColumnTarget {
  keys: string[];
}
export interface IKeyHierarchyTarget extends IHierarchyLevelTarget {
  keys: string[];
}
export interface IColumnAggrTarget extends IColumnTarget, IAggregationTarget {}
export interface IHierarchyLevelAggrTarget extends IHierarchyLevelTarget, IAggregationTarget {}
export type IKeyTarget = IKeyColumnsTarget | IKeyHierarchyTarget;
export type ITarget =
  | IColumnTarget
  | IHierarchyLevelTarget
  | IMeasureTarget
  | INotSupportedTarget
  | IColumnAggrTarget
  | IHierarchyLevelAggrTarget;

export interface IBaseFilterTarget extends IBaseTarget {
  table: string;
}
export interface IFilterColumnTarget extends IBaseFilterTarget, IColumnTarget {}
export interface IFilterKeyColumnsTarget extends IFilterColumnTarget, IKeyColumnsTarget {}
export interface IFilterHierarchyTarget extends IBaseFilterTarget, IHierarchyLevelTarget {}
export interface IFilterKeyHierarchyTarget extends IFilterHierarchyTarget, IKeyHierarchyTarget {}
export interface INotSupportedFilterTarget extends IBaseFilterTarget, INotSupportedTarget {}
export interface IFilterAggregationTarget extends IBaseFilterTarget, IAggregationTarget {}
export interface IFilterMeasureTarget extends IBaseFilterTarget, IMeasureTarget {}
export interface IFilterColumnAggrTarget extends IFilterColumnTarget, IFilterAggregationTarget {}
export interface IFilterHierarchyAggrTarget extends IFilterHierarchyTarget, IFilterAggregationTarget {}
export interface IFilterGroupedColumnsTarget extends IFilterColumnTarget {
  groupedColumns: IFilterTarget[];
}
export type IFilterKeyTarget = IFilterKeyColumnsTarget | IFilterKeyHierarchyTarget;
export type IFilterTarget =
  | IFilterColumnTarget
  | IFilterHierarchyTarget
  | IFilterMeasureTarget
  | INotSupportedFilterTarget
  | IFilterColumnAggrTarget
  | IFilterHierarchyAggrTarget;
export type ITupleFilterTarget = IFilterTarget[];
export type IIdentityFilterTarget = number[];
export type IHierarchyIdentityFilterTarget = IQueryNameTarget[];
export type IIncludeExcludeFilterTarget = IFilterTarget | (IFilterTarget | IFilterKeyTarget)[][];
export type IFilterGeneralTarget =
  | IFilterTarget
  | IFilterKeyTarget
  | ITupleFilterTarget
  | IIdentityFilterTarget
  | IIncludeExcludeFilterTarget
  | IHierarchyIdentityFilterTarget;

// Operators.

export type BasicFilterOperators = 'In' | 'NotIn' | 'All';
export type AdvancedFilterLogicalOperators = 'And' | 'Or';
export type AdvancedFilterConditionOperators =
  | 'None'
  | 'LessThan'
  | 'LessThanOrEqual'
  | 'GreaterThan'
  | 'GreaterThanOrEqual'
  | 'Contains'
  | 'DoesNotContain'
  | 'StartsWith'
  | 'DoesNotStartWith'
  | 'Is'
  | 'IsNot'
  | 'IsBlank'
  | 'IsNotBlank'
  | 'IsEmptyString'
  | 'IsNotEmptyString';
export type TopNFilterOperators = 'Top' | 'Bottom';
export type TupleFilterOperators = 'In';
export type IdentityFilterOperators = 'In';
export type HierarchyFilterNodeOperators = 'Selected' | 'NotSelected' | 'Inherited';

// Filters.

export interface IFilterDisplaySettings {
  isLockedInViewMode?: boolean;
  isHiddenInViewMode?: boolean;
  displayName?: string;
}
export interface IFilter {
  $schema: string;
  target: IFilterGeneralTarget;
  filterType: FilterType;
  displaySettings?: IFilterDisplaySettings;
}
export interface IBasicFilter extends IFilter {
  operator: BasicFilterOperators;
  values: PrimitiveValueType[];
  requireSingleSelection?: boolean;
}
export interface IBasicFilterWithKeys extends IBasicFilter {
  target: IFilterKeyTarget;
  keyValues: PrimitiveValueType[][];
}
export interface IAdvancedFilterCondition {
  value?: PrimitiveValueType | Date;
  operator: AdvancedFilterConditionOperators;
}
export interface IAdvancedFilter extends IFilter {
  logicalOperator: AdvancedFilterLogicalOperators;
  conditions?: IAdvancedFilterCondition[];
}
export interface ITopNFilter extends IFilter {
  operator: TopNFilterOperators;
  itemCount: number;
  orderBy: ITarget;
}
export interface IRelativeDateTimeFilter extends IFilter {
  operator: RelativeDateOperators;
  timeUnitsCount?: number;
  timeUnitType: RelativeDateFilterTimeUnit;
}
export interface IRelativeDateFilter extends IRelativeDateTimeFilter {
  includeToday: boolean;
}
export type IRelativeTimeFilter = IRelativeDateTimeFilter;
export interface INotSupportedFilter extends IFilter {
  message: string;
  notSupportedTypeName: string;
}
export interface IIncludeExcludeTargetValue {
  value: PrimitiveValueType;
  keyValues?: PrimitiveValueType[];
}
export type IncludeExcludePointType = IIncludeExcludeTargetValue[];
export type IncludeExcludePointsGroupType = IncludeExcludePointType[];
export type IncludeExcludeFilterValuesType = IncludeExcludePointsGroupType[];
export interface IIncludeExcludeFilter extends IFilter {
  values: PrimitiveValueType[] | IncludeExcludeFilterValuesType;
  target: IIncludeExcludeFilterTarget;
  isExclude: boolean;
}
export interface ITupleElementValue {
  value: PrimitiveValueType;
  keyValues?: PrimitiveValueType[];
}
export type TupleValueType = ITupleElementValue[];
export interface ITupleFilter extends IFilter {
  operator: TupleFilterOperators;
  target: ITupleFilterTarget;
  values: TupleValueType[];
}
export interface IIdentityFilter extends IFilter {
  operator: IdentityFilterOperators;
  target: IIdentityFilterTarget;
}
export interface IHierarchyFilterNode {
  value?: PrimitiveValueType;
  keyValues?: PrimitiveValueType[];
  children?: IHierarchyFilterNode[];
  operator?: HierarchyFilterNodeOperators;
}
export interface IHierarchyFilter extends IFilter {
  target: (IFilterTarget | IFilterKeyTarget)[];
  hierarchyData: IHierarchyFilterNode[];
}
export interface IHierarchyIdentityFilterNode<IdentityType> {
  identity: IdentityType;
  children?: IHierarchyIdentityFilterNode<IdentityType>[];
  operator: HierarchyFilterNodeOperators;
}
export interface IHierarchyIdentityFilter<IdentityType> extends IFilter {
  target: IHierarchyIdentityFilterTarget;
  hierarchyData: IHierarchyIdentityFilterNode<IdentityType>[];
}

// Which filters each level accepts.

type CommonLevelFilters = IBasicFilter | IBasicFilterWithKeys | IAdvancedFilter | IRelativeDateFilter;
export type ReportLevelFilters = CommonLevelFilters | ITupleFilter | IRelativeTimeFilter;
export type PageLevelFilters = CommonLevelFilters | ITupleFilter | IRelativeTimeFilter;
export type VisualLevelFilters =
  CommonLevelFilters | ITopNFilter | IIncludeExcludeFilter | IRelativeTimeFilter;
export type ISlicerFilter = CommonLevelFilters | IRelativeTimeFilter | IHierarchyFilter;

export interface IUpdateFiltersRequest {
  filtersOperation: FiltersOperations;
  filters?: ReportLevelFilters[] | PageLevelFilters[] | VisualLevelFilters[];
}
export interface OnLoadFiltersBase {
  operation: FiltersOperations;
  filters?: IFilter[];
}
export interface ReportOnLoadFilters extends OnLoadFiltersBase {
  filters?: ReportLevelFilters[];
}
export interface PageOnLoadFilters extends OnLoadFiltersBase {
  filters?: PageLevelFilters[];
}
export interface OnLoadFilters {
  allPages?: ReportOnLoadFilters;
  currentPage?: PageOnLoadFilters;
}

// Data references carried by selection events.

export interface IDataReference {
  target: IFilterTarget;
}
export interface IEqualsDataReference extends IDataReference {
  equals: PrimitiveValueType | Date;
}
export interface IBetweenDataReference extends IDataReference {
  between: PrimitiveValueType[];
}
export interface IValueDataReference extends IDataReference {
  value: PrimitiveValueType | Date;
  formattedValue: string;
}
export interface IIdentityValue<T extends IDataReference> {
  identity: T[];
  values: IValueDataReference[];
}
