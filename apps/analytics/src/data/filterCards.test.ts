import { models } from '@nuvem/embed';
import { dataset } from '../testing/demoContent';
import { FieldCatalog } from './fieldCatalog';
import { filterCardOf, filterOfCard } from './filterCards';

const catalog = new FieldCatalog(dataset, 'en', (fn, field) => `${fn} of ${field}`);
const target = { table: 'Consumo', column: 'Região' };

test.each<[string, object, object]>([
  [
    'basic',
    { filterType: 1, target, operator: 'In', values: ['Sul'] },
    { kind: 'basic', operator: 'In', values: ['Sul'] },
  ],
  ['all', { filterType: 1, target, operator: 'All', values: [] }, { kind: 'all' }],
  [
    'advanced',
    { filterType: 0, target, logicalOperator: 'Or', conditions: [{ operator: 'Contains', value: 'S' }] },
    { kind: 'advanced', logicalOperator: 'Or', conditions: [{ operator: 'Contains', value: 'S' }] },
  ],
  [
    'top N',
    {
      filterType: 5,
      target,
      operator: 'Top',
      itemCount: 2,
      orderBy: { table: 'Consumo', measure: 'Custo Total' },
    },
    {
      kind: 'topN',
      operator: 'Top',
      itemCount: 2,
      orderBy: { key: 'Consumo.[Custo Total]', label: 'Total Cost', format: 'currency' },
    },
  ],
  [
    'relative date',
    {
      filterType: 4,
      target: { table: 'Consumo', column: 'Mês' },
      operator: 0,
      timeUnitsCount: 3,
      timeUnitType: 3,
      includeToday: true,
    },
    { kind: 'relativeDate', operator: 'InLast', timeUnitsCount: 3, timeUnit: 'Months', includeToday: true },
  ],
])('%s filters become cards and back', (_kind, filter, condition) => {
  const withSchema = { $schema: 'x', ...filter } as models.IFilter;
  const card = filterCardOf(withSchema, 'c1', 'page', catalog, ['Sul', 'Norte']);
  expect(card?.condition).toEqual(condition);
  expect(filterOfCard(withSchema, card!.condition)).toMatchObject(filter);
  expect(models.validateFilter(filterOfCard(withSchema, card!.condition))).toBeUndefined();
});

test('the card names the field in the viewer language, or the filter display name; locked and hidden follow the settings', () => {
  const card = filterCardOf(
    {
      $schema: 'x',
      filterType: 1,
      target,
      operator: 'In',
      values: [],
      displaySettings: { isLockedInViewMode: true },
    } as models.IFilter,
    'c1',
    'report',
    catalog,
  );
  expect(card).toMatchObject({
    id: 'c1',
    level: 'report',
    field: { key: 'Consumo.Região', label: 'Region' },
    locked: true,
    availableValues: [],
  });
  const named = filterCardOf(
    {
      $schema: 'x',
      filterType: 1,
      target,
      operator: 'In',
      values: [],
      displaySettings: { displayName: 'Onde', isHiddenInViewMode: true },
    } as models.IFilter,
    'c2',
    'report',
    catalog,
  );
  expect(named?.field.label).toBe('Onde');
  expect(named?.hidden).toBe(true);
});

test('kinds the pane cannot edit get no card', () => {
  const relativeTime = {
    $schema: 'x',
    filterType: 7,
    target,
    operator: 0,
    timeUnitsCount: 5,
    timeUnitType: 7,
  } as models.IFilter;
  expect(filterCardOf(relativeTime, 'c', 'report', catalog)).toBeUndefined();
});
