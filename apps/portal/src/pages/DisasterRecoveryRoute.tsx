import Box from '@mui/material/Box';
import {
  DisasterRecoveryBackupsContainer,
  DisasterRecoveryFailoverContainer,
  DisasterRecoveryPlanTestContainer,
  useShellPermissions,
} from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequirePermission, type RouteFeature } from '../routes/RequirePermission';
import { useRouteTitle } from '../routes/useRouteTitle';

/** The pages of customer disaster recovery (spec §2.6), in the menu's order, each behind its feature (§6). */
const PAGES = [
  { path: 'plan-test', feature: 'drPlanTest', screen: <DisasterRecoveryPlanTestContainer /> },
  {
    path: 'activation',
    feature: 'drActivation',
    screen: <DisasterRecoveryFailoverContainer direction="activate" />,
  },
  {
    path: 'deactivation',
    feature: 'drRestoration',
    screen: <DisasterRecoveryFailoverContainer direction="restore" />,
  },
  { path: 'backup', feature: 'backupDownload', screen: <DisasterRecoveryBackupsContainer /> },
] as const satisfies readonly { path: string; feature: RouteFeature; screen: ReactNode }[];

/**
 * /customer-disaster-recover/* ('Recuperação de desastre', spec §2.6): plan-test, activation, deactivation and
 * backup, each behind its own feature (without it, /not-authorized); the route table lets in users holding any.
 * The bare path opens the first page the user may see; any other path answers the 404 page.
 */
export default function DisasterRecoveryRoute() {
  return (
    <Routes>
      <Route index element={<FirstPage />} />
      {PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={
            <RequirePermission feature={page.feature}>
              <DisasterRecoveryPage>{page.screen}</DisasterRecoveryPage>
            </RequirePermission>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

function FirstPage() {
  const permissions = useShellPermissions();
  if (!permissions) return null;
  const first = PAGES.find((page) => permissions[page.feature]);
  return <Navigate to={first ? first.path : '/not-authorized'} replace />;
}

/** A page titled by its menu entry ('Recuperação de desastre' › 'Teste do plano', …). */
function DisasterRecoveryPage({ children }: { children: ReactNode }) {
  const { title, trail } = useRouteTitle('disasterRecovery');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      {children}
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
