import { usePageTitle, type PageTitle } from '@nuvem/features';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

/** A route page's title and breadcrumb, and the menu entry that names it (none: the route table's title). */
export interface RouteTitle extends PageTitle {
  entryId?: string;
}

/**
 * The title (h1 and document title) and breadcrumb of the route's page: its menu entry's for the path
 * (group › item), so a page is called what its link says; a path with no menu entry keeps the route
 * table's title (`titleKey`, a key of portal `titles`). Sets the document title too. `path` names the menu
 * entry's path when the page's own differs (/modern/dashboard is the home of /dashboard).
 */
export function useRouteTitle(titleKey: string, path?: string): RouteTitle {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const fromMenu = usePageTitle(path ?? pathname);
  const title = fromMenu?.title ?? t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return { title, trail: fromMenu?.trail ?? [], entryId: fromMenu?.entryId };
}
