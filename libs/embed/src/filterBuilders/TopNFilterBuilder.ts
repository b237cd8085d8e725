import type { FilterTarget } from '../models/filterTarget';
import { TopNFilter, type TopNFilterOperator } from '../models/filters';
import { FilterBuilder } from './FilterBuilder';

/** Builds a TopNFilter: the top or bottom N items, optionally ordered by another target. */
export class TopNFilterBuilder extends FilterBuilder {
  #operator: TopNFilterOperator | undefined;
  #itemCount: number | undefined;
  #orderByTargetValue: FilterTarget | undefined;

  top(itemCount: number): this {
    this.#operator = 'Top';
    this.#itemCount = itemCount;
    return this;
  }

  bottom(itemCount: number): this {
    this.#operator = 'Bottom';
    this.#itemCount = itemCount;
    return this;
  }

  orderByTarget(target: FilterTarget): this {
    this.#orderByTargetValue = target;
    return this;
  }

  build(): TopNFilter {
    return new TopNFilter(this.target, this.#operator, this.#itemCount, this.#orderByTargetValue);
  }
}
