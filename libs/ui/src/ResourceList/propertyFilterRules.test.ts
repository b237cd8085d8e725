import {
  filterSuggestions,
  readFilterText,
  tokenOfText,
  tokenText,
  type FilterProperty,
} from './propertyFilterRules';

const properties: FilterProperty[] = [
  {
    field: 'state',
    label: 'Situação',
    operators: ['=', '!='],
    options: [
      { value: 'running', label: 'Em execução' },
      { value: 'stopped', label: 'Parado' },
    ],
  },
  { field: 'region', label: 'Região', operators: ['=', '!=', ':'], options: [] },
  { field: 'dr_region', label: 'Região de DR', operators: ['='], options: [] },
];
const free = (text: string) => `Buscar “${text}”`;

test.each([
  ['Situação = Em execução', { field: 'state', operator: '=', value: 'Em execução' }],
  ['situacao != parado', { field: 'state', operator: '!=', value: 'parado' }],
  ['Situação ≠ Parado', { field: 'state', operator: '!=', value: 'Parado' }],
  ['Região: sa-', { field: 'region', operator: ':', value: 'sa-' }],
  ['Região de DR = us-east-1', { field: 'dr_region', operator: '=', value: 'us-east-1' }],
  ['Região de DR : x', null], // ':' is not one of its operators, and 'Região' does not read 'de DR : x'
  ['Situação', null],
  ['erp', null],
])('reads %j', (text, expected) => {
  const read = readFilterText(text, properties);
  expect(read && { field: read.property.field, operator: read.operator, value: read.value }).toEqual(
    expected,
  );
});

test.each([
  ['Situação = em execução', { field: 'state', operator: '=', value: 'running' }],
  ['Situação = Parado', { field: 'state', operator: '=', value: 'stopped' }],
  ['Região = sa-east-1', { field: 'region', operator: '=', value: 'sa-east-1' }],
  ['Situação =', { field: '', operator: ':', value: 'Situação =' }],
  ['  erp  ', { field: '', operator: ':', value: 'erp' }],
  ['   ', null],
])('Enter on %j makes %j', (text, token) => {
  expect(tokenOfText(text, properties)).toEqual(token);
});

test('an empty input suggests every property with each of its operators', () => {
  expect(filterSuggestions('', properties, free).map((s) => s.text)).toEqual([
    'Situação = ',
    'Situação ≠ ',
    'Região = ',
    'Região ≠ ',
    'Região : ',
    'Região de DR = ',
  ]);
});

test('typed text suggests the properties containing it, accents aside, then itself as free text', () => {
  expect(filterSuggestions('regiao de', properties, free).map((s) => s.text)).toEqual([
    'Região de DR = ',
    'Buscar “regiao de”',
  ]);
});

test("a property and operator typed: the property's values containing the rest", () => {
  const suggestions = filterSuggestions('Situação = exec', properties, free);
  expect(suggestions).toEqual([
    {
      kind: 'token',
      token: { field: 'state', operator: '=', value: 'running' },
      text: 'Situação = Em execução',
    },
    {
      kind: 'token',
      token: { field: 'state', operator: '=', value: 'exec' },
      text: 'Situação = exec',
    },
  ]);
});

test.each([
  [{ field: 'state', operator: '=', value: 'running' } as const, 'Situação = Em execução'],
  [{ field: 'state', operator: '!=', value: 'stopped' } as const, 'Situação ≠ Parado'],
  [{ field: 'region', operator: ':', value: 'sa-' } as const, 'Região : sa-'],
  [{ field: '', operator: ':', value: 'erp' } as const, '“erp”'],
  [{ field: 'gone', operator: '=', value: 'x' } as const, 'gone = x'],
])('token %j reads %j', (token, text) => {
  expect(tokenText(token, properties)).toBe(text);
});
