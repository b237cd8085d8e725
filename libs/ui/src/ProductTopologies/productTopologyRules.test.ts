import {
  foldText,
  productStatusOf,
  searchTopologies,
  sortTopologies,
  type ProductTopology,
} from './productTopologyRules';

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
const all = [a, b, c, d];
const ids = (list: readonly ProductTopology[]) => list.map((t) => t.id).join('');

describe('searchTopologies', () => {
  it.each([
    ['', 'abcd'],
    ['  ', 'abcd'],
    ['erp', 'ab'],
    ['HOMOLOGACAO', 'c'],
    ['192.0.2.9', 'b'],
    ['sa-east-2', 'a'],
    ['aws', 'd'],
    ['d.nuvem', 'd'],
    ['erp dr', 'b'],
    ['nada', ''],
  ])('%j → %s', (query, expected) => {
    expect(ids(searchTopologies(all, query))).toBe(expected);
  });
});

describe('sortTopologies', () => {
  it.each([
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
  ] as const)('%s %s → %s', (field, direction, expected) => {
    expect(ids(sortTopologies(all, { field, direction }))).toBe(expected);
  });

  it('leaves its input alone', () => {
    const input = [c, a];
    sortTopologies(input, { field: 'instance', direction: 'asc' });
    expect(input).toEqual([c, a]);
  });
});

describe('productStatusOf', () => {
  it('counts the topologies, their regions and those not active', () => {
    expect(productStatusOf(all)).toEqual({
      total: 4,
      regions: ['sa-east-1', 'sa-east-2'],
      stopped: 1,
      provisioning: 1,
      withDisasterRecovery: 2,
    });
  });

  it('is all zero for a product the environment does not have', () => {
    expect(productStatusOf([])).toEqual({
      total: 0,
      regions: [],
      stopped: 0,
      provisioning: 0,
      withDisasterRecovery: 0,
    });
  });
});

test('foldText drops case and accents', () => {
  expect(foldText('Produção ÁGIL')).toBe('producao agil');
});
