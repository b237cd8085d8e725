import { createI18n, type Locale } from '../i18n';
import type { ValueFormatter } from '../format/useValueFormatter';
import { formatValue } from '../format/formatValue';
import type { FilterCardModel, FilterCondition, FilterField } from '../model/filterCard';
import { filterSummary } from './filterSummary';

const city: FilterField = { key: 'Clientes.Cidade', label: 'Cidade', format: 'text' };
const cost: FilterField = { key: 'Consumo.Custo Total', label: 'Custo Total', format: 'currency' };
const day: FilterField = { key: 'Consumo.Data', label: 'Data', format: 'date' };

function summaryOf(condition: FilterCondition, field: FilterField, locale: Locale = 'pt-BR') {
  const i18n = createI18n({ locale });
  const t = i18n.getFixedT(locale, 'ui', 'FilterPane');
  const words = { blank: '(Em branco)', true: 'Verdadeiro', false: 'Falso' };
  const formatter: ValueFormatter = {
    locale,
    blank: words.blank,
    format: (value, format) => formatValue(value, format, { locale, words }),
    compact: (value, format) => formatValue(value, format, { locale, words }),
    axis: (value, format) => formatValue(value, format, { locale, words }),
  };
  const card: FilterCardModel = { id: 'f', level: 'page', field, condition };
  return filterSummary(card, t, formatter).replace(/\u00a0/g, ' ');
}

test.each<[string, FilterCondition, FilterField, string]>([
  ['no filter', { kind: 'all' }, city, 'é (Tudo)'],
  ['one value', { kind: 'basic', operator: 'In', values: ['São Paulo'] }, city, 'é São Paulo'],
  [
    'two values',
    { kind: 'basic', operator: 'In', values: ['São Paulo', 'Rio de Janeiro'] },
    city,
    'é São Paulo ou Rio de Janeiro',
  ],
  ['three values', { kind: 'basic', operator: 'In', values: ['A', 'B', 'C'] }, city, 'é A, B ou C'],
  [
    'more values',
    { kind: 'basic', operator: 'In', values: ['A', 'B', 'C', 'D', 'E'] },
    city,
    'é A, B, C e mais 2',
  ],
  [
    'excluded values',
    { kind: 'basic', operator: 'NotIn', values: ['Sul', null] },
    city,
    'não é Sul ou (Em branco)',
  ],
  [
    'advanced, two conditions',
    {
      kind: 'advanced',
      logicalOperator: 'And',
      conditions: [
        { operator: 'GreaterThan', value: 1000 },
        { operator: 'LessThanOrEqual', value: 5000 },
      ],
    },
    cost,
    'é maior que R$ 1.000,00 e é menor que ou igual a R$ 5.000,00',
  ],
  [
    'advanced, or, without value',
    {
      kind: 'advanced',
      logicalOperator: 'Or',
      conditions: [{ operator: 'Contains', value: 'São' }, { operator: 'IsBlank' }],
    },
    city,
    'contém São ou está em branco',
  ],
  ['top N', { kind: 'topN', operator: 'Top', itemCount: 5, orderBy: cost }, city, 'Top 5 por Custo Total'],
  [
    'bottom N',
    { kind: 'topN', operator: 'Bottom', itemCount: 10, orderBy: cost },
    city,
    'Últimos 10 por Custo Total',
  ],
  [
    'last 3 months',
    { kind: 'relativeDate', operator: 'InLast', timeUnitsCount: 3, timeUnit: 'Months', includeToday: false },
    day,
    'está nos últimos 3 meses',
  ],
  [
    'last week, calendar, today included',
    {
      kind: 'relativeDate',
      operator: 'InLast',
      timeUnitsCount: 1,
      timeUnit: 'CalendarWeeks',
      includeToday: true,
    },
    day,
    'está na última semana (calendário), incluindo hoje',
  ],
  [
    'next 2 years',
    { kind: 'relativeDate', operator: 'InNext', timeUnitsCount: 2, timeUnit: 'Years', includeToday: false },
    day,
    'está nos próximos 2 anos',
  ],
  [
    'this month',
    {
      kind: 'relativeDate',
      operator: 'InThis',
      timeUnitsCount: 0,
      timeUnit: 'CalendarMonths',
      includeToday: true,
    },
    day,
    'está neste mês',
  ],
  [
    'today',
    { kind: 'relativeDate', operator: 'InThis', timeUnitsCount: 0, timeUnit: 'Days', includeToday: false },
    day,
    'é hoje',
  ],
])('pt-BR: %s', (_, condition, field, expected) => {
  expect(summaryOf(condition, field)).toBe(expected);
});

test.each<[Locale, FilterCondition, FilterField, string]>([
  ['en', { kind: 'all' }, city, 'is (All)'],
  ['en', { kind: 'basic', operator: 'In', values: ['A', 'B', 'C'] }, city, 'is A, B, or C'],
  ['en', { kind: 'basic', operator: 'In', values: ['A', 'B', 'C', 'D'] }, city, 'is A, B, C and 1 more'],
  ['en', { kind: 'topN', operator: 'Bottom', itemCount: 3, orderBy: cost }, city, 'Bottom 3 by Custo Total'],
  [
    'en',
    { kind: 'relativeDate', operator: 'InLast', timeUnitsCount: 3, timeUnit: 'Months', includeToday: false },
    day,
    'is in the last 3 months',
  ],
  ['es', { kind: 'basic', operator: 'In', values: ['A', 'B'] }, city, 'es A o B'],
  [
    'es',
    { kind: 'relativeDate', operator: 'InNext', timeUnitsCount: 1, timeUnit: 'Weeks', includeToday: true },
    day,
    'está en la próxima semana, incluido hoy',
  ],
])('%s: %j', (locale, condition, field, expected) => {
  expect(summaryOf(condition, field, locale)).toBe(expected);
});
