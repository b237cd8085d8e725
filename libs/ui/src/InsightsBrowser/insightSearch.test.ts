import type { Insight } from '../model/insight';
import { indexInsights, matchesNeedle, searchNeedle } from './insightSearch';

const entry = (name: string) =>
  indexInsights([{ id: name, name, category: '', kind: 'dashboard' } satisfies Insight])[0]!;

test.each([
  ['Faturamento Mensal', 'fatura', true],
  ['Faturamento Mensal', 'MENSAL', true],
  ['Faturamento Mensal', '  mento men  ', true],
  ['Faturamento Mensal', '', true],
  ['Faturamento Mensal', '   ', true],
  ['Faturamento Mensal', 'anual', false],
  ['Relatório de Operações', 'OPERAÇÕES', true],
  // A substring match on the name as written: accents count (spec §5 says case-insensitive, nothing more).
  ['Relatório de Operações', 'relatorio', false],
  ['ÍNDICE Ágil', 'índice ágil', true],
  ['Painel 0042', '0042', true],
])('%j matches %j → %s', (name, query, expected) => {
  expect(matchesNeedle(entry(name), searchNeedle(query))).toBe(expected);
});
