// What a Q&A answer shows, in the viewer's language: its values by what they are grouped by, then its
// filters ('Custo Total por Serviço · 5 maiores · mês passado · Região: São Paulo').
import type { FieldRef, Filter } from '@nuvem/api-contract';
import { filterTypes } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import type { FieldCatalog } from '../data/fieldCatalog';
import { fieldsTitleOf } from '../data/fieldsTitle';
import type { Translate } from '../data/smartNarrative';
import type { QnaAnswer } from './interpretQuestion';

const Unit = models.RelativeDateFilterTimeUnit;
/** RelativeDateFilterTimeUnit → the word the translations use. */
const UNIT_WORDS: Record<number, 'day' | 'week' | 'month' | 'year'> = {
  [Unit.Days]: 'day',
  [Unit.Weeks]: 'week',
  [Unit.CalendarWeeks]: 'week',
  [Unit.Months]: 'month',
  [Unit.CalendarMonths]: 'month',
  [Unit.Years]: 'year',
  [Unit.CalendarYears]: 'year',
};
const CALENDAR_UNITS = new Set<number>([Unit.CalendarWeeks, Unit.CalendarMonths, Unit.CalendarYears]);

export function restatementOf(answer: QnaAnswer, catalog: FieldCatalog, t: Translate): string {
  const label = (field: FieldRef) => catalog.info(field)?.label ?? '';
  const main = fieldsTitleOf(answer.fields, label, t);
  // The rank first ('5 maiores'), then time, then the values named.
  const order = (filter: Filter) =>
    filter.filterType === filterTypes.topN ? 0 : filter.filterType === filterTypes.relativeDate ? 1 : 2;
  const filters = [...answer.filters].sort((a, b) => order(a) - order(b));
  return [main, ...filters.map((filter) => filterText(filter, label, t))].filter(Boolean).join(' · ');
}

function filterText(filter: Filter, label: (field: FieldRef) => string, t: Translate): string {
  if (filter.filterType === filterTypes.topN)
    return t(filter.operator === 'Top' ? 'qna.top' : 'qna.bottom', { count: filter.itemCount });
  if (filter.filterType === filterTypes.basic) {
    if (label(filter.target as FieldRef) === '') return '';
    const values = filter.values.map(String).join(', ');
    // A year is its own phrase ('em 2026'); other values name their column ('Região: São Paulo').
    return 'column' in filter.target && typeof filter.values[0] === 'number'
      ? t('qna.inYear', { year: values })
      : `${label(filter.target as FieldRef)}: ${values}`;
  }
  if (filter.filterType === filterTypes.relativeDate) {
    const unit = UNIT_WORDS[filter.timeUnitType] ?? 'day';
    const count = filter.timeUnitsCount ?? 1;
    if (unit === 'day' && count === 1 && filter.operator === 1) return t('qna.today');
    if (unit === 'day' && count === 1 && filter.operator === 0 && !filter.includeToday)
      return t('qna.yesterday');
    if (filter.operator === 1) return t(`qna.this.${unit}`);
    return CALENDAR_UNITS.has(filter.timeUnitType)
      ? t(`qna.lastCalendar.${unit}`)
      : t(`qna.last.${unit}`, { count });
  }
  return '';
}
