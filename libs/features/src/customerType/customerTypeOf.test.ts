import { contractTypeOf, customerTypeOf, type CustomerType } from './customerTypeOf';

test.each<[string, CustomerType]>([
  ['diego@nuvem.example', 'internal'],
  ['Diego@NUVEM.Example', 'internal'],
  ['suporte@sp.nuvem.example', 'internal'],
  ['joana@notnuvem.example', 'external'],
  ['carla@parceira.example', 'partner'],
  ['carla@PARCEIRO-sul.com.br', 'partner'],
  ['rui@partner-co.com', 'partner'],
  ['parceira@acme.example', 'external'],
  ['ana@acme.example', 'external'],
  ['semdominio', 'external'],
  ['vazio@', 'external'],
  ['', 'external'],
])('%j is %s', (email, expected) => {
  expect(customerTypeOf(email)).toBe(expected);
});

test('the rules can be given: another provider domain, a list of partner words', () => {
  const rules = { internalDomains: ['totvs.com.br'], partnerMarkers: ['revenda'] };
  expect(customerTypeOf('a@totvs.com.br', rules)).toBe('internal');
  expect(customerTypeOf('a@nuvem.example', rules)).toBe('external');
  expect(customerTypeOf('a@revenda-norte.com', rules)).toBe('partner');
  expect(customerTypeOf('a@parceira.example', rules)).toBe('external');
});

test.each<[string | undefined, 'PRIME' | 'STANDARD']>([
  ['PRIME', 'PRIME'],
  ['STANDARD', 'STANDARD'],
  ['prime', 'STANDARD'],
  ['GOLD', 'STANDARD'],
  [undefined, 'STANDARD'],
])('support_type %j is contract %s', (supportType, expected) => {
  expect(contractTypeOf(supportType)).toBe(expected);
});
