import type { ReactNode } from 'react';
import { RequireLogin } from './RequireLogin';
import type { PortalRoute } from './routeTable';

/**
 * The gate a route's table entry asks for (`guard`): 'login' needs a signed-in user; 'none' lets anyone
 * in (the layout route then frames it with the shell or, signed out, the public frame).
 */
export function RouteGuard({ guard, children }: { guard: PortalRoute['guard']; children: ReactNode }) {
  return guard === 'login' ? <RequireLogin>{children}</RequireLogin> : children;
}
