import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface FooterProps {
  /** The copyright holder: the provider's name. */
  owner: string;
  /** The year shown; the current year when omitted (portal spec §2.8). Stories pin it for stable screenshots. */
  year?: number;
}

/** The portal footer: a copyright line with the current year. */
export function Footer({ owner, year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'Footer' });
  return (
    <Box
      component="footer"
      aria-label={t('label')}
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('copyright', { year, owner })}
      </Typography>
    </Box>
  );
}
