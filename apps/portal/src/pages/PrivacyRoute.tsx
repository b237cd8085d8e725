import { PrivacyPage } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';

export function PrivacyRoute({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  useDocumentTitle(t('titles.privacy'));
  return <PrivacyPage loggedIn={loggedIn} onBack={() => navigate(-1)} />;
}
