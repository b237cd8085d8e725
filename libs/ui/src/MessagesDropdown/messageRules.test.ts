import { countUnread, messageLinkTarget } from './messageRules';

test.each([
  [[], 0],
  [[{ readState: true }], 0],
  [[{ readState: false }], 1],
  [[{ readState: false }, { readState: true }, { readState: false }], 2],
])('%j has %i unread', (messages, expected) => {
  expect(countUnread(messages)).toBe(expected);
});

test.each([
  [{ isExternalLink: true }, { target: '_blank', rel: 'noopener noreferrer' }],
  [{ isExternalLink: false }, {}],
  [{}, {}],
])('link of %j → %j', (message, expected) => {
  expect(messageLinkTarget(message)).toEqual(expected);
});
