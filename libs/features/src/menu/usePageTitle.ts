import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { NO_MENU_ACCESS } from './menuContext';
import { menuTrailOf } from './menuTrailOf';
import { portalMenuOf } from './portalMenuOf';

/** A page's name from the menu: its title and the groups above it (outermost first). */
export interface PageTitle {
  title: string;
  trail: string[];
}

/** A page's name and the menu entry that names it. */
export interface MenuPage extends PageTitle {
  /** The id of the menu entry (portalMenuDefinition). */
  entryId: string;
}

/**
 * Names pages from the menu (spec §2.6): for a path, the entry the menu marks for it, its label and the
 * groups above it, so a page is called what its link says; null when no menu entry leads there. Labels
 * only: who may see the entry does not change its name.
 */
export function useMenuPages(): (pathname: string) => MenuPage | null {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const entries = useMemo(() => portalMenuOf(NO_MENU_ACCESS, t), [t]);
  return useCallback(
    (pathname: string) => {
      const trail = menuTrailOf(entries, pathname);
      return trail
        ? {
            title: trail.item.label,
            trail: trail.groups.map((group) => group.label),
            entryId: trail.item.id,
          }
        : null;
    },
    [entries],
  );
}

/**
 * The title and breadcrumb of the page at `pathname` (`useMenuPages`); null when no menu entry leads there
 * (the caller falls back to its own title).
 */
export function usePageTitle(pathname: string): MenuPage | null {
  const pageOf = useMenuPages();
  return useMemo(() => pageOf(pathname), [pageOf, pathname]);
}
