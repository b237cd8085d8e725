import { memo } from './memo';

test('computes a key once, forgets the oldest beyond the limit, and keeps no refused answer', () => {
  const computed: string[] = [];
  const upper = memo(
    (key) => {
      computed.push(key);
      return key === 'bad' ? null : key.toUpperCase();
    },
    { limit: 2, worthKeeping: (answer) => answer !== null },
  );
  expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
  expect(computed).toEqual(['a', 'b']);
  upper('c'); // 'a' is forgotten
  upper('b');
  upper('a');
  expect(computed).toEqual(['a', 'b', 'c', 'a']);
  upper('bad');
  upper('bad');
  expect(computed.filter((key) => key === 'bad')).toHaveLength(2);
});
