import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChangePasswordContainer, ProfileDetailsContainer, SignInsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /user, Perfil (spec §2.1, issue 31): the user's own details (name, phone, language), their password, and
 * where they are signed in, each session ended on its own or all but this one.
 */
export default function ProfileRoute() {
  const { title, trail } = useRouteTitle('user');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <ProfileDetailsContainer />
        <ChangePasswordContainer />
        <SignInsContainer />
      </Stack>
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
