import { Value } from 'typebox/value';
import { maxRecentInsights, preferenceDataSchemas, preferenceNamespaces } from './preferences';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `d-${i}`);

test("the 'Recentes' row keeps 12 insights (the number stated here, not imported)", () => {
  expect(maxRecentInsights).toBe(12);
  const schema = preferenceDataSchemas.RecentInsights;
  expect(Value.Check(schema, ids(12))).toBe(true);
  expect(Value.Check(schema, ids(13))).toBe(false);
  expect(Value.Check(schema, ['a', 'b', 'a'])).toBe(false);
  expect(Value.Check(schema, ['tem espaço'])).toBe(false);
  expect(Value.Check(schema, [''])).toBe(false);
  expect(Value.Check(schema, ['a'.repeat(65)])).toBe(false);
});

test('every namespace has a data schema', () => {
  expect([...preferenceNamespaces].sort()).toEqual(Object.keys(preferenceDataSchemas).sort());
});
