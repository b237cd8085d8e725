import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LostCloudIllustration } from './LostCloudIllustration';
import { ROOT_HREF } from './notFoundRoutes';

export interface NotFoundPageProps {
  /** Where 'Voltar ao Painel' leads: the root, which redirects to the dashboard (spec §2.1). */
  homeHref?: string;
}

/** The 404 screen (portal spec §2.1), shown inside the shell for any unknown path. */
export function NotFoundPage({ homeHref = ROOT_HREF }: NotFoundPageProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NotFoundPage' });
  return (
    <Box
      sx={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
        py: { xs: 6, sm: 10 },
      }}
    >
      <LostCloudIllustration />
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t('code')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mt: -1.5 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('body')}</Typography>
      <Button variant="contained" size="large" href={homeHref} sx={{ mt: 1 }}>
        {t('back')}
      </Button>
    </Box>
  );
}
