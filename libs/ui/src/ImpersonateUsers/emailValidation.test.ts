import { emailProblemOf, type EmailProblem } from './emailValidation';

test.each<[string, EmailProblem]>([
  ['', 'required'],
  ['   ', 'required'],
  ['joana.silva@acme.com.br', null],
  ['  joana.silva@acme.com.br  ', null],
  ['ana+suporte@gama.io', null],
  ['joana', 'invalid'],
  ['joana@', 'invalid'],
  ['@acme.com', 'invalid'],
  ['joana@acme', 'invalid'],
  ['joana@acme.', 'invalid'],
  ['joana@.com', 'invalid'],
  ['joana silva@acme.com', 'invalid'],
  ['joana@@acme.com', 'invalid'],
])('%j → %s', (value, expected) => {
  expect(emailProblemOf(value)).toBe(expected);
});
