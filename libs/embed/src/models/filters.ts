import type { FilterDisplaySettings, FilterTarget } from './filterTarget';
import { FILTER_SCHEMA, FilterType, type RelativeDateOperators } from './filterType';
import type {
  IFilterKeyTarget,
  IFilterTarget,
  IHierarchyFilterNode,
  IHierarchyIdentityFilterNode,
  IHierarchyIdentityFilterTarget,
  IIdentityFilterTarget,
  IIncludeExcludeFilterTarget,
  IncludeExcludeFilterValuesType,
  ITupleFilterTarget,
  PrimitiveValueType,
  TupleValueType,
  AdvancedFilterConditionOperators,
  AdvancedFilterLogicalOperators,
  BasicFilterOperators,
  TopNFilterOperators,
} from './filterTypes';

type Primitive = string | number | boolean | null;
// The singular names are this module's (the builders use them); the values are those of filterTypes.
export type BasicFilterOperator = BasicFilterOperators;
export type AdvancedFilterLogicalOperator = AdvancedFilterLogicalOperators;
export type AdvancedFilterConditionOperator = AdvancedFilterConditionOperators;
export interface AdvancedFilterCondition {
  operator: AdvancedFilterConditionOperator;
  value?: Primitive | Date;
}
export type TopNFilterOperator = TopNFilterOperators;

/**
 * A filter as the frame understands it. Two shapes reach the wire: `toJSON` (with `$schema`) when a host
 * serialises it, and the instance's own fields (with `schemaUrl`) when it is posted as is, since
 * postMessage clones own properties. Both match the anchor's models field for field.
 */
export abstract class Filter<TTarget = FilterTarget | undefined> {
  target: TTarget;
  readonly filterType: FilterType;
  schemaUrl: string;
  displaySettings?: FilterDisplaySettings;

  protected constructor(schema: string, target: TTarget, filterType: FilterType) {
    this.target = target;
    this.filterType = filterType;
    this.schemaUrl = schema;
  }

  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {
      $schema: this.schemaUrl,
      target: this.target,
      filterType: this.filterType,
    };
    if (this.displaySettings !== undefined) json.displaySettings = this.displaySettings;
    return json;
  }
}

/** Values may be passed spread or as one array, as the anchor allows. */
function listOf<T>(items: (T | T[])[]): T[] {
  return Array.isArray(items[0]) ? (items[0] as T[]) : (items as T[]);
}

export class BasicFilter extends Filter {
  operator: BasicFilterOperator | undefined;
  values: Primitive[];
  /** Own property only once set, as in the anchor (posting an instance clones own properties). */
  requireSingleSelection?: boolean;

  constructor(
    target: FilterTarget | undefined,
    operator: BasicFilterOperator | undefined,
    ...values: (Primitive | Primitive[])[]
  ) {
    super(FILTER_SCHEMA.basic, target, FilterType.Basic);
    // Counted as passed, like the anchor: `[]` is one argument and passes; no argument at all does not.
    if (values.length === 0 && operator !== 'All') {
      throw new Error('values must be a non-empty array unless your operator is "All".');
    }
    this.operator = operator;
    this.values = listOf(values);
  }

  static get schemaUrl(): string {
    return FILTER_SCHEMA.basic;
  }

  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      operator: this.operator,
      values: this.values,
      requireSingleSelection: this.requireSingleSelection ?? false,
    };
  }
}

export class AdvancedFilter extends Filter {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.advanced;
  }

  logicalOperator: AdvancedFilterLogicalOperator;
  conditions: AdvancedFilterCondition[];

  constructor(
    target: FilterTarget | undefined,
    logicalOperator: AdvancedFilterLogicalOperator,
    ...conditions: (AdvancedFilterCondition | AdvancedFilterCondition[])[]
  ) {
    super(FILTER_SCHEMA.advanced, target, FilterType.Advanced);
    if (logicalOperator !== 'And' && logicalOperator !== 'Or') {
      throw new Error(`logicalOperator must be a valid operator, You passed: ${String(logicalOperator)}`);
    }
    const list = listOf(conditions);
    if (list.length > 2) {
      // The anchor counts the arguments as passed (one array counts 1); its message is kept word for word.
      throw new Error(
        `AdvancedFilters may not have more than two conditions. You passed: ${conditions.length}`,
      );
    }
    if (list.length === 1 && logicalOperator !== 'And') {
      throw new Error('Logical Operator must be "And" when there is only one condition provided');
    }
    this.logicalOperator = logicalOperator;
    this.conditions = list;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), logicalOperator: this.logicalOperator, conditions: this.conditions };
  }
}

export class TopNFilter extends Filter {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.topN;
  }

  constructor(
    target: FilterTarget | undefined,
    public operator: TopNFilterOperator | undefined,
    public itemCount: number | undefined,
    public orderBy?: FilterTarget,
  ) {
    super(FILTER_SCHEMA.topN, target, FilterType.TopN);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), operator: this.operator, itemCount: this.itemCount, orderBy: this.orderBy };
  }
}

