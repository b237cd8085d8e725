import { decodeViewState, encodeViewState, type ReportViewState } from './analytics-view-state';

const state: ReportViewState = {
  version: 1,
  activePage: 'Visao_Geral',
  filters: {
    report: [
      {
        $schema: 'http://powerbi.com/product/schema#basic',
        filterType: 1,
        target: { table: 'Consumo', column: 'Região' },
        operator: 'In',
        values: ['São Paulo', 'Ñuñoa 🌎'],
      },
    ],
    pages: { Visao_Geral: [] },
    visuals: {},
  },
  slicers: { 'Visao_Geral/Regiao': [] },
  displayStates: { 'Visao_Geral/Tabela': 1 },
};

test('a state round-trips, accents and emoji included, as URL-safe text', () => {
  const encoded = encodeViewState(state);
  expect(encoded).toMatch(/^nuvem1\.[A-Za-z0-9_-]+$/);
  expect(decodeViewState(encoded)).toEqual(state);
});

test.each([
  ['another prefix', 'other.' + encodeViewState(state).slice(7)],
  ['not base64', 'nuvem1.@@@'],
  ['not JSON', 'nuvem1.' + btoa('{nope')],
  ['another version', encodeViewState({ ...state, version: 2 as 1 })],
  ['a filter map that is not one', encodeViewState({ ...state, slicers: { a: 'x' as never } })],
  ['a display state out of range', encodeViewState({ ...state, displayStates: { a: 3 as 0 } })],
])('%s is refused', (_, encoded) => {
  expect(decodeViewState(encoded)).toBeUndefined();
});
