import { ticketPath, ticketsSearchOf } from './ticketListParams';

test('a ticket lives at /tickets/:number', () => {
  expect(ticketPath(100003)).toBe('/tickets/100003');
});

test.each([
  [
    'status=closed&q=porta&sort=severity&order=asc&page=2&size=50',
    'status=closed&sort=severity&page=2&filter=%3Aporta&page_size=50',
  ],
  ['sort=subject&order=desc', 'sort=-subject'],
  ['q=+', ''],
  ['filter=%3Aporta&sort=-number', 'filter=%3Aporta&sort=-number'],
])('an address made before the shared list, ?%s, reads as ?%s', (before, after) => {
  expect(ticketsSearchOf(new URLSearchParams(before)).toString()).toBe(after);
});
