import type { FieldRef, Filter } from '@nuvem/api-contract';
import type { QnaInterpretation } from '../interpretQuestion';

/** A field as the table of questions writes it: its name, an aggregation around a column ('Sum(Valor)'). */
const nameOf = (field: FieldRef) =>
  'measure' in field
    ? field.measure
    : 'aggregationFunction' in field
      ? `${field.aggregationFunction}(${field.column})`
      : 'column' in field
        ? field.column
        : field.hierarchyLevel;

const UNITS = ['Days', 'Weeks', 'CalendarWeeks', 'Months', 'CalendarMonths', 'Years', 'CalendarYears'];

function filterText(filter: Filter): string {
  const target = nameOf(filter.target as FieldRef);
  if (filter.filterType === 1) return `${target} in ${filter.values.join('|')}`;
  if (filter.filterType === 5)
    return `${filter.operator.toLowerCase()} ${filter.itemCount} ${target} by ${nameOf(filter.orderBy)}`;
  if (filter.filterType === 4) {
    const operator = ['last', 'this', 'next'][filter.operator];
    return `${target} ${operator} ${filter.timeUnitsCount} ${UNITS[filter.timeUnitType]}${filter.includeToday ? '' : ' without today'}`;
  }
  return JSON.stringify(filter);
}

/**
 * One line per interpretation, the way the table of questions states what each should give:
 * 'consumo clusteredBarChart · values Custo Total · category Região · sort Custo Total desc'.
 */
export function describeAnswer(interpretation: QnaInterpretation): string {
  if (!interpretation.understood) return `not understood: ${interpretation.unknownWords.join(' ')}`;
  const { datasetId, visualType, fields, filters, sort } = interpretation.answer;
  return [
    `${datasetId} ${visualType}`,
    fields.values && `values ${fields.values.map(nameOf).join(', ')}`,
    fields.category && `category ${fields.category.map(nameOf).join(', ')}`,
    fields.series && `series ${nameOf(fields.series)}`,
    fields.columns && `columns ${fields.columns.map(nameOf).join(', ')}`,
    ...filters.map(filterText),
    sort && `sort ${nameOf(sort.field)} ${sort.direction === 'Ascending' ? 'asc' : 'desc'}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
