import Box from '@mui/material/Box';
import { IaasHelpArticleContainer, IaasHelpContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useCallback } from 'react';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

/** Where the help lives; each article has its page under it. */
export const HELP_PATH = '/iaas/help';

const articleHref = (slug: string) => `${HELP_PATH}/${encodeURIComponent(slug)}`;

/**
 * /iaas/help ('Ajuda', IaaS), behind menu_iaas: the help articles searched by ?q=, 'Abrir chamado' filled in
 * with ?resource= (a machine's page links here), and each article at /iaas/help/:slug.
 */
export default function IaasHelpRoute() {
  const { title, trail } = useRouteTitle('iaasHelp', HELP_PATH);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} trail={trail} />
      <Routes>
        <Route index element={<HelpCenter />} />
        <Route path=":slug" element={<Article />} />
      </Routes>
    </Box>
  );
}

function HelpCenter() {
  const [params, setParams] = useSearchParams();
  const onQueryChange = useCallback(
    (query: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (query) next.set('q', query);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <IaasHelpContainer
      query={params.get('q') ?? ''}
      onQueryChange={onQueryChange}
      resourceId={params.get('resource') ?? undefined}
      articleHref={articleHref}
      contactHref="/contact"
    />
  );
}

function Article() {
  const { slug = '' } = useParams();
  return <IaasHelpArticleContainer slug={slug} backHref={HELP_PATH} />;
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
