import type { Account } from '../model/account';
import { countAccountMatches, filterAccounts, indexAccounts } from './filterAccounts';

const account = (cloud_id: string, corporate_name: string, t_code: string): Account => ({
  cloud_id,
  corporate_name,
  t_code,
});

const accounts = [
  account('ACME01', 'Acme Indústria S.A.', 'T10001'),
  account('BETA02', 'Beta Comércio Ltda.', 'T20002'),
  account('GAMA03', 'Gama Serviços', 'TX3003'),
];
const index = indexAccounts(accounts);

test.each([
  ['', ['ACME01', 'BETA02', 'GAMA03']],
  ['   ', ['ACME01', 'BETA02', 'GAMA03']],
  ['acme', ['ACME01']],
  ['ACME', ['ACME01']],
  ['comércio', ['BETA02']],
  ['COMÉRCIO', ['BETA02']],
  ['t2', ['BETA02']],
  ['tx3', ['GAMA03']],
  ['0', ['ACME01', 'BETA02', 'GAMA03']],
  ['zzz', []],
])('query %j matches %j', (query, expected) => {
  expect(filterAccounts(index, query).map((a) => a.cloud_id)).toEqual(expected);
});

test('a match may not span two fields', () => {
  expect(filterAccounts(index, 'acme01acme')).toEqual([]);
});

test('lists at most 10 accounts by default, and at most the given limit', () => {
  const many = indexAccounts(
    Array.from({ length: 10_000 }, (_, i) => account(`C${i}`, `Empresa ${i}`, `T${i}`)),
  );
  expect(filterAccounts(many, '')).toHaveLength(10);
  expect(filterAccounts(many, 'empresa 99')).toHaveLength(10);
  expect(filterAccounts(many, 'empresa 9999').map((a) => a.cloud_id)).toEqual(['C9999']);
  expect(filterAccounts(many, '', 3)).toHaveLength(3);
});

test.each([
  ['', 3],
  ['  ', 3],
  ['T', 3],
  ['acme', 1],
  ['s.a.', 1],
  ['zzz', 0],
])('query %j counts %i matches, without a limit', (query, expected) => {
  expect(countAccountMatches(index, query)).toBe(expected);
});
