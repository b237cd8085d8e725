import type { FilterTarget } from '../models/filterTarget';

/** What every filter builder shares: the target, set by one of the `with…` methods. */
export abstract class FilterBuilder {
  protected target: FilterTarget | undefined;

  withTargetObject(target: FilterTarget): this {
    this.target = target;
    return this;
  }

  withColumnTarget(table: string, column: string): this {
    return this.withTargetObject({ table, column });
  }

  withMeasureTarget(table: string, measure: string): this {
    return this.withTargetObject({ table, measure });
  }

  withHierarchyLevelTarget(table: string, hierarchy: string, hierarchyLevel: string): this {
    return this.withTargetObject({ table, hierarchy, hierarchyLevel });
  }

  withColumnAggregation(table: string, column: string, aggregationFunction: number): this {
    return this.withTargetObject({ table, column, aggregationFunction });
  }

  withHierarchyLevelAggregationTarget(
    table: string,
    hierarchy: string,
    hierarchyLevel: string,
    aggregationFunction: number,
  ): this {
    return this.withTargetObject({ table, hierarchy, hierarchyLevel, aggregationFunction });
  }
}
