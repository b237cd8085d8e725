import {
  countsByKind,
  filterIaasResources,
  hasIaasFilters,
  NO_IAAS_FILTERS,
  regionsOf,
  resourcesInError,
  type IaasResourceItem,
} from './iaasResourceRules';

const resource = (id: string, fields: Partial<IaasResourceItem>): IaasResourceItem => ({
  id,
  name: id,
  kind: 'virtual_machine',
  provider: 'oci',
  region: 'sa-east-1',
  state: 'running',
  vcpus: 2,
  memoryGb: 4,
  sizeGb: 50,
  cidr: null,
  address: null,
  attachedTo: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...fields,
});

const all = [
  resource('vm1', {}),
  resource('vm2', { region: 'sa-east-2', state: 'stopped' }),
  resource('vol1', { kind: 'volume', state: 'in_use', attachedTo: 'vm1' }),
  resource('ip1', { kind: 'public_ip', region: 'sa-east-2', state: 'available' }),
  resource('vm3', { state: 'error' }),
];
const ids = (list: readonly IaasResourceItem[]) => list.map((r) => r.id).join(',');

describe('filterIaasResources', () => {
  it.each([
    [NO_IAAS_FILTERS, 'vm1,vm2,vol1,ip1,vm3'],
    [{ kind: 'virtual_machine', region: '', state: '' }, 'vm1,vm2,vm3'],
    [{ kind: '', region: 'sa-east-2', state: '' }, 'vm2,ip1'],
    [{ kind: '', region: '', state: 'error' }, 'vm3'],
    [{ kind: 'virtual_machine', region: 'sa-east-2', state: 'stopped' }, 'vm2'],
    [{ kind: 'network', region: '', state: '' }, ''],
  ] as const)('%j → %s', (filters, expected) => {
    expect(ids(filterIaasResources(all, filters))).toBe(expected);
  });

  it('keeps the same list when nothing is filtered', () => {
    expect(filterIaasResources(all, NO_IAAS_FILTERS)).toBe(all);
    expect(hasIaasFilters(NO_IAAS_FILTERS)).toBe(false);
    expect(hasIaasFilters({ ...NO_IAAS_FILTERS, region: 'x' })).toBe(true);
  });
});

test('regionsOf lists each region once, sorted', () => {
  expect(regionsOf(all)).toEqual(['sa-east-1', 'sa-east-2']);
});

test('countsByKind counts every kind, zero included', () => {
  expect(countsByKind(all)).toEqual({ virtual_machine: 3, volume: 1, network: 0, public_ip: 1 });
});

test('resourcesInError counts those in error', () => {
  expect(resourcesInError(all)).toBe(1);
});
