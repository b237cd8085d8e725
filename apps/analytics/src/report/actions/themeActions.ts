import { models } from '@nuvem/embed';
import { invalidRequest } from '../refusal';
import type { ReportSession } from '../reportSession';
import { themeWith } from '../themes';

/** GET /report/theme: {themeJson}: the report's theme with whatever a host applied over it. */
export function themeOf(session: ReportSession): models.ICustomTheme {
  const { report, appliedTheme } = session.state;
  return { themeJson: appliedTheme ? { ...report.theme, ...appliedTheme } : report.theme };
}

/**
 * PUT /report/theme {themeJson} (validateCustomTheme): the visuals redraw in its colours. resetTheme sends
 * {} (no themeJson): the report's own theme again.
 */
export function applyTheme(session: ReportSession, body: unknown): void {
  const errors = models.validateCustomTheme(body ?? {});
  if (errors) throw invalidRequest(errors);
  const themeJson = (body as Partial<models.ICustomTheme> | null)?.themeJson as
    Record<string, unknown> | undefined;
  session.update((state) => ({
    ...state,
    appliedTheme: themeJson ?? null,
    theme: themeWith(state.report.theme, themeJson ?? null),
  }));
}
