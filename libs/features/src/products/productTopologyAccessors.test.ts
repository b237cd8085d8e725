import type { FilterToken, ListSort, ProductTopology } from '@nuvem/ui';
import { filterAndSort } from '../collection/applyCollection';
import { byInstanceName, productTopologyAccessors } from './productTopologyAccessors';

const topology = (id: string, fields: Partial<ProductTopology> = {}): ProductTopology => ({
  id,
  instanceName: `inst-${id}`,
  domain: `${id}.nuvem.cloud`,
  publicIp: '192.0.2.1',
  region: 'sa-east-1',
  provider: 'oci',
  type: 'production',
  replicaOf: null,
  status: 'active',
  ...fields,
});

const a = topology('a', {
  instanceName: 'erp-prd',
  publicIp: '192.0.2.10',
  region: 'sa-east-2',
  type: 'dr_origin',
});
const b = topology('b', {
  instanceName: 'ERP-dr',
  publicIp: '192.0.2.9',
  type: 'dr_destination',
  replicaOf: 'a',
});
const c = topology('c', {
  instanceName: 'Homologação',
  domain: null,
  publicIp: null,
  type: 'homologation',
  status: 'stopped',
});
const d = topology('d', {
  instanceName: 'dev-01',
  type: 'development',
  status: 'provisioning',
  provider: 'aws',
});
// As the page hands them over: by instance.
const all = [a, b, c, d].sort(byInstanceName);
const ids = (filter: FilterToken[], sort: ListSort | null = null) =>
  filterAndSort(all, filter, sort, productTopologyAccessors)
    .map((t) => t.id)
    .join('');
const text = (value: string): FilterToken => ({ field: '', operator: ':', value });

test.each([
  ['erp', 'ba'],
  ['HOMOLOGACAO', 'c'],
  ['192.0.2.9', 'b'],
  ['sa-east-2', 'a'],
  ['aws', 'd'],
  ['d.nuvem', 'd'],
  ['erp dr', 'b'],
  ['nada', ''],
])('free text %j → %s', (value, expected) => {
  expect(ids([text(value)])).toBe(expected);
});

test.each<[FilterToken, string]>([
  [{ field: 'status', operator: '=', value: 'stopped' }, 'c'],
  [{ field: 'type', operator: '!=', value: 'development' }, 'bac'],
  [{ field: 'region', operator: '=', value: 'sa-east-2' }, 'a'],
])('filter %j → %s', (token, expected) => {
  expect(ids([token])).toBe(expected);
});

test.each([
  // 'ERP-dr' before 'erp-prd': case is ignored.
  ['instance', 'asc', 'dbac'],
  ['instance', 'desc', 'cabd'],
  // 192.0.2.1 (d) < .9 (b) < .10 (a); no address last either way.
  ['publicIp', 'asc', 'dbac'],
  ['publicIp', 'desc', 'abdc'],
  ['domain', 'desc', 'dbac'],
  ['region', 'asc', 'dbca'],
  ['type', 'asc', 'abcd'],
  ['drRole', 'asc', 'abdc'],
  ['status', 'asc', 'cdba'],
] as const)('sort %s %s → %s', (field, direction, expected) => {
  expect(ids([], { field, direction })).toBe(expected);
});
