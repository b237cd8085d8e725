import { RelativeDateFilter, RelativeTimeFilter } from '../models/filters';
import { RelativeDateOperators } from '../models/filterType';
import { FilterBuilder } from './FilterBuilder';

type Period = [
  operator: RelativeDateOperators | undefined,
  count: number | undefined,
  unit: number | undefined,
];

/** The period shared by the relative date and time builders: an operator, a count and a unit. */
abstract class RelativePeriodBuilder extends FilterBuilder {
  /** In the order the filters' constructors take them. */
  protected period: Period = [undefined, undefined, undefined];

  inLast(timeUnitsCount: number, timeUnitType: number): this {
    return this.#set(RelativeDateOperators.InLast, timeUnitsCount, timeUnitType);
  }

  inThis(timeUnitsCount: number, timeUnitType: number): this {
    return this.#set(RelativeDateOperators.InThis, timeUnitsCount, timeUnitType);
  }

  inNext(timeUnitsCount: number, timeUnitType: number): this {
    return this.#set(RelativeDateOperators.InNext, timeUnitsCount, timeUnitType);
  }

  #set(...period: Period): this {
    this.period = period;
    return this;
  }
}

/** Builds a RelativeDateFilter (in the last, this or next N days, weeks, months, years…). */
export class RelativeDateFilterBuilder extends RelativePeriodBuilder {
  #isTodayIncluded = true;

  includeToday(includeToday: boolean): this {
    this.#isTodayIncluded = includeToday;
    return this;
  }

  build(): RelativeDateFilter {
    return new RelativeDateFilter(this.target, ...this.period, this.#isTodayIncluded);
  }
}

/** Builds a RelativeTimeFilter (in the last, this or next N minutes or hours). */
export class RelativeTimeFilterBuilder extends RelativePeriodBuilder {
  build(): RelativeTimeFilter {
    return new RelativeTimeFilter(this.target, ...this.period);
  }
}
