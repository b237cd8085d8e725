import { maxBodyDepth, nestsDeeperThan } from './json-body';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

test('the most levels a body may nest is 64, for every route', () => {
  expect(maxBodyDepth).toBe(64);
});

test.each([
  ['a flat object', '{"a":1,"b":[1,2]}', 2, false],
  ['exactly at the limit', nested(64), 64, false],
  ['one level past it', nested(65), 64, true],
  ['10,000 arrays', nested(10_000), 64, true],
  ['10,000 objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000), 64, true],
  ['brackets inside a string', JSON.stringify({ text: nested(10_000) }), 64, false],
  ['an escaped quote inside a string', JSON.stringify({ text: `\\"${nested(100)}` }), 64, false],
  ['an escaped backslash ending a string', `["\\\\",${nested(3)}]`, 3, true],
  ['siblings, each shallow', `[${Array.from({ length: 1000 }, () => nested(10)).join(',')}]`, 64, false],
  ['not JSON at all (the parser refuses it)', '}}}]]]' + nested(3), 3, false],
])('%s', (_name, text, limit, deeper) => {
  expect(nestsDeeperThan(text, limit)).toBe(deeper);
});
