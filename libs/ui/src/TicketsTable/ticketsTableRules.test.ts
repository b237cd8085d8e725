import {
  DEFAULT_TICKET_PAGE_SIZE,
  DEFAULT_TICKET_SORT,
  defaultDirectionOf,
  TICKET_PAGE_SIZES,
} from './ticketsTableRules';

test.each([
  ['subject', 'asc'],
  ['product', 'asc'],
  ['status', 'asc'],
  ['number', 'desc'],
  ['severity', 'desc'],
  ['createdAt', 'desc'],
  ['updatedAt', 'desc'],
] as const)('a first click on %s sorts %s', (field, direction) => {
  expect(defaultDirectionOf(field)).toBe(direction);
});

test('the list starts with the latest activity first, 25 a page (the API’s default, at most 100)', () => {
  expect(DEFAULT_TICKET_SORT).toEqual({ field: 'updatedAt', direction: 'desc' });
  expect(DEFAULT_TICKET_PAGE_SIZE).toBe(25);
  expect(TICKET_PAGE_SIZES).toContain(25);
  expect(Math.max(...TICKET_PAGE_SIZES)).toBeLessThanOrEqual(100);
});
