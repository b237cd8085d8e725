import { accountOf } from './accountOf';

test('a customer environment of /me becomes an Account of the pickers', () => {
  expect(
    accountOf({
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    }),
  ).toEqual({
    cloud_id: 'ACM1',
    t_code: 'T10007',
    corporate_name: 'Acme Produção',
    federal_id: '11.345.678/0001-01',
    region: 'sa-east-1',
    support_type: 'PRIME',
  });
});
