import Box from '@mui/material/Box';
import {
  StoreConsumptionContainer,
  StorePurchasesContainer,
  StoreStatementContainer,
  StoreStatementsContainer,
} from '@nuvem/features';
import { PageHeader, StoreTabs, type StoreSection } from '@nuvem/ui';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/** The store's pages (spec §2.4), each at an address of its own. */
const HREFS: Record<StoreSection, string> = {
  consumption: '/store/consumo',
  statements: '/store/extratos',
  purchases: '/store/compras',
};
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /store/* ('Minha conta', every signed-in user): consumption (/store/consumo), statements (/store/extratos and
 * /store/extratos/:period) and purchases (/store/compras) of the environment chosen in the top bar, with tabs on
 * top to move between them. The bare path opens the consumption; any other path answers the 404 page.
 */
export default function StoreRoute() {
  return (
    <Routes>
      <Route index element={<Navigate to="consumo" replace />} />
      <Route
        path="consumo"
        element={
          <StorePage section="consumption">
            <Consumption />
          </StorePage>
        }
      />
      <Route
        path="extratos"
        element={
          <StorePage section="statements">
            <Statements />
          </StorePage>
        }
      />
      <Route
        path="extratos/:period"
        element={
          <StorePage section="statements">
            <Statement />
          </StorePage>
        }
      />
      <Route
        path="compras"
        element={
          <StorePage section="purchases">
            <Purchases />
          </StorePage>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** A page titled as the menu names it ('Minha conta'), with the tabs. */
function StorePage({ section, children }: { section: StoreSection; children: ReactNode }) {
  const { title, trail } = useRouteTitle('store', HREFS.consumption);
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <StoreTabs current={section} hrefs={HREFS} onNavigate={(href) => void navigate(href)} />
      {children}
    </Box>
  );
}

function Consumption() {
  return <StoreConsumptionContainer {...useListSearch()} />;
}

function Statements() {
  const navigate = useNavigate();
  return (
    <StoreStatementsContainer
      {...useListSearch()}
      hrefOf={(period) => `${HREFS.statements}/${period}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

function Statement() {
  const { period = '' } = useParams();
  const navigate = useNavigate();
  const list = useListSearch();
  if (!PERIOD.test(period)) return <Navigate to="/404" replace />;
  return (
    <StoreStatementContainer
      {...list}
      period={period}
      backHref={HREFS.statements}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

function Purchases() {
  return <StorePurchasesContainer {...useListSearch()} marketplaceHref="/marketplace" />;
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
