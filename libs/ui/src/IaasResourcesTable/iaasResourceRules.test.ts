import type { FilterToken } from '../ResourceList/resourceListTypes';
import { isSummaryChoiceOn, toggleSummaryChoice } from './iaasResourceRules';

const token = (field: string, value: string, operator: FilterToken['operator'] = '='): FilterToken => ({
  field,
  operator,
  value,
});

test.each<[string, FilterToken[], FilterToken[]]>([
  ['adds the kind', [], [token('kind', 'volume')]],
  [
    'replaces another kind, keeps other fields',
    [token('kind', 'network'), token('region', 'sa-east-1')],
    [token('region', 'sa-east-1'), token('kind', 'volume')],
  ],
  ['drops it when pressed again', [token('kind', 'volume'), token('', 'db', ':')], [token('', 'db', ':')]],
  ['replaces a kind ≠ volume', [token('kind', 'volume', '!=')], [token('kind', 'volume')]],
])('volumes: %s', (_, filter, expected) => {
  expect(toggleSummaryChoice(filter, { field: 'kind', value: 'volume' })).toEqual(expected);
});

test.each<[FilterToken[], boolean]>([
  [[token('state', 'error')], true],
  [[token('state', 'error'), token('state', 'running', '!=')], false],
  [[token('state', 'error', '!=')], false],
  [[], false],
])('in error pressed for %j: %s', (filter, on) => {
  expect(isSummaryChoiceOn(filter, { field: 'state', value: 'error' })).toBe(on);
});
