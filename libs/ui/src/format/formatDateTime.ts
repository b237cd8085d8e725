/** One formatter per language and zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date-time in the user's language, e.g. '12/03/2026, 14:05' (pt-BR) or '3/12/26, 2:05 PM' (en).
 * `timeZone` pins the zone (stories and tests); by default the browser's. An unparseable value is
 * returned as it came rather than as 'Invalid Date'.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterOf(locale, timeZone).format(date);
}
