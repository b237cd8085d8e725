/** The rows a page shows, numbered from 1 for the viewer: '1–50 de 1.234'. Empty data reads 0–0. */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const at = Math.min(Math.max(page, 0), pages - 1);
  if (total === 0) return { from: 0, to: 0, pages };
  return { from: at * pageSize + 1, to: Math.min((at + 1) * pageSize, total), pages };
}

/** The default rows per page, before a visual's `pageSize` option says otherwise. */
export const DEFAULT_TABLE_PAGE_SIZE = 50;
