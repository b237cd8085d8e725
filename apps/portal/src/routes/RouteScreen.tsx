import { PageAbout } from '@nuvem/ui';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { usePageAbout } from '../pages/pageAbout/usePageAbout';
import { RequireMenuEntry } from './RequireMenuEntry';
import { useRouteTitle } from './useRouteTitle';

/**
 * A route whose tools are not in the portal yet: a real page named as its menu entry (h1, document title,
 * breadcrumb; a path with no menu entry keeps the route table's title) that says what it holds for the
 * user, with shortcuts to the related pages they can use today (pageAbout/). Behind RequireMenuEntry, which
 * comes in this page's chunk: the menu's rules stay out of the first page's code.
 */
export function RouteScreen({ titleKey, menuPathsOnly }: { titleKey: string; menuPathsOnly?: boolean }) {
  return (
    <RequireMenuEntry>
      <AboutPage titleKey={titleKey} menuPathsOnly={menuPathsOnly} />
    </RequireMenuEntry>
  );
}

function AboutPage({ titleKey, menuPathsOnly }: { titleKey: string; menuPathsOnly?: boolean }) {
  const { title, trail, entryId } = useRouteTitle(titleKey);
  if (menuPathsOnly && !entryId) return <Navigate to="/404" replace />;
  return <AboutContent title={title} trail={trail} entryId={entryId} titleKey={titleKey} />;
}

function AboutContent({
  title,
  trail,
  entryId,
  titleKey,
}: ReturnType<typeof useRouteTitle> & { titleKey: string }) {
  const { summary, shortcuts } = usePageAbout(entryId, titleKey);
  return (
    <Box sx={{ p: 3 }}>
      <PageAbout title={title} trail={trail} summary={summary} shortcuts={shortcuts} />
    </Box>
  );
}
