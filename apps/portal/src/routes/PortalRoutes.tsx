import { NotFoundPage, type Layout, type Locale } from '@nuvem/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginRoute } from '../pages/LoginRoute';
import { PrivacyRoute } from '../pages/PrivacyRoute';
import { PortalShell } from '../shell/PortalShell';
import { RouteScreen } from './RouteScreen';
import { routeTable } from './routeTable';

export interface PortalRoutesProps {
  session: string | null;
  onSignIn: (email: string) => void;
  onSignOut: () => void;
  layout: Layout;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The route table of portal spec §2.1: bare pages outside the shell, the rest inside it behind the login guard. */
export function PortalRoutes({
  session,
  onSignIn,
  onSignOut,
  layout,
  locale,
  onLocaleChange,
}: PortalRoutesProps) {
  const guarded = routeTable.filter((route) => !route.bare);
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<LoginRoute onSignIn={onSignIn} />} />
      <Route path="/privacy" element={<PrivacyRoute loggedIn={session !== null} />} />
      <Route path="/logout" element={<SignOut onSignOut={onSignOut} />} />
      <Route
        element={
          session === null ? (
            <Navigate to="/login" replace />
          ) : (
            <PortalShell
              layout={layout}
              locale={locale}
              onLocaleChange={onLocaleChange}
              onLogout={onSignOut}
            />
          )
        }
      >
        <Route path="/404" element={<NotFoundPage />} />
        {guarded
          .filter((route) => route.path !== '404')
          .map((route) => (
            <Route
              key={route.path}
              path={`/${route.path}`}
              element={<RouteScreen titleKey={route.titleKey} />}
            />
          ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** /logout: ends the session once mounted (not during render), then goes to the login page. */
function SignOut({ onSignOut }: { onSignOut: () => void }) {
  useEffect(() => onSignOut(), [onSignOut]);
  return <Navigate to="/login" replace />;
}
