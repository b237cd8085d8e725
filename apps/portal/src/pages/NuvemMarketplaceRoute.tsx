import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AiAgentCatalogueContainer, MyAiAgentsContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useListSearch } from '../routes/useListSearch';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /nuvem-marketplace/* ('Marketplace Nuvem', issue 32), behind the enable_marketplace flag (the route table's
 * `feature`, as the menu and the API): ai-agents, the agents on offer; my-agents, the environment's hired ones.
 * The bare path opens the catalogue; any other path answers the 404 page.
 */
export default function NuvemMarketplaceRoute() {
  return (
    <Routes>
      <Route index element={<Navigate to="ai-agents" replace />} />
      <Route path="ai-agents" element={<AiAgentsPage />} />
      <Route path="my-agents" element={<MyAgentsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** A page titled by its menu entry ('Marketplace Nuvem' › 'Agentes de IA', › 'Meus agentes'). */
function MarketplacePage({ children }: { children: ReactNode }) {
  const { title, trail } = useRouteTitle('providerMarketplace');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      {children}
    </Box>
  );
}

const linkTo = (href: string) => (label: string) => (
  <Button href={href} size="small" color="inherit">
    {label}
  </Button>
);

function AiAgentsPage() {
  const list = useListSearch();
  return (
    <MarketplacePage>
      <AiAgentCatalogueContainer {...list} myAgentsLink={linkTo('/nuvem-marketplace/my-agents')} />
    </MarketplacePage>
  );
}

function MyAgentsPage() {
  const list = useListSearch();
  return (
    <MarketplacePage>
      <MyAiAgentsContainer
        {...list}
        catalogueLink={(label) => (
          <Button href="/nuvem-marketplace/ai-agents" variant="contained">
            {label}
          </Button>
        )}
      />
    </MarketplacePage>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
