import { PasswordRecoveryContainer } from '@nuvem/features';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../routes/useDocumentTitle';

/**
 * /authentication/recover ('Esqueci minha senha', spec §5.5), a bare page (§2.3): open signed in or out, as the
 * banner's 'Clique aqui para recuperar a senha' leads here from inside the portal too.
 */
export function PasswordRecoveryRoute() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('titles.passwordRecovery'));
  return <PasswordRecoveryContainer />;
}
