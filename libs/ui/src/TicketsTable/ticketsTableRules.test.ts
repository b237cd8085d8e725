import { DEFAULT_TICKET_PAGE_SIZE, DEFAULT_TICKET_SORT, TICKET_PAGE_SIZES } from './ticketsTableRules';

test('the list starts with the latest activity first, 25 a page (the API’s default, at most 100)', () => {
  expect(DEFAULT_TICKET_SORT).toEqual({ field: 'updatedAt', direction: 'desc' });
  expect(DEFAULT_TICKET_PAGE_SIZE).toBe(25);
  expect(TICKET_PAGE_SIZES).toContain(DEFAULT_TICKET_PAGE_SIZE);
  expect(Math.max(...TICKET_PAGE_SIZES)).toBeLessThanOrEqual(100);
});
