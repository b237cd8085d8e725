import { MOBILE_DESKTOP_SWITCH, models } from '@nuvem/embed';
import { isMobileLayout } from '../pageLayout';
import { canEdit } from '../permissions';
import { Refusal, invalidRequest } from '../refusal';
import { replaceVisual, visualOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { mergeSettings } from '../settingsMerge';
import { notAuthorizedError } from '../../protocol/frameErrors';

/**
 * PATCH /report/settings: validated as powerbi-models validates settings (zoomLevel, which validateSettings
 * leaves out, with validateZoomLevel); a layout type on the other side of desktop/mobile from the one
 * loaded is refused. Panes, headers, extensions, layout, zoom and the rest take effect at once.
 */
export function updateSettings(session: ReportSession, patch: unknown): void {
  const errors =
    models.validateSettings(patch) ??
    (patch &&
    typeof patch === 'object' &&
    'zoomLevel' in patch &&
    (patch as { zoomLevel?: unknown }).zoomLevel !== undefined
      ? models.validateZoomLevel((patch as { zoomLevel: unknown }).zoomLevel)
      : undefined);
  if (errors) throw invalidRequest(errors);
  const settings = (patch ?? {}) as models.ISettings;
  const state = session.state;
  if (
    settings.layoutType !== undefined &&
    isMobileLayout(settings.layoutType) !== isMobileLayout(state.initialLayoutType)
  )
    throw invalidRequest([{ message: MOBILE_DESKTOP_SWITCH }]);
  session.update((current) => ({ ...current, settings: mergeSettings(current.settings, settings) }));
}

/** POST /report/switchMode/{edit|view}: edit needs the edit action and, when the config named them, ReadWrite permissions. */
export function switchMode(session: ReportSession, mode: string): void {
  if (mode !== 'edit' && mode !== 'view') throw invalidRequest([{ message: 'viewMode property is invalid' }]);
  if (mode === 'edit' && !canEdit(session.state))
    throw new Refusal(403, notAuthorizedError('Edit mode needs an edit token and ReadWrite permissions.'));
  const viewMode = mode === 'edit' ? models.ViewMode.Edit : models.ViewMode.View;
  session.update((state) => ({ ...state, viewMode }));
}

export interface VisualBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A visual moved or resized on the canvas in edit mode: the report's own layout changes (what save writes),
 * and any custom-layout position a host set for it is replaced, so the visual stays where it was dropped.
 */
export function placeVisual(session: ReportSession, page: string, visual: string, box: VisualBox): void {
  const state = session.state;
  if (state.viewMode !== models.ViewMode.Edit || !visualOf(state, page, visual)) return;
  const rounded = {
    x: Math.max(0, Math.round(box.x)),
    y: Math.max(0, Math.round(box.y)),
    width: Math.max(1, Math.round(box.width)),
    height: Math.max(1, Math.round(box.height)),
  };
  session.update((current) => {
    const moved = replaceVisual(current, page, visual, (definition) => ({
      ...definition,
      layout: { ...definition.layout, ...rounded },
    }));
    const custom = current.settings.customLayout?.pagesLayout?.[page]?.visualsLayout?.[visual];
    const settings = custom
      ? mergeSettings(current.settings, {
          customLayout: { pagesLayout: { [page]: { visualsLayout: { [visual]: rounded } } } },
        })
      : current.settings;
    return { ...moved, settings, dirty: true };
  });
}
