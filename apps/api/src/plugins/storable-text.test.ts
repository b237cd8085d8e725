import { firstUnstorableText } from './storable-text';

test.each([
  ['a storable value', { a: ['x', 1, null, { b: 'é👩' }] }, undefined],
  ['the value itself', 'a\u0000b', ''],
  ['in an array', ['ok', '\ud800'], '1'],
  ['deep in objects and arrays', { data: [{ text: 'ok' }, { text: 'x\udc00' }] }, 'data/1/text'],
  ['a key, shown with ? for what is not printable ASCII', { ok: 1, 'k\u0000é': 1 }, 'k??'],
  // Document order: the first one a reader meets, keys before their values.
  ['the first of several', { a: [{ b: 'ok' }, '\u0000'], c: '\u0000' }, 'a/1'],
  ['a key before its own value', { 'k\u0000': '\u0000' }, 'k?'],
])('%s', (_name, value, path) => {
  expect(firstUnstorableText(value)).toBe(path);
});

test('nesting however deep runs out of no call stack', () => {
  let deep: unknown = ['\u0000'];
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(firstUnstorableText(deep)).toBe(`${'0/'.repeat(100_000)}0`);
  let fine: unknown = 'ok';
  for (let i = 0; i < 100_000; i++) fine = { a: fine };
  expect(firstUnstorableText(fine)).toBeUndefined();
});
