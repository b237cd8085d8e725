import { RelativeDateFilter, RelativeTimeFilter } from '../models/filters';
import { RelativeDateOperators } from '../models/filterType';
import { FilterBuilder } from './FilterBuilder';

/** The period shared by the relative date and time builders: an operator, a count and a unit. */
abstract class RelativePeriodBuilder extends FilterBuilder {
  protected operator: RelativeDateOperators | undefined;
  protected timeUnitsCount: number | undefined;
  protected timeUnitType: number | undefined;

  inLast(timeUnitsCount: number, timeUnitType: number): this {
    return this.period(RelativeDateOperators.InLast, timeUnitsCount, timeUnitType);
  }

  inThis(timeUnitsCount: number, timeUnitType: number): this {
    return this.period(RelativeDateOperators.InThis, timeUnitsCount, timeUnitType);
  }

  inNext(timeUnitsCount: number, timeUnitType: number): this {
    return this.period(RelativeDateOperators.InNext, timeUnitsCount, timeUnitType);
  }

  private period(operator: RelativeDateOperators, count: number, unit: number | undefined): this {
    this.operator = operator;
    this.timeUnitsCount = count;
    this.timeUnitType = unit;
    return this;
  }
}

/** Builds a RelativeDateFilter (in the last, this or next N days, weeks, months, years…). */
export class RelativeDateFilterBuilder extends RelativePeriodBuilder {
  private isTodayIncluded = true;

  includeToday(includeToday: boolean): this {
    this.isTodayIncluded = includeToday;
    return this;
  }

  build(): RelativeDateFilter {
    return new RelativeDateFilter(
      this.target,
      this.operator,
      this.timeUnitsCount,
      this.timeUnitType,
      this.isTodayIncluded,
    );
  }
}

/** Builds a RelativeTimeFilter (in the last, this or next N minutes or hours). */
export class RelativeTimeFilterBuilder extends RelativePeriodBuilder {
  build(): RelativeTimeFilter {
    return new RelativeTimeFilter(this.target, this.operator, this.timeUnitsCount, this.timeUnitType);
  }
}
