import { SetPasswordContainer } from '@nuvem/features';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';

/** The link's token, from the fragment the mail's link carries (`#token=…`). */
export function linkTokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || undefined;
}

/**
 * /authentication/reset, 'Definir nova senha' (spec §5.5), a bare page the reset and invitation links open.
 * The token is read once from the fragment, then taken out of the address (and so of the history); once the
 * password is set the user is signed in with it and goes to the dashboard.
 */
export function SetPasswordRoute() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('titles.setPassword'));
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => linkTokenOf(hash));
  useEffect(() => {
    if (hash) window.history.replaceState(window.history.state, '', pathname);
  }, [hash, pathname]);
  return <SetPasswordContainer token={token} onDone={() => void navigate('/dashboard', { replace: true })} />;
}
