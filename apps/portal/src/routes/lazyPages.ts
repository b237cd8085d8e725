import { lazy } from 'react';

// The pages outside the signed-in shell, each loaded when first visited: a signed-in user never downloads
// the sign-in pages, and a visitor of /login never downloads the others.
export const LoginRoute = lazy(() => import('../pages/LoginRoute').then((m) => ({ default: m.LoginRoute })));
export const AuthenticationRoute = lazy(() =>
  import('../pages/AuthenticationRoute').then((m) => ({ default: m.AuthenticationRoute })),
);
export const PasswordRecoveryRoute = lazy(() =>
  import('../pages/PasswordRecoveryRoute').then((m) => ({ default: m.PasswordRecoveryRoute })),
);
export const SetPasswordRoute = lazy(() =>
  import('../pages/SetPasswordRoute').then((m) => ({ default: m.SetPasswordRoute })),
);
export const AuthorizeRoute = lazy(() =>
  import('../pages/AuthorizeRoute').then((m) => ({ default: m.AuthorizeRoute })),
);
export const PrivacyRoute = lazy(() =>
  import('../pages/PrivacyRoute').then((m) => ({ default: m.PrivacyRoute })),
);
export const NotFoundRoute = lazy(() => import('../pages/NotFoundRoute'));
// A route without a screen: the page that says what it holds, named from the menu (and so the menu's code).
export const RouteScreen = lazy(() => import('./RouteScreen').then((m) => ({ default: m.RouteScreen })));
