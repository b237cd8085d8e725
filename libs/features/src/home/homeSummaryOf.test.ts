import type { Topology, TopologyList } from '@nuvem/api-contract';
import { drPairsOf, productsSummaryOf } from './homeSummaryOf';

const topology = (id: string, product: string, region: string, more: Partial<Topology> = {}): Topology => ({
  topology_id: id,
  cloud_id: 'ACM1',
  product,
  topology_type: 'production',
  replica_of: null,
  provider: 'oci',
  region,
  instance_name: `acm1-${product}-${id}`,
  domain: null,
  public_ip: null,
  status: 'active',
  ...more,
});

const nameOf = (product: string) => ({ protheus: 'Protheus', fluig: 'Fluig', rm: 'RM' })[product] ?? product;

const list = (topologies: Topology[], allTopologies = false): TopologyList => ({
  cloud_id: 'ACM1',
  all_topologies: allTopologies,
  topologies,
});

test('counts topologies by product (the most first, then by name) and by region, each product linking to its page', () => {
  const summary = productsSummaryOf(
    list(
      [
        topology('01', 'protheus', 'sa-east-1', { topology_type: 'dr_origin' }),
        topology('02', 'protheus', 'sa-east-2', { topology_type: 'dr_destination', replica_of: '01' }),
        topology('03', 'rm', 'sa-east-1'),
        topology('04', 'fluig', 'us-east-1'),
        topology('05', 'protheus', 'sa-east-1'),
      ],
      true,
    ),
    nameOf,
  );
  expect(summary.total).toBe(5);
  expect(summary.products).toEqual([
    {
      product: 'protheus',
      name: 'Protheus',
      href: '/produto/protheus',
      topologies: 3,
      regions: [
        { region: 'sa-east-1', count: 2 },
        { region: 'sa-east-2', count: 1 },
      ],
    },
    {
      product: 'fluig',
      name: 'Fluig',
      href: '/produto/fluig',
      topologies: 1,
      regions: [{ region: 'us-east-1', count: 1 }],
    },
    {
      product: 'rm',
      name: 'RM',
      href: '/produto/rm',
      topologies: 1,
      regions: [{ region: 'sa-east-1', count: 1 }],
    },
  ]);
  expect(summary.regions).toEqual([
    { region: 'sa-east-1', count: 3 },
    { region: 'sa-east-2', count: 1 },
    { region: 'us-east-1', count: 1 },
  ]);
  expect(summary.replicasHidden).toBe(false);
});

test('says the replicas are not counted when the list leaves them out and has DR origins', () => {
  expect(
    productsSummaryOf(list([topology('01', 'protheus', 'sa-east-1', { topology_type: 'dr_origin' })]), nameOf)
      .replicasHidden,
  ).toBe(true);
  expect(productsSummaryOf(list([topology('01', 'rm', 'sa-east-1')]), nameOf).replicasHidden).toBe(false);
});

test('an environment without topologies: nothing to count', () => {
  expect(productsSummaryOf(list([]), nameOf)).toEqual({
    products: [],
    regions: [],
    total: 0,
    replicasHidden: false,
  });
});

test('a product id that is no brand keeps its id in the link, escaped', () => {
  const [product] = productsSummaryOf(list([topology('01', 'a b', 'sa-east-1')]), nameOf).products;
  expect(product).toMatchObject({ name: 'a b', href: '/produto/a%20b' });
});

test('pairs each DR origin with its listed replica', () => {
  expect(
    drPairsOf(
      [
        topology('01', 'protheus', 'sa-east-1', {
          topology_type: 'dr_origin',
          instance_name: 'acm1-protheus-prd',
        }),
        topology('02', 'protheus', 'sa-east-2', {
          topology_type: 'dr_destination',
          replica_of: '01',
          instance_name: 'acm1-protheus-dr',
        }),
        topology('03', 'rm', 'sa-east-1'),
      ],
      ['sa-east-2'],
      nameOf,
    ),
  ).toEqual([
    {
      id: '01',
      productName: 'Protheus',
      origin: { instance: 'acm1-protheus-prd', region: 'sa-east-1' },
      destination: { instance: 'acm1-protheus-dr', region: 'sa-east-2' },
    },
  ]);
});

test('a replica the list leaves out (DR view off) is named by the official DR regions; none known: null', () => {
  const origin = topology('01', 'protheus', 'sa-east-1', { topology_type: 'dr_origin' });
  expect(drPairsOf([origin], ['sa-east-2'], nameOf)[0]!.destination).toEqual({ region: 'sa-east-2' });
  expect(drPairsOf([origin], ['sa-east-2', 'us-east-1'], nameOf)[0]!.destination).toEqual({
    region: 'sa-east-2, us-east-1',
  });
  expect(drPairsOf([origin], [], nameOf)[0]!.destination).toBeNull();
  expect(drPairsOf([topology('03', 'rm', 'sa-east-1')], ['sa-east-2'], nameOf)).toEqual([]);
});
