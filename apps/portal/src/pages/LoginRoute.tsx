import {
  ssoAuthorizeUrl,
  ssoErrorOf,
  useErrorNotice,
  useSession,
  useSignOutReason,
  useSsoStatus,
} from '@nuvem/features';
import { LoginPage, type LoginCredentials } from '@nuvem/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { returnPathOf } from '../routes/returnPath';

export interface LoginRouteProps {
  /** Leaves the portal for another address (a full page load); tests pass a spy. */
  leaveTo?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * Sign-in against the API (POST /session). A refused sign-in shows the API's error, translated (wrong
 * password, too many attempts, backend unreachable); once signed in the user goes where the login guard
 * stopped them, or to /dashboard. When the API offers single sign-on, a button below the form starts it;
 * a failed single sign-on comes back here with `?sso_error=`, shown in the form until the next attempt.
 * A user the portal signed out is told why (useSignOutReason), once, until they try to sign in.
 */
export function LoginRoute({ leaveTo = assignLocation }: LoginRouteProps) {
  const { t } = useTranslation('portal');
  const { status, signIn, client } = useSession();
  const sso = useSsoStatus();
  const noticeOf = useErrorNotice();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string>();
  const signedOut = useSignOutReason();
  const pending = useRef<AbortController | null>(null);
  useDocumentTitle(t('titles.login'));
  useEffect(() => () => pending.current?.abort(), []);

  const returnPath = returnPathOf(location.state);
  if (status === 'signedIn') {
    return <Navigate to={returnPath} replace />;
  }

  const submit = async (credentials: LoginCredentials) => {
    const controller = new AbortController();
    pending.current = controller;
    setAttempted(true);
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
  const ssoError = attempted ? undefined : ssoErrorOf(searchParams.get('sso_error'));
  return (
    <LoginPage
      onSubmit={(credentials) => void submit(credentials)}
      submitting={submitting}
      error={error ?? (ssoError && t(`ssoErrors.${ssoError}`))}
      signedOut={attempted ? undefined : signedOut}
      singleSignOn={
        sso.enabled && sso.label
          ? { label: sso.label, onStart: () => leaveTo(ssoAuthorizeUrl(client, returnPath)) }
          : undefined
      }
    />
  );
}
