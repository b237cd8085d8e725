import { cacheControlOf } from './cacheControl';

test.each([
  ['assets/index-CzKwjlSH.js', 'public, max-age=31536000, immutable'],
  ['assets/roboto-latin-400-normal-BqEyEoaF.woff2', 'public, max-age=31536000, immutable'],
  ['index.html', 'no-cache'],
  ['favicon.svg', 'no-cache'],
  ['iframe.html', 'no-cache'],
  ['sb-manager/runtime.js', 'no-cache'],
  ['index.json', 'no-cache'],
])('%s: %s', (path, expected) => {
  expect(cacheControlOf(path)).toBe(expected);
});
