import {
  AdvancedFilter,
  type AdvancedFilterCondition,
  type AdvancedFilterConditionOperator,
  type AdvancedFilterLogicalOperator,
} from '../models/filters';
import { FilterBuilder } from './FilterBuilder';

/** Builds an AdvancedFilter: one or two conditions joined by And or Or. */
export class AdvancedFilterBuilder extends FilterBuilder {
  #logicalOperator: AdvancedFilterLogicalOperator | undefined;
  #conditions: AdvancedFilterCondition[] = [];

  and(): this {
    this.#logicalOperator = 'And';
    return this;
  }

  or(): this {
    this.#logicalOperator = 'Or';
    return this;
  }

  addCondition(operator: AdvancedFilterConditionOperator, value?: string | number | boolean): this {
    this.#conditions.push({ operator, value });
    return this;
  }

  build(): AdvancedFilter {
    return new AdvancedFilter(
      this.target,
      this.#logicalOperator as AdvancedFilterLogicalOperator,
      this.#conditions,
    );
  }
}
