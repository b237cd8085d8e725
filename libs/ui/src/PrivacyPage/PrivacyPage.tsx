import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PrivacySection } from './PrivacySection';
import { LOGIN_HREF } from './privacyRoutes';

export interface PrivacyPageProps {
  /** Whether the visitor is logged in: the button then reads 'Voltar', otherwise 'Login' (spec §2.1). */
  loggedIn: boolean;
  /** 'Voltar' was pressed (logged in): go back to where the user came from. */
  onBack?: () => void;
  /** Where 'Login' leads (logged out). */
  loginHref?: string;
}

const paragraph = { color: 'text.secondary', lineHeight: 1.7 } as const;
const list = { ...paragraph, m: 0, mt: 1, pl: 3, '& li + li': { mt: 0.5 } } as const;

/** The public privacy declaration (portal spec §1, §2.1), shown without the shell. */
export function PrivacyPage({ loggedIn, onBack, loginHref = LOGIN_HREF }: PrivacyPageProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PrivacyPage' });
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, sm: 4 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <CloudOutlinedIcon aria-hidden />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {t('product')}
          </Typography>
        </Box>
        {loggedIn ? (
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
            {t('back')}
          </Button>
        ) : (
          <Button variant="contained" href={loginHref}>
            {t('login')}
          </Button>
        )}
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <Paper component="article" variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('updated')}
          </Typography>
          <Typography sx={{ ...paragraph, mt: 3 }}>{t('intro')}</Typography>

          <PrivacySection title={t('collected.title')}>
            <Typography sx={paragraph}>{t('collected.lead')}</Typography>
            <Box component="ul" sx={list}>
              <li>{t('collected.ip')}</li>
              <li>{t('collected.name')}</li>
              <li>{t('collected.email')}</li>
            </Box>
          </PrivacySection>

          <PrivacySection title={t('purposes.title')}>
            <Typography sx={paragraph}>{t('purposes.lead')}</Typography>
            <Box component="ul" sx={list}>
              <li>{t('purposes.contract')}</li>
              <li>{t('purposes.requests')}</li>
              <li>{t('purposes.notices')}</li>
              <li>{t('purposes.security')}</li>
            </Box>
          </PrivacySection>

          <PrivacySection title={t('sharing.title')}>
            <Typography sx={paragraph}>{t('sharing.body')}</Typography>
          </PrivacySection>

          <PrivacySection title={t('storage.title')}>
            <Typography sx={paragraph}>{t('storage.body')}</Typography>
          </PrivacySection>

          <PrivacySection title={t('cookies.title')}>
            <Typography sx={paragraph}>{t('cookies.body')}</Typography>
          </PrivacySection>

          <PrivacySection title={t('rights.title')}>
            <Typography sx={paragraph}>{t('rights.body')}</Typography>
          </PrivacySection>

          <PrivacySection title={t('newsletters.title')}>
            <Typography sx={paragraph}>{t('newsletters.body')}</Typography>
          </PrivacySection>
        </Paper>
      </Container>
    </Box>
  );
}
