import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The document title of a page: its title, then the portal's name. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('portal');
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
