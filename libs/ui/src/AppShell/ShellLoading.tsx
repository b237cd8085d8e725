import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * The shell's loading screen (portal spec §2.3: while the user's data is missing only a centred spinner
 * shows). AppShell shows it while loading; the portal shows the same while the shell's code arrives, so the
 * page does not change between the two waits.
 */
export function ShellLoading({ className }: { className?: string }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AppShell' });
  return (
    <Box className={className} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
