import { foldForSearch, toggleAll, toggleValue } from './valueSelection';

test.each([
  ['São Paulo', 'sao paulo'],
  ['ÔMEGA', 'omega'],
  ['Ação', 'acao'],
])('%s folds to %s', (text, folded) => {
  expect(foldForSearch(text)).toBe(folded);
});

const all = ['A', 'B', 'C', 'D'];

test.each([
  ['checks a value, in the slicer order', ['C'], 'A', ['A', 'C']],
  ['unchecks a value', ['A', 'C'], 'A', ['C']],
  ['checks the blank', ['A'], null, ['A', null]],
])('%s', (_, selected, value, expected) => {
  expect(toggleValue([...all, null], selected, value)).toEqual(expected);
});

test.each([
  ['selects everything', [], all, all],
  ['unselects everything', all, all, []],
  ['with some selected, selects the rest', ['B'], all, all],
  ['over a search, adds the visible ones and keeps the others', ['D'], ['A', 'B'], ['A', 'B', 'D']],
  ['over a search where all are selected, drops only those', ['A', 'B', 'D'], ['A', 'B'], ['D']],
])('select all %s', (_, selected, visible, expected) => {
  expect(toggleAll(all, selected, visible)).toEqual(expected);
});
