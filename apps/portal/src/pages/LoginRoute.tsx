import { useErrorNotice, useSession } from '@nuvem/features';
import { LoginPage, type LoginCredentials } from '@nuvem/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../routes/PortalRoutes';
import { useDocumentTitle } from '../routes/RouteScreen';

/**
 * Sign-in against the API (POST /session). A refused sign-in shows the API's error, translated (wrong
 * password, too many attempts, backend unreachable); once signed in the user goes where the login guard
 * stopped them, or to /dashboard.
 */
export function LoginRoute() {
  const { t } = useTranslation('portal');
  const { status, signIn } = useSession();
  const noticeOf = useErrorNotice();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const pending = useRef<AbortController | null>(null);
  useDocumentTitle(t('titles.login'));
  useEffect(() => () => pending.current?.abort(), []);

  if (status === 'signedIn') {
    return <Navigate to={returnPathOf(location.state)} replace />;
  }

  const submit = async (credentials: LoginCredentials) => {
    const controller = new AbortController();
    pending.current = controller;
    setSubmitting(true);
    setError(undefined);
    try {
      await signIn(credentials, controller.signal);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(noticeOf(failure)?.message ?? t('features:error_code.internal_error'));
      setSubmitting(false);
    }
  };
  return (
    <LoginPage onSubmit={(credentials) => void submit(credentials)} submitting={submitting} error={error} />
  );
}

/** The page the login guard came from, when it is one of the portal's own; else /dashboard. */
function returnPathOf(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/dashboard';
}
