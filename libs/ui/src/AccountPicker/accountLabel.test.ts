import { accountLabel } from './accountLabel';

test.each([
  [
    { t_code: 'T10001', cloud_id: 'ACME01', corporate_name: 'Acme Indústria S.A.' },
    'T10001 - ACME01 - Acme Indústria S.A.',
  ],
  [{ t_code: 'TX', cloud_id: 'C-9', corporate_name: '' }, 'TX - C-9 - '],
])('%j → %j', (account, expected) => {
  expect(accountLabel(account)).toBe(expected);
});
