/**
 * What the frame reads from its own URL (embed spec §2 "Identifier sources", facts §3 "Load handshake"): the
 * ids the portal's embed URL carries, the `uid` the SDK adds, the locale parameters the SDK adds from
 * `settings.localeSettings`, and the colour scheme the host page adds (docs/analytics.md "Colour scheme").
 */
export interface FrameParams {
  reportId: string | null;
  groupId: string | null;
  dashboardId: string | null;
  tileId: string | null;
  /** The embed's uniqueId: every event route names it. */
  uid: string;
  /** The interface language asked for (`settings.localeSettings.language`), as given. */
  language: string | null;
  /** The locale numbers and dates are written in (`settings.localeSettings.formatLocale`), as given. */
  formatLocale: string | null;
  /** The host page's colour scheme (`light` or `dark`), as given: colorSchemeOf reads it. */
  colorScheme: string | null;
}

export function frameParamsOf(search: string): FrameParams {
  const query = new URLSearchParams(search);
  const text = (name: string) => {
    const value = query.get(name);
    return value === null || value.trim() === '' ? null : value.trim();
  };
  return {
    reportId: text('reportId'),
    groupId: text('groupId'),
    dashboardId: text('dashboardId'),
    tileId: text('tileId'),
    uid: query.get('uid') ?? '',
    language: text('language'),
    formatLocale: text('formatLocale'),
    colorScheme: text('colorScheme'),
  };
}
