import { matchPath } from 'react-router-dom';
import { routeTable, type PortalRoute } from './routeTable';

/** The route of the table that answers `pathname` (the table's order decides, as in PortalRoutes). */
export const routeOf = (pathname: string): PortalRoute | undefined =>
  routeTable.find((route) => matchPath(`/${route.path}`, pathname));
