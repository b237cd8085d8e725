/** A calendar date (YYYY-MM-DD) in the language's medium style, read as that day wherever the browser is. */
export function formatCalendarDate(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
}
