import { ticketListParamsOf, ticketPath } from './ticketListParams';

const none = { status: '', sort: '', order: '', page: '', size: '' };

test.each([
  [none, { statusFilter: 'open', sort: { field: 'updatedAt', direction: 'desc' }, page: 0, pageSize: 25 }],
  [
    { status: 'closed', sort: 'severity', order: 'asc', page: '3', size: '50' },
    { statusFilter: 'closed', sort: { field: 'severity', direction: 'asc' }, page: 2, pageSize: 50 },
  ],
  [
    { ...none, sort: 'subject', order: 'desc' },
    { statusFilter: 'open', sort: { field: 'subject', direction: 'desc' }, page: 0, pageSize: 25 },
  ],
  // Anything unknown reads as the default.
  [
    { status: 'all', sort: 'requester', order: 'up', page: '-2', size: '1000' },
    { statusFilter: 'open', sort: { field: 'updatedAt', direction: 'desc' }, page: 0, pageSize: 25 },
  ],
  [
    { ...none, page: '0' },
    { statusFilter: 'open', sort: { field: 'updatedAt', direction: 'desc' }, page: 0, pageSize: 25 },
  ],
  [
    { ...none, page: 'abc', size: '10' },
    { statusFilter: 'open', sort: { field: 'updatedAt', direction: 'desc' }, page: 0, pageSize: 10 },
  ],
])('%j → %j', (text, params) => {
  expect(ticketListParamsOf(text)).toEqual(params);
});

test('a ticket lives at /tickets/:number', () => {
  expect(ticketPath(100003)).toBe('/tickets/100003');
});
