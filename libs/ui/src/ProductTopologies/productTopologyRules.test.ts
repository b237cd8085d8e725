import {
  productStatusOf,
  productTopologySortValue,
  productTopologyText,
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

// How they sort together (ties, directions, empty last) is tested where they are sorted: features'
// productTopologyAccessors.
describe('productTopologySortValue', () => {
  it.each([
    ['instance', ['erp-prd', 'ERP-dr', 'Homologação', 'dev-01']],
    // 192.0.2.10 as a number above 192.0.2.9; no address is null.
    ['publicIp', [3221225994, 3221225993, null, 3221225985]],
    ['domain', ['a.nuvem.cloud', 'b.nuvem.cloud', null, 'd.nuvem.cloud']],
    ['type', [1, 2, 3, 4]],
    ['drRole', [0, 1, 2, 2]],
    ['status', [2, 2, 0, 1]],
  ] as const)('%s', (field, expected) => {
    expect(all.map((t) => productTopologySortValue(t, field))).toEqual(expected);
  });
});

test('free text reaches instance, id, domain, address, region and provider', () => {
  expect(productTopologyText(d)).toBe('dev-01\nd\nd.nuvem.cloud\n192.0.2.1\nsa-east-1\naws');
  expect(productTopologyText(c)).toBe('Homologação\nc\n\n\nsa-east-1\noci');
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
