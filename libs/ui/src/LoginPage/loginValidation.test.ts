import { hasLoginErrors, isEmailShaped, validateLogin, type LoginErrors } from './loginValidation';

test.each<[string, string, LoginErrors]>([
  ['', '', { email: 'required', password: 'required' }],
  ['   ', 'secret', { email: 'required' }],
  ['ana', 'secret', { email: 'invalid' }],
  ['ana@', 'secret', { email: 'invalid' }],
  ['ana@acme', 'secret', { email: 'invalid' }],
  ['ana@acme.', 'secret', { email: 'invalid' }],
  ['ana silva@acme.com', 'secret', { email: 'invalid' }],
  ['ana@acme.com.br', '', { password: 'required' }],
  ['ana@acme.com.br', ' ', {}],
  ['  ana@acme.com.br  ', 'secret', {}],
  ['ana.silva+nuvem@sub.acme.com', 'secret', {}],
])('e-mail %j, password %j → %j', (email, password, expected) => {
  const errors = validateLogin({ email, password });
  expect(errors).toEqual(expected);
  expect(hasLoginErrors(errors)).toBe(Object.keys(expected).length > 0);
});

test.each([
  ['a@b.co', true],
  ['a@b', false],
  ['@b.co', false],
  ['a@@b.co', false],
])('%j looks like an e-mail: %s', (email, expected) => {
  expect(isEmailShaped(email)).toBe(expected);
});
