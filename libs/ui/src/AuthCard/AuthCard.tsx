import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AuthCardProps {
  /** The card's heading ('Recuperar senha'); names its main region. */
  title: string;
  subtitle?: string;
  /** Below the card: a way back ('Voltar para o login'). */
  back?: { href: string; label: string };
  children: ReactNode;
}

/**
 * The frame of the pages outside the shell around signing in (portal spec §2.3): the product's name, one card
 * with a heading, and a way back below it, as the login page is laid out.
 */
export function AuthCard({ title, subtitle, back, children }: AuthCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuthCard' });
  const titleId = useId();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Box component="main" aria-labelledby={titleId} sx={{ width: '100%', maxWidth: 440 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 3 }}>
          <CloudOutlinedIcon aria-hidden sx={{ color: 'primary.main', fontSize: 40 }} />
          <Typography component="p" variant="h4" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {t('product')}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography id={titleId} variant="h6" component="h1">
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
        {back ? (
          <Box sx={{ textAlign: 'center', mt: 3 }}>
            <Link href={back.href} variant="body2">
              {back.label}
            </Link>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
