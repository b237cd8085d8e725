import { useSession } from '@nuvem/features';
import { NotFoundPage, type Layout, type Locale } from '@nuvem/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthorizeRoute } from '../pages/AuthorizeRoute';
import { LoginRoute } from '../pages/LoginRoute';
import { PrivacyRoute } from '../pages/PrivacyRoute';
import { PortalShell } from '../shell/PortalShell';
import { RequirePermission } from './RequirePermission';
import { RouteLoading, RouteScreen } from './RouteScreen';
import { routeTable } from './routeTable';

export interface PortalRoutesProps {
  layout: Layout;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The route table of portal spec §2.1: bare pages outside the shell, the rest inside it behind the login guard. */
export function PortalRoutes({ layout, locale, onLocaleChange }: PortalRoutesProps) {
  const { status } = useSession();
  const guarded = routeTable.filter((route) => !route.bare);
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/authorize" element={<AuthorizeRoute />} />
      <Route path="/privacy" element={<PrivacyRoute loggedIn={status === 'signedIn'} />} />
      <Route path="/logout" element={<SignOut />} />
      <Route
        element={
          <LoginGuard>
            <PortalShell layout={layout} locale={locale} onLocaleChange={onLocaleChange} />
          </LoginGuard>
        }
      >
        <Route path="/404" element={<NotFoundPage />} />
        {guarded
          .filter((route) => route.path !== '404')
          .map((route) => (
            <Route
              key={route.path}
              path={`/${route.path}`}
              element={
                <RequirePermission feature={route.feature}>
                  {route.screen ? (
                    <Suspense fallback={<RouteLoading />}>
                      <route.screen />
                    </Suspense>
                  ) : (
                    <RouteScreen titleKey={route.titleKey} />
                  )}
                </RequirePermission>
              }
            />
          ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** Where the login page sends the user once signed in: the guarded page they were turned away from. */
export interface LoginRedirectState {
  from?: string;
}

/** Spec §2.1: a user who is not logged in is redirected to the login page, which returns them here after. */
function LoginGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === 'signedIn') return children;
  const state: LoginRedirectState = { from: pathname + search + hash };
  return <Navigate to="/login" replace state={state} />;
}

/** /logout: ends the session once mounted (not during render); sign-out then loads the login page. */
function SignOut() {
  const { signOut } = useSession();
  useEffect(() => void signOut(), [signOut]);
  return null;
}
