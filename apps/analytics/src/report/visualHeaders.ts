import type { models } from '@nuvem/embed';

type Selector = { visualName?: unknown; visualType?: unknown } | undefined;

/**
 * Whether a visual's header (title bar and options menu) shows (settings.visualSettings.visualHeaders):
 * entries without a selector set the default, a visual-type selector overrides it, a visual-name selector
 * overrides both; among equals the last wins. Shown when nothing says otherwise.
 */
export function isHeaderVisible(settings: models.ISettings, visual: { name: string; type: string }): boolean {
  let visible = true;
  let rank = -1;
  for (const header of settings.visualSettings?.visualHeaders ?? []) {
    const selector = header.selector as Selector;
    const headerRank = !selector
      ? 0
      : selector.visualName !== undefined
        ? selector.visualName === visual.name
          ? 2
          : -1
        : selector.visualType === visual.type
          ? 1
          : -1;
    if (headerRank < 0 || headerRank < rank) continue;
    if (header.settings?.visible !== undefined) {
      visible = header.settings.visible;
      rank = headerRank;
    }
  }
  return visible;
}
