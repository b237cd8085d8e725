import type { Topology } from '@nuvem/api-contract';
import { isPaasProduct, productNameOf, productTopologyOf, topologiesOfProduct } from './productTopologyOf';

const topology = (id: string, product: string, fields: Partial<Topology> = {}): Topology => ({
  topology_id: id,
  cloud_id: 'ACM1',
  product,
  topology_type: 'production',
  replica_of: null,
  provider: 'oci',
  region: 'sa-east-1',
  instance_name: `acm1-${product}`,
  domain: null,
  public_ip: null,
  status: 'active',
  ...fields,
});

test.each([
  ['protheus', true],
  ['2c', true],
  ['outros', true],
  ['Protheus', false],
  ['sap', false],
  ['', false],
  [undefined, false],
])('isPaasProduct(%j) → %s', (slug, expected) => {
  expect(isPaasProduct(slug)).toBe(expected);
});

test('productNameOf: brand names as the menu shows them; outros translated', () => {
  expect(productNameOf('smartrm_cluster', 'Outros')).toBe('SmartRM Cluster');
  expect(productNameOf('outros', 'Others')).toBe('Others');
});

test('productTopologyOf keeps every field the page shows', () => {
  expect(
    productTopologyOf(
      topology('tp-2', 'protheus', {
        topology_type: 'dr_destination',
        replica_of: 'tp-1',
        domain: 'x.nuvem.cloud',
        public_ip: '192.0.2.1',
        provider: 'aws',
        region: 'sa-east-2',
        status: 'stopped',
      }),
    ),
  ).toEqual({
    id: 'tp-2',
    instanceName: 'acm1-protheus',
    domain: 'x.nuvem.cloud',
    publicIp: '192.0.2.1',
    region: 'sa-east-2',
    provider: 'aws',
    type: 'dr_destination',
    replicaOf: 'tp-1',
    status: 'stopped',
  });
});

test('topologiesOfProduct keeps the one product', () => {
  const list = [topology('a', 'protheus'), topology('b', 'fluig'), topology('c', 'Protheus')];
  expect(topologiesOfProduct(list, 'protheus').map((t) => t.id)).toEqual(['a', 'c']);
  expect(topologiesOfProduct(list, 'rm')).toEqual([]);
});
