import type { Account } from '../model/account';
import { indexPickerAccounts, listAccounts } from './listAccounts';

const account = (cloud_id: string, corporate_name: string, isFavorite = false): Account => ({
  cloud_id,
  corporate_name,
  t_code: `T-${cloud_id}`,
  isFavorite,
});

// Favorites sit late in the list on purpose: they must still come first, Delta before Gama.
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
  // query, limit, favorites, others, matched
  ['', 10, ['D1', 'C1'], ['A1', 'A2', 'B1'], 5],
  ['', 3, ['D1', 'C1'], ['A1'], 5],
  ['', 1, ['D1'], [], 5],
  ['ltda', 10, ['D1', 'C1'], ['A1'], 3],
  ['ltda', 2, ['D1', 'C1'], [], 3],
  ['ALFA', 10, [], ['A1', 'A2'], 2],
  ['t-d1', 10, ['D1'], [], 1],
  ['nada', 10, [], [], 0],
] as const)(
  'query %j, limit %i → favorites %j, others %j, %i matched',
  (query, limit, favs, others, matched) => {
    const listing = listAccounts(index, query, limit);
    expect(ids(listing.favorites)).toEqual(favs);
    expect(ids(listing.others)).toEqual(others);
    expect(listing.matched).toBe(matched);
  },
);

test('each list is in natural order: Filial 2 before Filial 10', () => {
  const filiais = [1, 12, 10, 11, 13, 19, 2, 20, 3].map((n) =>
    account(`GLX${n}`, `Globex Filial ${n}`, n === 12 || n === 3),
  );
  const listing = listAccounts(indexPickerAccounts(filiais), '');
  expect(ids(listing.favorites)).toEqual(['GLX3', 'GLX12']);
  expect(ids(listing.others)).toEqual(['GLX1', 'GLX2', 'GLX10', 'GLX11', 'GLX13', 'GLX19', 'GLX20']);
});

describe('the current account is always listed (when it matches the query)', () => {
  const many = [
    ...Array.from({ length: 20 }, (_, i) => account(`O${i + 1}`, `Outra ${i + 1}`)),
    ...Array.from({ length: 3 }, (_, i) => account(`F${i + 1}`, `Favorita ${i + 1}`, true)),
  ];
  const manyIndex = indexPickerAccounts(many);
  const favoriteHeavy = indexPickerAccounts(
    Array.from({ length: 12 }, (_, i) => account(`F${i + 1}`, `Favorita ${i + 1}`, true)),
  );

  test.each([
    // index, query, current, favorites, others
    ['listed already', manyIndex, '', 'O2', ['F1', 'F2', 'F3'], ['O1', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7']],
    [
      'beyond the limit',
      manyIndex,
      '',
      'O15',
      ['F1', 'F2', 'F3'],
      ['O15', 'O1', 'O2', 'O3', 'O4', 'O5', 'O6'],
    ],
    [
      'matching the query',
      manyIndex,
      'outra 1',
      'O19',
      [],
      ['O19', 'O1', 'O10', 'O11', 'O12', 'O13', 'O14', 'O15', 'O16', 'O17'],
    ],
    [
      'not matching the query',
      manyIndex,
      'outra 1',
      'O2',
      [],
      ['O1', 'O10', 'O11', 'O12', 'O13', 'O14', 'O15', 'O16', 'O17', 'O18'],
    ],
    [
      'a favorite beyond the limit',
      favoriteHeavy,
      '',
      'F12',
      ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'F12'],
      [],
    ],
    ['unknown', manyIndex, '', 'X9', ['F1', 'F2', 'F3'], ['O1', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7']],
  ] as const)('%s', (_, index, query, current, favs, others) => {
    const listing = listAccounts(index, query, 10, current);
    expect(ids(listing.favorites)).toEqual(favs);
    expect(ids(listing.others)).toEqual(others);
    expect(listing.favorites.length + listing.others.length).toBeLessThanOrEqual(10);
  });
});

test('lists 10 accounts by default', () => {
  const many = indexPickerAccounts(
    Array.from({ length: 10_000 }, (_, i) => account(`C${i}`, `Empresa ${i}`)),
  );
  const listing = listAccounts(many, 'empresa 1');
  expect(listing.others).toHaveLength(10);
  expect(listing.matched).toBe(1_111);
});
