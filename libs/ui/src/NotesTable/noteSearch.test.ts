import { filterNotes, foldForSearch, isNotesFilter, type NotesFilter } from './noteSearch';

const notes = [
  {
    id: 'a',
    title: 'Janela de deploy',
    content: 'Somente às terças.',
    author: 'Equipe de Operações',
    checked: true,
  },
  { id: 'b', title: 'Contato do DBA', content: 'Ramal 4020.', author: 'Equipe de Operações', checked: true },
  {
    id: 'c',
    title: 'Renovação de certificado',
    content: 'Vence no próximo mês.',
    author: 'Ana',
    checked: false,
  },
];

test.each<[NotesFilter, string, string[]]>([
  ['all', '', ['a', 'b', 'c']],
  ['checked', '', ['a', 'b']],
  ['unchecked', '', ['c']],
  ['all', 'deploy', ['a']],
  ['all', 'DEPLOY', ['a']],
  ['all', 'renovacao', ['c']],
  ['all', 'terca', ['a']],
  ['all', '4020', ['b']],
  ['all', 'operacoes', ['a', 'b']],
  ['all', '  certificado   mes ', ['c']],
  ['all', 'certificado deploy', []],
  ['checked', 'renovação', []],
  ['unchecked', 'ana', ['c']],
])('filter %s, query %j → %j', (filter, query, ids) => {
  expect(filterNotes(notes, filter, query).map((note) => note.id)).toEqual(ids);
});

test('folding drops accents and case', () => {
  expect(foldForSearch('Ação ÚNICA')).toBe('acao unica');
});

test.each([
  ['all', true],
  ['checked', true],
  ['unchecked', true],
  ['', false],
  ['CHECKED', false],
  [undefined, false],
])('%j is a filter: %s', (value, expected) => {
  expect(isNotesFilter(value)).toBe(expected);
});
