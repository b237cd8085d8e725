import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { HomeDashboardContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useRouteTitle } from '../routes/useRouteTitle';

/** The home's address; /modern/dashboard shows the same page in the modern layout (spec §2.2). */
const DASHBOARD_PATH = '/dashboard';

/**
 * Início (/dashboard, and /modern/dashboard in the modern layout): the current environment at a glance. With
 * no environment chosen the shell shows its client-selection screen instead, so this page always has one.
 */
export default function HomeRoute() {
  // Called what the menu's link says ('Início') on both addresses.
  const { title, trail } = useRouteTitle('dashboard', DASHBOARD_PATH);
  const theme = useTheme();
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <HomeDashboardContainer colorScheme={theme.palette.mode} onConsumptionRendered={markRendered} />
    </Box>
  );
}

/**
 * A User Timing mark each time the consumption chart has drawn, for the browser's performance tools and the
 * end-to-end suite.
 */
const HOME_CONSUMPTION_RENDERED_MARK = 'nuvem:home-consumption-rendered';
const markRendered = () => void performance.mark(HOME_CONSUMPTION_RENDERED_MARK);

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
