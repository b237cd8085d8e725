import type { FilterDisplaySettings, FilterTarget } from './filterTarget';
import { FilterType, type RelativeDateOperators } from './filterType';
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
 * postMessage clones own properties. Both match the anchor's models field for field: own properties are
 * only those a constructor (or the host) sets, and `toJSON` lists them after `$schema`.
 */
export abstract class Filter<TTarget = FilterTarget | undefined> {
  declare target: TTarget;
  declare readonly filterType: FilterType;
  declare schemaUrl: string;
  declare displaySettings?: FilterDisplaySettings;

  /** The schema is the class's own `schemaUrl`; `fields` become own properties in their order. */
  protected constructor(target: TTarget, filterType: FilterType, fields: object) {
    const { schemaUrl } = new.target as unknown as { schemaUrl: string };
    Object.assign(this, { target, filterType, schemaUrl }, fields);
  }

  toJSON(): Record<string, unknown> {
    const { schemaUrl, ...fields } = this as Record<string, unknown>;
    return { $schema: schemaUrl, ...fields };
  }
}

/** Values may be passed spread or as one array, as the anchor allows. */
function listOf<T>(items: (T | T[])[]): T[] {
  return Array.isArray(items[0]) ? (items[0] as T[]) : (items as T[]);
}

export class BasicFilter extends Filter {
  static schemaUrl = 'http://powerbi.com/product/schema#basic';

  declare operator: BasicFilterOperator | undefined;
  declare values: Primitive[];
  /** Own property only once set, as in the anchor (posting an instance clones own properties). */
  declare requireSingleSelection?: boolean;

  constructor(
    target: FilterTarget | undefined,
    operator: BasicFilterOperator | undefined,
    ...values: (Primitive | Primitive[])[]
  ) {
    // Counted as passed, like the anchor: `[]` is one argument and passes; no argument at all does not.
    if (values.length === 0 && operator !== 'All') {
      throw new Error('values must be a non-empty array unless your operator is "All".');
    }
    super(target, FilterType.Basic, { operator, values: listOf(values) });
  }

  override toJSON(): Record<string, unknown> {
    const json = super.toJSON();
    json.requireSingleSelection = !!this.requireSingleSelection;
    return json;
  }
}

export class AdvancedFilter extends Filter {
  static schemaUrl = 'http://powerbi.com/product/schema#advanced';

  declare logicalOperator: AdvancedFilterLogicalOperator;
  declare conditions: AdvancedFilterCondition[];

  constructor(
    target: FilterTarget | undefined,
    logicalOperator: AdvancedFilterLogicalOperator,
    ...conditions: (AdvancedFilterCondition | AdvancedFilterCondition[])[]
  ) {
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
    super(target, FilterType.Advanced, { logicalOperator, conditions: list });
  }
}

export class TopNFilter extends Filter {
  static schemaUrl = 'http://powerbi.com/product/schema#topN';

  declare operator: TopNFilterOperator | undefined;
  declare itemCount: number | undefined;
  declare orderBy?: FilterTarget;

  constructor(
    target: FilterTarget | undefined,
    operator: TopNFilterOperator | undefined,
    itemCount: number | undefined,
    orderBy?: FilterTarget,
  ) {
    super(target, FilterType.TopN, { operator, itemCount, orderBy });
  }
}

export class RelativeDateFilter extends Filter {
  static schemaUrl = 'http://powerbi.com/product/schema#relativeDate';

  declare operator: RelativeDateOperators | undefined;
  declare timeUnitsCount: number | undefined;
  declare timeUnitType: number | undefined;
  declare includeToday: boolean;

  constructor(
    target: FilterTarget | undefined,
    operator: RelativeDateOperators | undefined,
    timeUnitsCount: number | undefined,
    timeUnitType: number | undefined,
    includeToday: boolean,
  ) {
    super(target, FilterType.RelativeDate, { operator, timeUnitsCount, timeUnitType, includeToday });
  }
}

export class RelativeTimeFilter extends Filter {
  static schemaUrl = 'http://powerbi.com/product/schema#relativeTime';

  declare operator: RelativeDateOperators | undefined;
  declare timeUnitsCount: number | undefined;
  declare timeUnitType: number | undefined;

  constructor(
    target: FilterTarget | undefined,
    operator: RelativeDateOperators | undefined,
    timeUnitsCount: number | undefined,
    timeUnitType: number | undefined,
  ) {
    super(target, FilterType.RelativeTime, { operator, timeUnitsCount, timeUnitType });
  }
}

/** A basic filter on a target with key columns: each tuple of `keyValues` gives one value per key. */
export class BasicFilterWithKeys extends BasicFilter {
  declare keyValues: PrimitiveValueType[][];

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
}

export class IncludeExcludeFilter extends Filter<IIncludeExcludeFilterTarget | undefined> {
  static schemaUrl = 'http://powerbi.com/product/schema#includeExclude';

  declare isExclude: boolean;
  declare values: PrimitiveValueType[] | IncludeExcludeFilterValuesType;

  constructor(
    target: IIncludeExcludeFilterTarget | undefined,
    isExclude: boolean,
    values: PrimitiveValueType[] | IncludeExcludeFilterValuesType,
  ) {
    super(target, FilterType.IncludeExclude, { isExclude, values });
  }
}

export class TupleFilter extends Filter<ITupleFilterTarget | undefined> {
  static schemaUrl = 'http://powerbi.com/product/schema#tuple';

  declare operator: 'In';
  declare values: TupleValueType[];

  constructor(target: ITupleFilterTarget | undefined, operator: 'In', values: TupleValueType[]) {
    super(target, FilterType.Tuple, { operator, values });
  }
}

export class IdentityFilter extends Filter<IIdentityFilterTarget | undefined> {
  static schemaUrl = 'http://powerbi.com/product/schema#identity';

  declare operator: 'In';

  constructor(target: IIdentityFilterTarget | undefined, operator: 'In') {
    super(target, FilterType.Identity, { operator });
  }
}

export class HierarchyFilter extends Filter<(IFilterTarget | IFilterKeyTarget)[] | undefined> {
  static schemaUrl = 'http://powerbi.com/product/schema#hierarchy';

  declare hierarchyData: IHierarchyFilterNode[];

  constructor(
    target: (IFilterTarget | IFilterKeyTarget)[] | undefined,
    hierarchyData: IHierarchyFilterNode[],
  ) {
    super(target, FilterType.Hierarchy, { hierarchyData });
  }
}

export class HierarchyIdentityFilter<IdentityType = unknown> extends Filter<
  IHierarchyIdentityFilterTarget | undefined
> {
  static schemaUrl = 'http://powerbi.com/product/schema#hierarchyIdentity';

  declare hierarchyData: IHierarchyIdentityFilterNode<IdentityType>[];

  constructor(
    target: IHierarchyIdentityFilterTarget | undefined,
    hierarchyData: IHierarchyIdentityFilterNode<IdentityType>[],
  ) {
    super(target, FilterType.HierarchyIdentity, { hierarchyData });
  }
}

/** What the frame sends back for a filter it cannot express; its filterType is Unknown. */
export class NotSupportedFilter extends Filter<IFilterTarget | undefined> {
  static schemaUrl = 'http://powerbi.com/product/schema#notSupported';

  declare message: string;
  declare notSupportedTypeName: string;

  constructor(target: IFilterTarget | undefined, message: string, notSupportedTypeName: string) {
    super(target, FilterType.Unknown, { message, notSupportedTypeName });
  }
}
