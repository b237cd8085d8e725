import type { FilterField } from '../model/filterCard';
import { advancedOperatorsFor, filterKindsFor, startingCondition, takesNoValue } from './filterKinds';

test.each([
  ['text', ['basic', 'advanced', 'topN']],
  ['currency', ['basic', 'advanced', 'topN']],
  ['date', ['basic', 'advanced', 'relativeDate', 'topN']],
  ['month', ['basic', 'advanced', 'relativeDate', 'topN']],
] as const)('%s fields filter by %j', (format, kinds) => {
  expect(filterKindsFor(format)).toEqual(kinds);
});

test('text compares as text; numbers and dates by order', () => {
  expect(advancedOperatorsFor('text')).toContain('Contains');
  expect(advancedOperatorsFor('text')).not.toContain('GreaterThan');
  expect(advancedOperatorsFor('integer')).toContain('GreaterThan');
  expect(advancedOperatorsFor('date')).not.toContain('Contains');
});

test.each([
  ['IsBlank', true],
  ['IsNotEmptyString', true],
  ['Is', false],
  ['Contains', false],
] as const)('%s takes no value: %s', (operator, expected) => {
  expect(takesNoValue(operator)).toBe(expected);
});

const city: FilterField = { key: 'c', label: 'Cidade', format: 'text' };
const cost: FilterField = { key: 'v', label: 'Custo', format: 'currency' };

test('editors start from Power BI defaults', () => {
  expect(startingCondition('basic', city, [cost])).toEqual({ kind: 'basic', operator: 'In', values: [] });
  expect(startingCondition('advanced', city, [])).toEqual({
    kind: 'advanced',
    logicalOperator: 'And',
    conditions: [{ operator: 'Contains' }],
  });
  expect(startingCondition('topN', city, [cost])).toEqual({
    kind: 'topN',
    operator: 'Top',
    itemCount: 5,
    orderBy: cost,
  });
  expect(startingCondition('relativeDate', city, [])).toEqual({
    kind: 'relativeDate',
    operator: 'InLast',
    timeUnitsCount: 1,
    timeUnit: 'Months',
    includeToday: true,
  });
});
