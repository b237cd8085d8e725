import type { VisualCell } from '../model/visualData';

/**
 * The address a `webUrl` cell links to: an absolute http: or https: URL, as the browser writes it. Anything
 * else (javascript:, data:, mailto:, a relative path, text that is no URL) is null, and the cell stays text.
 */
export function webLinkOf(cell: VisualCell): string | null {
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  // Checked before parsing: the URL parser reads 'https:example' too, and strips tabs and line breaks.
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What a link shows: the address without its scheme, a lone trailing slash or a leading 'www.', with
 * escapes decoded ('portal.example/tickets?numero=CH-1', 'exemplo.com.br/ação').
 */
export function linkTextOf(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname;
  const text = `${url.host.replace(/^www\./, '')}${path}${url.search}${url.hash}`;
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
