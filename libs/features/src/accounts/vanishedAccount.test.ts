import { accountAfterVanish } from './vanishedAccount';

const list = (...ids: string[]) => ids.map((cloud_id) => ({ cloud_id }));

test.each([
  ['no account in use', undefined, list('A', 'B'), undefined],
  ['the account is still listed', 'B', list('A', 'B'), undefined],
  ['it vanished: the first one left', 'C', list('A', 'B'), 'A'],
  ['it vanished and none is left', 'C', list(), null],
])('%s', (_, workingIn, accounts, expected) => {
  expect(accountAfterVanish(workingIn, accounts)).toBe(expected);
});
