import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A route the spec lists without contents: its real title, in the document title too. */
export function RouteScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('portal');
  const title = t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('preview')}</Typography>
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