export class RelativeDateFilter extends Filter {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.relativeDate;
  }

  constructor(
    target: FilterTarget | undefined,
    public operator: RelativeDateOperators | undefined,
    public timeUnitsCount: number | undefined,
    public timeUnitType: number | undefined,
    public includeToday: boolean,
  ) {
    super(FILTER_SCHEMA.relativeDate, target, FilterType.RelativeDate);
  }

  override toJSON(): Record<string, unknown> {
    const { operator, timeUnitsCount, timeUnitType, includeToday } = this;
    return { ...super.toJSON(), operator, timeUnitsCount, timeUnitType, includeToday };
  }
}

export class RelativeTimeFilter extends Filter {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.relativeTime;
  }

  constructor(
    target: FilterTarget | undefined,
    public operator: RelativeDateOperators | undefined,
    public timeUnitsCount: number | undefined,
    public timeUnitType: number | undefined,
  ) {
    super(FILTER_SCHEMA.relativeTime, target, FilterType.RelativeTime);
  }

  override toJSON(): Record<string, unknown> {
    const { operator, timeUnitsCount, timeUnitType } = this;
    return { ...super.toJSON(), operator, timeUnitsCount, timeUnitType };
  }
}

/** A basic filter on a target with key columns: each tuple of `keyValues` gives one value per key. */
export class BasicFilterWithKeys extends BasicFilter {
  keyValues: PrimitiveValueType[][];

  constructor(
    target: IFilterKeyTarget | undefined,
    operator: BasicFilterOperator | undefined,
    values: Primitive | Primitive[],
    keyValues: PrimitiveValueType[][],
  ) {
    super(target, operator, values);
    const keyCount = target?.keys?.length ?? 0;
    if (keyCount > 0 && !keyValues) {
      throw new Error(
        `You should pass the values to be filtered for each key. You passed: no values and ${keyCount} keys`,
      );
    }
    if (keyCount === 0 && keyValues?.length > 0) {
      throw new Error("You passed key values but your target object doesn't contain the keys to be filtered");
    }
    for (const tuple of keyValues ?? []) {
      // `length` read loosely: a non-array tuple reports "undefined values", as the anchor does.
      const count = (tuple as { length?: number }).length;
      if (count !== keyCount) {
        throw new Error(
          `Each tuple of key values should contain a value for each of the keys. You passed: ${count} values and ${keyCount} keys`,
        );
      }
    }
    this.keyValues = keyValues;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), keyValues: this.keyValues };
  }
}

export class IncludeExcludeFilter extends Filter<IIncludeExcludeFilterTarget | undefined> {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.includeExclude;
  }

  constructor(
    target: IIncludeExcludeFilterTarget | undefined,
    public isExclude: boolean,
    public values: PrimitiveValueType[] | IncludeExcludeFilterValuesType,
  ) {
    super(FILTER_SCHEMA.includeExclude, target, FilterType.IncludeExclude);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), isExclude: this.isExclude, values: this.values };
  }
}

export class TupleFilter extends Filter<ITupleFilterTarget | undefined> {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.tuple;
  }

  constructor(
    target: ITupleFilterTarget | undefined,
    public operator: 'In',
    public values: TupleValueType[],
  ) {
    super(FILTER_SCHEMA.tuple, target, FilterType.Tuple);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), operator: this.operator, values: this.values };
  }
}

export class IdentityFilter extends Filter<IIdentityFilterTarget | undefined> {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.identity;
  }

  constructor(
    target: IIdentityFilterTarget | undefined,
    public operator: 'In',
  ) {
    super(FILTER_SCHEMA.identity, target, FilterType.Identity);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), operator: this.operator };
  }
}

export class HierarchyFilter extends Filter<(IFilterTarget | IFilterKeyTarget)[] | undefined> {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.hierarchy;
  }

  constructor(
    target: (IFilterTarget | IFilterKeyTarget)[] | undefined,
    public hierarchyData: IHierarchyFilterNode[],
  ) {
    super(FILTER_SCHEMA.hierarchy, target, FilterType.Hierarchy);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), hierarchyData: this.hierarchyData };
  }
}

export class HierarchyIdentityFilter<IdentityType = unknown> extends Filter<
  IHierarchyIdentityFilterTarget | undefined
> {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.hierarchyIdentity;
  }

  constructor(
    target: IHierarchyIdentityFilterTarget | undefined,
    public hierarchyData: IHierarchyIdentityFilterNode<IdentityType>[],
  ) {
    super(FILTER_SCHEMA.hierarchyIdentity, target, FilterType.HierarchyIdentity);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), hierarchyData: this.hierarchyData };
  }
}

/** What the frame sends back for a filter it cannot express; its filterType is Unknown. */
export class NotSupportedFilter extends Filter<IFilterTarget | undefined> {
  static get schemaUrl(): string {
    return FILTER_SCHEMA.notSupported;
  }

  constructor(
    target: IFilterTarget | undefined,
    public message: string,
    public notSupportedTypeName: string,
  ) {
    super(FILTER_SCHEMA.notSupported, target, FilterType.Unknown);
  }

  override toJSON(): Record<string, unknown> {
    const { message, notSupportedTypeName } = this;
    return { ...super.toJSON(), message, notSupportedTypeName };
  }
}
