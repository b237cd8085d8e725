import { bodyClassOf } from './bodyClassOf';

test.each([
  ['prime', 'classic', 'tc-prime'],
  ['standard', 'classic', 'tc-standard'],
  ['prime', 'modern', 'tc-prime-modern'],
  ['standard', 'modern', 'tc-standard-modern'],
] as const)('%s support in the %s layout → %s', (support, layout, expected) => {
  expect(bodyClassOf(support, layout)).toBe(expected);
});
