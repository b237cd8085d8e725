import { initialsOf } from './initialsOf';

test.each([
  ['Ana Souza', 'AS'],
  ['Marina Costa (Suporte N1)', 'MC'],
  ['Equipe Protheus N2', 'EN'],
  ['Fábio Nunes', 'FN'],
  ['élisa', 'É'],
  ['  Carla   Mendes  ', 'CM'],
  ['Central de atendimento', 'CA'],
  ['(sistema)', '?'],
  ['', '?'],
])('%j → %j', (name, initials) => {
  expect(initialsOf(name)).toBe(initials);
});
