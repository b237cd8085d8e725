import { hasValues, joinValues } from './searchResultText';

test.each([
  [undefined, '', false],
  [[], '', false],
  [[''], '', false],
  [['  '], '', false],
  [['a.example.com'], 'a.example.com', true],
  [['a.example.com', 'b.example.com'], 'a.example.com, b.example.com', true],
  [[' 10.0.0.1 ', '', '10.0.0.2'], '10.0.0.1, 10.0.0.2', true],
])('%j → %j (shown: %s)', (values, joined, shown) => {
  expect(joinValues(values)).toBe(joined);
  expect(hasValues(values)).toBe(shown);
});
