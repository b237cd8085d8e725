import Box from '@mui/material/Box';
import { IaasCalculatorContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /iaas/calculator ('Calculadora', IaaS), behind menu_iaas: the price calculator, and at
 * /iaas/calculator/shared-budget?cloud_id=…&budget_id=… (portal spec §2.4, §4) the budget the link names,
 * opened in the calculator beside its environment's real consumption this month.
 */
export default function IaasCalculatorRoute() {
  return (
    <Routes>
      <Route index element={<CalculatorPage />} />
      <Route path="shared-budget" element={<SharedBudgetPage />} />
    </Routes>
  );
}

function CalculatorPage({ shared }: { shared?: { cloudId: string; budgetId: string } }) {
  const { title, trail } = useRouteTitle('iaasCalculator', '/iaas/calculator');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <IaasCalculatorContainer key={shared?.budgetId ?? 'new'} shared={shared} />
    </Box>
  );
}

function SharedBudgetPage() {
  const [params] = useSearchParams();
  const cloudId = params.get('cloud_id') ?? '';
  const budgetId = params.get('budget_id') ?? '';
  return <CalculatorPage shared={cloudId && budgetId ? { cloudId, budgetId } : undefined} />;
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
