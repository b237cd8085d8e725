import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresResources';
import { NO_MENU_ACCESS } from './menuContext';
import { menuTrailOf } from './menuTrailOf';
import { portalMenuOf } from './portalMenuOf';

/** A page's name from the menu: its title and the groups above it (outermost first). */
export interface PageTitle {
  title: string;
  trail: string[];
}

/**
 * The title and breadcrumb of the page at `pathname`, from the menu entry the menu marks for it (spec
 * §2.6), so a page is called what its link says; null when no menu entry leads there (the caller falls
 * back to its own title). Labels only: who may see the entry does not change its name.
 */
export function usePageTitle(pathname: string): PageTitle | null {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const entries = useMemo(() => portalMenuOf(NO_MENU_ACCESS, t), [t]);
  return useMemo(() => {
    const trail = menuTrailOf(entries, pathname);
    return trail ? { title: trail.item.label, trail: trail.groups.map((group) => group.label) } : null;
  }, [entries, pathname]);
}
