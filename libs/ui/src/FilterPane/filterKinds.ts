import { isNumericFormat } from '../format/formatValue';
import type {
  AdvancedFilterOperator,
  FilterCondition,
  FilterField,
  FilterKind,
  RelativeDateUnit,
} from '../model/filterCard';
import type { VisualValueFormat } from '../model/visualData';

/** The kinds of filter an editor offers (its 'Tipo de filtro'); 'all' is no filter, reached by 'Limpar filtro'. */
export type EditableFilterKind = Exclude<FilterKind, 'all'>;

const isDateFormat = (format: VisualValueFormat) =>
  format === 'date' || format === 'month' || format === 'dateTime';

/** What a field can be filtered by, as Power BI offers it: relative dates only for dates. */
export function filterKindsFor(format: VisualValueFormat): EditableFilterKind[] {
  return isDateFormat(format) ? ['basic', 'advanced', 'relativeDate', 'topN'] : ['basic', 'advanced', 'topN'];
}

/** The advanced conditions a field's values allow: text compares as text, numbers and dates by order. */
export function advancedOperatorsFor(format: VisualValueFormat): AdvancedFilterOperator[] {
  if (isNumericFormat(format) || isDateFormat(format))
    return [
      'Is',
      'IsNot',
      'LessThan',
      'LessThanOrEqual',
      'GreaterThan',
      'GreaterThanOrEqual',
      'IsBlank',
      'IsNotBlank',
    ];
  return [
    'Contains',
    'DoesNotContain',
    'StartsWith',
    'DoesNotStartWith',
    'Is',
    'IsNot',
    'IsBlank',
    'IsNotBlank',
    'IsEmptyString',
    'IsNotEmptyString',
  ];
}

/** Operators that take no value. */
export const takesNoValue = (operator: AdvancedFilterOperator) =>
  operator === 'IsBlank' ||
  operator === 'IsNotBlank' ||
  operator === 'IsEmptyString' ||
  operator === 'IsNotEmptyString';

export const RELATIVE_DATE_UNITS: readonly RelativeDateUnit[] = [
  'Days',
  'Weeks',
  'CalendarWeeks',
  'Months',
  'CalendarMonths',
  'Years',
  'CalendarYears',
];

/** Top N's default count, as Power BI's editor starts it. */
export const DEFAULT_TOP_N = 5;

/** Where an editor of a kind starts when the filter is of another kind. */
export function startingCondition<K extends EditableFilterKind>(
  kind: K,
  field: FilterField,
  valueFields: readonly FilterField[],
): Extract<FilterCondition, { kind: K }> {
  const starts: { [P in EditableFilterKind]: Extract<FilterCondition, { kind: P }> } = {
    basic: { kind: 'basic', operator: 'In', values: [] },
    advanced: {
      kind: 'advanced',
      logicalOperator: 'And',
      conditions: [{ operator: advancedOperatorsFor(field.format)[0]! }],
    },
    topN: { kind: 'topN', operator: 'Top', itemCount: DEFAULT_TOP_N, orderBy: valueFields[0] ?? field },
    relativeDate: {
      kind: 'relativeDate',
      operator: 'InLast',
      timeUnitsCount: 1,
      timeUnit: 'Months',
      includeToday: true,
    },
  };
  return starts[kind];
}
