import type { Account } from '../model/account';
import { indexPickerAccounts, listAccounts } from './listAccounts';

const account = (cloud_id: string, corporate_name: string, isFavorite = false): Account => ({
  cloud_id,
  corporate_name,
  t_code: `T-${cloud_id}`,
  isFavorite,
});

// Favourites sit late in the list on purpose: they must still come first.
const accounts = [
  account('A1', 'Alfa Ltda.'),
  account('A2', 'Alfa Norte'),
  account('B1', 'Beta S.A.'),
  account('C1', 'Gama Ltda.', true),
  account('D1', 'Delta Ltda.', true),
];
const index = indexPickerAccounts(accounts);
const ids = (list: Account[]) => list.map((a) => a.cloud_id);

test.each([
  // query, limit, favourites, others, matched
  ['', 10, ['C1', 'D1'], ['A1', 'A2', 'B1'], 5],
  ['', 3, ['C1', 'D1'], ['A1'], 5],
  ['', 1, ['C1'], [], 5],
  ['ltda', 10, ['C1', 'D1'], ['A1'], 3],
  ['ltda', 2, ['C1', 'D1'], [], 3],
  ['ALFA', 10, [], ['A1', 'A2'], 2],
  ['t-d1', 10, ['D1'], [], 1],
  ['nada', 10, [], [], 0],
] as const)(
  'query %j, limit %i → favourites %j, others %j, %i matched',
  (query, limit, favs, others, matched) => {
    const listing = listAccounts(index, query, limit);
    expect(ids(listing.favourites)).toEqual(favs);
    expect(ids(listing.others)).toEqual(others);
    expect(listing.matched).toBe(matched);
  },
);

test('lists 10 accounts by default', () => {
  const many = indexPickerAccounts(
    Array.from({ length: 10_000 }, (_, i) => account(`C${i}`, `Empresa ${i}`)),
  );
  const listing = listAccounts(many, 'empresa 1');
  expect(listing.others).toHaveLength(10);
  expect(listing.matched).toBe(1_111);
});
