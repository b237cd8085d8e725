import { models } from '@nuvem/embed';

export interface PaneVisibility {
  filters: boolean;
  /** The filter pane starts expanded (panes.filters.expanded; true unless it says false). */
  filtersExpanded: boolean;
  pageNavigation: boolean;
  pageNavigationPosition: 'bottom' | 'left';
  bookmarks: boolean;
  /** Edit mode's authoring pane (visualizations and fields): unless both panes are turned off. */
  authoring: boolean;
}

/**
 * Which panes show (embed spec §3 "Report settings"): `panes` wins over the older filterPaneEnabled,
 * navContentPaneEnabled and bookmarksPaneEnabled, which still work alone. The filter and page navigation
 * panes show unless turned off; the bookmarks pane only when turned on. A single visual shows none.
 */
export function paneVisibilityOf(settings: models.ISettings, singleVisual: boolean): PaneVisibility {
  const panes = settings.panes ?? {};
  const filters = panes.filters?.visible ?? settings.filterPaneEnabled ?? true;
  const pageNavigation = panes.pageNavigation?.visible ?? settings.navContentPaneEnabled ?? true;
  const bookmarks = panes.bookmarks?.visible ?? settings.bookmarksPaneEnabled ?? false;
  return {
    filters: !singleVisual && filters,
    filtersExpanded: panes.filters?.expanded ?? true,
    pageNavigation: !singleVisual && pageNavigation,
    pageNavigationPosition:
      panes.pageNavigation?.position === models.PageNavigationPosition.Left ? 'left' : 'bottom',
    bookmarks: !singleVisual && bookmarks,
    authoring: !singleVisual && (panes.visualizations?.visible !== false || panes.fields?.visible !== false),
  };
}
