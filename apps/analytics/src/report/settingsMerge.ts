import type { models } from '@nuvem/embed';

type CustomLayout = models.ICustomLayout;

/**
 * A custom layout with a patch over it: the SDK's moveVisual, resizeVisual and setVisualDisplayState each
 * send one visual's layout, so pages and visuals merge field by field rather than replacing what earlier
 * patches set (Power BI keeps them too).
 */
export function mergeCustomLayout(
  base: CustomLayout | undefined,
  patch: CustomLayout | undefined,
): CustomLayout {
  if (!patch) return base ?? {};
  if (!base) return structuredClone(patch);
  const pagesLayout: models.PagesLayout = { ...base.pagesLayout };
  for (const [pageName, pagePatch] of Object.entries(patch.pagesLayout ?? {})) {
    const page = pagesLayout[pageName];
    const visualsLayout: models.VisualsLayout = { ...page?.visualsLayout };
    for (const [visualName, layout] of Object.entries(pagePatch.visualsLayout ?? {})) {
      visualsLayout[visualName] = { ...visualsLayout[visualName], ...layout };
    }
    pagesLayout[pageName] = {
      ...(page?.defaultLayout || pagePatch.defaultLayout
        ? { defaultLayout: { ...page?.defaultLayout, ...pagePatch.defaultLayout } }
        : {}),
      visualsLayout,
    };
  }
  return {
    ...base,
    ...(patch.pageSize !== undefined ? { pageSize: patch.pageSize } : {}),
    ...(patch.displayOption !== undefined ? { displayOption: patch.displayOption } : {}),
    ...(patch.reportAlignment !== undefined ? { reportAlignment: patch.reportAlignment } : {}),
    pagesLayout,
  };
}

/**
 * The settings after a PATCH /report/settings: given fields replace, panes merge pane by pane and the custom
 * layout merges as above; everything else (extensions, visualSettings, commands) is replaced whole, as the
 * SDK always sends the complete list.
 */
export function mergeSettings(current: models.ISettings, patch: models.ISettings): models.ISettings {
  const merged: models.ISettings = { ...current, ...patch };
  if (patch.panes) {
    const panes = { ...current.panes } as Record<string, object | undefined>;
    for (const [name, pane] of Object.entries(patch.panes)) panes[name] = { ...panes[name], ...pane };
    merged.panes = panes as models.IReportPanes;
  }
  if (patch.customLayout) merged.customLayout = mergeCustomLayout(current.customLayout, patch.customLayout);
  return merged;
}
