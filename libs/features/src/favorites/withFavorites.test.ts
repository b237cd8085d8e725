import type { Account } from '@nuvem/ui';
import { withFavorites } from './withFavorites';

const account = (cloud_id: string): Account => ({
  cloud_id,
  t_code: `T-${cloud_id}`,
  corporate_name: cloud_id,
});
const accounts = ['A', 'B', 'C', 'D'].map(account);

test.each([
  [[], ['A', 'B', 'C', 'D'], []],
  [['C'], ['C', 'A', 'B', 'D'], ['C']],
  [
    ['D', 'B'],
    ['B', 'D', 'A', 'C'],
    ['B', 'D'],
  ],
  [['Z'], ['A', 'B', 'C', 'D'], []],
])('favorites %j: order %j, starred %j', (favorites, order, starred) => {
  const listed = withFavorites(
    accounts,
    favorites.map((cloud_id) => ({ cloud_id })),
  );
  expect(listed.map((a) => a.cloud_id)).toEqual(order);
  expect(listed.filter((a) => a.isFavorite).map((a) => a.cloud_id)).toEqual(starred);
});
