import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../routes/useDocumentTitle';

/** Where a route's permission gate sends a user who lacks the route's feature (spec §2.1 not-authorized). */
export default function NotAuthorizedRoute() {
  const { t } = useTranslation('portal');
  const title = t('titles.notAuthorized');
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: 10,
      }}
    >
      <LockOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('notAuthorizedPage.body')}</Typography>
      <Button variant="contained" href="/">
        {t('notAuthorizedPage.back')}
      </Button>
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
