import { usePageTitle } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * A route the spec lists without contents. Its title (h1 and document title) and breadcrumb are the menu
 * entry's for the path (group › item), so a page is called what its link says; a path with no menu entry
 * keeps the route table's title.
 */
export function RouteScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const fromMenu = usePageTitle(pathname);
  const title = fromMenu?.title ?? t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={fromMenu?.trail}>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('preview')}</Typography>
      </PageHeader>
    </Box>
  );
}

export function useDocumentTitle(title: string) {
  const { t } = useTranslation('portal');
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}

/** While a route's screen is being loaded: a thin bar where the content will be. */
export function RouteLoading() {
  const { t } = useTranslation('portal');
  return <LinearProgress aria-label={t('loading')} />;
}
