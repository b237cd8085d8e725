export const TICKETS_PATH = '/tickets';
export const CONTACT_PATH = '/contact';

/** A ticket's own address. */
export const ticketPath = (number: number) => `${TICKETS_PATH}/${number}`;

/**
 * The list's address before it moved onto the shared list (`?q=porta&sort=severity&order=asc&size=50`) in
 * the list's own parameters (`?filter=:porta&sort=severity&page_size=50`), so old links and bookmarks keep
 * their search and order; an address without those is returned as is.
 */
export function ticketsSearchOf(search: URLSearchParams): URLSearchParams {
  const q = search.get('q')?.trim();
  const order = search.get('order');
  const size = search.get('size');
  if (q === undefined && order === null && size === null) return search;
  const next = new URLSearchParams(search);
  for (const name of ['q', 'order', 'size']) next.delete(name);
  if (q) next.append('filter', `:${q}`);
  const sort = search.get('sort');
  if (sort && order !== 'asc') next.set('sort', `-${sort.replace(/^-/, '')}`);
  if (size) next.set('page_size', size);
  return next;
}
