import type { FilterDisplaySettings, FilterTarget } from './filterTarget';
import { FILTER_SCHEMA, FilterType, type RelativeDateOperators } from './filterType';

type Primitive = string | number | boolean | null;
export type BasicFilterOperator = 'In' | 'NotIn' | 'All';
export type AdvancedFilterLogicalOperator = 'And' | 'Or';
export type AdvancedFilterConditionOperator =
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
  | 'IsNotBlank';
export interface AdvancedFilterCondition {
  operator: AdvancedFilterConditionOperator;
  value?: Primitive;
}
export type TopNFilterOperator = 'Top' | 'Bottom';

/**
 * A filter as the frame understands it. `toJSON` gives the plain object posted on the wire: fields left
 * undefined are absent once serialised, exactly as with the anchor's models.
 */
export abstract class Filter {
  readonly $schema: string;
  target: FilterTarget | undefined;
  readonly filterType: FilterType;
  displaySettings?: FilterDisplaySettings;

  protected constructor(schema: string, target: FilterTarget | undefined, filterType: FilterType) {
    this.$schema = schema;
    this.target = target;
    this.filterType = filterType;
  }

  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {
      $schema: this.$schema,
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
  requireSingleSelection = false;

  constructor(
    target: FilterTarget | undefined,
    operator: BasicFilterOperator | undefined,
    ...values: (Primitive | Primitive[])[]
  ) {
    super(FILTER_SCHEMA.basic, target, FilterType.Basic);
    this.operator = operator;
    this.values = listOf(values);
  }

  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      operator: this.operator,
      values: this.values,
      requireSingleSelection: this.requireSingleSelection,
    };
  }
}

export class AdvancedFilter extends Filter {
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
