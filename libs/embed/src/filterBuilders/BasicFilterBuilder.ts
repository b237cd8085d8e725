import { BasicFilter, type BasicFilterOperator } from '../models/filters';
import { FilterBuilder } from './FilterBuilder';

type Value = string | number | boolean;

/** Builds a BasicFilter: `in`, `notIn` or `all` values of the target. */
export class BasicFilterBuilder extends FilterBuilder {
  #operator: BasicFilterOperator | undefined;
  #values: Value[] | undefined;
  #isRequireSingleSelection = false;

  in(values: Value[]): this {
    return this.#set('In', values);
  }

  notIn(values: Value[]): this {
    return this.#set('NotIn', values);
  }

  all(): this {
    return this.#set('All', []);
  }

  requireSingleSelection(isRequireSingleSelection = false): this {
    this.#isRequireSingleSelection = isRequireSingleSelection;
    return this;
  }

  build(): BasicFilter {
    const filter = new BasicFilter(this.target, this.#operator, this.#values as Value[]);
    filter.requireSingleSelection = this.#isRequireSingleSelection;
    return filter;
  }

  #set(operator: BasicFilterOperator, values: Value[]): this {
    this.#operator = operator;
    this.#values = values;
    return this;
  }
}
