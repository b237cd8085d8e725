import { indexAccounts } from '../AccountPicker/filterAccounts';
import type { Account } from '../model/account';
import { selectionResults } from './selectionResults';

const accounts: Account[] = Array.from({ length: 120 }, (_, i) => ({
  cloud_id: `CL${String(i).padStart(3, '0')}`,
  t_code: `T${i}`,
  corporate_name: i % 2 === 0 ? `Par ${i} Ltda.` : `Ímpar ${i} S.A.`,
}));
const index = indexAccounts(accounts);

test.each([
  ['', 50, 50, true, 'CL000'],
  ['', 120, 120, false, 'CL000'],
  ['', 200, 120, false, 'CL000'],
  ['ímpar', 50, 50, true, 'CL001'],
  ['ímpar', 60, 60, false, 'CL001'],
  ['cl11', 50, 10, false, 'CL110'],
  ['cl119', 50, 1, false, 'CL119'],
  ['nada', 50, 0, false, undefined],
])('query %j with limit %i lists %i (truncated: %s), first %j', (query, limit, count, truncated, first) => {
  const result = selectionResults(index, query, limit);
  expect(result.accounts).toHaveLength(count);
  expect(result.truncated).toBe(truncated);
  expect(result.accounts[0]?.cloud_id).toBe(first);
});
