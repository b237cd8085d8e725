import { useFirstScreenRendered, useSession } from '@nuvem/features';
import type { Layout, Locale } from '@nuvem/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LayoutGuard } from './LayoutGuard';
import { ScreenFallbackProvider } from './lazyScreen';
import {
  AuthenticationRoute,
  AuthorizeRoute,
  LoginRoute,
  NotFoundRoute,
  PasswordRecoveryRoute,
  PrivacyRoute,
  RouteScreen,
  SetPasswordRoute,
} from './lazyPages';
import { RequirePermission } from './RequirePermission';
import { RouteFrame } from './RouteFrame';
import { RouteGuard } from './RouteGuard';
import { RouteLoading } from './RouteLoading';
import { useDocumentTitle } from './useDocumentTitle';
import { routeTable, type PortalRoute } from './routeTable';

export type { LoginRedirectState } from './returnPath';

export interface PortalRoutesProps {
  layout: Layout;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/**
 * The route table of portal spec §2.1. Bare pages stand alone; every other route sits in RouteFrame (the
 * shell, or the public frame for a signed-out visitor) behind the gates its table entry names: the login
 * guard, the layout guard (§2.2) and the feature it needs (§6). An empty path goes to /dashboard, an
 * unknown one to /404.
 */
export function PortalRoutes({ layout, locale, onLocaleChange }: PortalRoutesProps) {
  const { status } = useSession();
  const framed = routeTable.filter((route) => !route.bare);
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<Lazy page={<LoginRoute />} titleKey="login" />} />
      <Route
        path="/authentication"
        element={<Lazy page={<AuthenticationRoute />} titleKey="authentication" />}
      />
      <Route
        path="/authentication/recover"
        element={<Lazy page={<PasswordRecoveryRoute />} titleKey="passwordRecovery" />}
      />
      <Route
        path="/authentication/reset"
        element={<Lazy page={<SetPasswordRoute />} titleKey="setPassword" />}
      />
      <Route path="/authorize" element={<Lazy page={<AuthorizeRoute />} titleKey="authorize" />} />
      <Route
        path="/privacy"
        element={<Lazy page={<PrivacyRoute loggedIn={status === 'signedIn'} />} titleKey="privacy" />}
      />
      <Route path="/logout" element={<SignOut />} />
      <Route element={<RouteFrame layout={layout} locale={locale} onLocaleChange={onLocaleChange} />}>
        {framed.map((route) => (
          <Route
            key={route.path}
            path={`/${route.path}`}
            element={
              <RouteGuard guard={route.guard}>
                <RouteLayoutGuard route={route} layout={layout}>
                  <RequirePermission feature={route.feature}>
                    <RouteContent route={route} />
                  </RequirePermission>
                </RouteLayoutGuard>
              </RouteGuard>
            }
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

function RouteLayoutGuard({
  route,
  layout,
  children,
}: {
  route: PortalRoute;
  layout: Layout;
  children: ReactNode;
}) {
  return route.layoutGuard ? <LayoutGuard layout={layout}>{children}</LayoutGuard> : children;
}

/**
 * The route's screen (loaded when first visited), the 404 page, or, for a route without a screen, the page
 * that says what it holds, open as its menu entry is.
 */
function RouteContent({ route }: { route: PortalRoute }) {
  if (route.path === '404') return <Lazy page={<NotFoundRoute />} />;
  if (!route.screen)
    return <Lazy page={<RouteScreen titleKey={route.titleKey} menuPathsOnly={route.menuPathsOnly} />} />;
  return <Lazy page={<route.screen />} />;
}

/**
 * A page loaded when first visited: a thin bar where it will be meanwhile, under the page's document title
 * when the route names one (a bare page's title is there as soon as its address is).
 */
function Lazy({ page, titleKey }: { page: ReactNode; titleKey?: string }) {
  const fallback = titleKey ? <TitledLoading titleKey={titleKey} /> : <RouteLoading />;
  // Screens of the route table show the fallback themselves (lazyScreen); the pages of lazyPages suspend.
  return (
    <Suspense fallback={fallback}>
      <ScreenFallbackProvider value={fallback}>{page}</ScreenFallbackProvider>
      <ScreenRendered />
    </Suspense>
  );
}

/** Beside a page, in its Suspense boundary: mounted when the page is (see useFirstScreenRendered). */
function ScreenRendered() {
  useFirstScreenRendered(true);
  return null;
}

function TitledLoading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('portal');
  useDocumentTitle(t(`titles.${titleKey}`));
  return <RouteLoading />;
}

/** /logout: ends the session once mounted (not during render); sign-out then loads the login page. */
function SignOut() {
  const { signOut } = useSession();
  useEffect(() => void signOut(), [signOut]);
  return null;
}
