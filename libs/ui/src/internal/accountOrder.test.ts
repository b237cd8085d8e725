import type { Account } from '../model/account';
import { compareAccounts, sortAccounts } from './accountOrder';

const account = (corporate_name: string, extra: Partial<Account> = {}): Account => ({
  cloud_id: `C-${corporate_name}`,
  t_code: 'T1',
  corporate_name,
  ...extra,
});
const names = (accounts: Account[]) => accounts.map((a) => a.corporate_name);

test.each([
  // what the API gave, the natural order
  [
    ['Filial 1', 'Filial 12', 'Filial 10', 'Filial 11', 'Filial 19', 'Filial 2', 'Filial 20'],
    ['Filial 1', 'Filial 2', 'Filial 10', 'Filial 11', 'Filial 12', 'Filial 19', 'Filial 20'],
  ],
  [
    ['Globex Filial 9', 'Acme Produção', 'Globex Filial 40', 'Globex Filial 10'],
    ['Acme Produção', 'Globex Filial 9', 'Globex Filial 10', 'Globex Filial 40'],
  ],
  // Accents and case do not part names: É sorts with E, not after Z.
  [
    ['Zeta', 'Épsilon', 'beta', 'Alfa'],
    ['Alfa', 'beta', 'Épsilon', 'Zeta'],
  ],
  [
    ['Lote 2b', 'Lote 2a', 'Lote 02'],
    ['Lote 02', 'Lote 2a', 'Lote 2b'],
  ],
])('%j sorts as %j', (given, expected) => {
  expect(names(sortAccounts(given.map((name) => account(name))))).toEqual(expected);
});

test('favorites come first, each group in natural order', () => {
  const given = [
    account('Filial 10'),
    account('Filial 2', { isFavorite: true }),
    account('Filial 1'),
    account('Filial 12', { isFavorite: true }),
  ];
  expect(names(sortAccounts(given))).toEqual(['Filial 2', 'Filial 12', 'Filial 1', 'Filial 10']);
  expect(names(given)).toEqual(['Filial 10', 'Filial 2', 'Filial 1', 'Filial 12']);
});

test.each([
  // Equal names fall back to t_code, then cloud id, both natural.
  [account('Acme', { t_code: 'T9' }), account('ACME', { t_code: 'T10' }), -1],
  [account('Acme', { cloud_id: 'ACM10' }), account('acme', { cloud_id: 'ACM2' }), 1],
  [account('Acme', { cloud_id: 'ACM1' }), account('Acme', { cloud_id: 'ACM1' }), 0],
])('%j against %j → %i', (a, b, sign) => {
  expect(Math.sign(compareAccounts(a, b))).toBe(sign);
});
