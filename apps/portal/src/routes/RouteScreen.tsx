import { PageAbout } from '@nuvem/ui';
import Box from '@mui/material/Box';
import { usePageAbout } from '../pages/pageAbout/usePageAbout';
import { RequireMenuEntry } from './RequireMenuEntry';
import { useRouteTitle } from './useRouteTitle';

/**
 * A route whose tools are not in the portal yet: a real page named as its menu entry (h1, document title,
 * breadcrumb; a path with no menu entry keeps the route table's title) that says what it holds for the
 * user, with shortcuts to the related pages they can use today (pageAbout/). Behind RequireMenuEntry, which
 * comes in this page's chunk: the menu's rules stay out of the first page's code.
 */
export function RouteScreen({ titleKey }: { titleKey: string }) {
  return (
    <RequireMenuEntry>
      <AboutPage titleKey={titleKey} />
    </RequireMenuEntry>
  );
}

function AboutPage({ titleKey }: { titleKey: string }) {
  const { title, trail, entryId } = useRouteTitle(titleKey);
  const { summary, shortcuts } = usePageAbout(entryId, titleKey);
  return (
    <Box sx={{ p: 3 }}>
      <PageAbout title={title} trail={trail} summary={summary} shortcuts={shortcuts} />
    </Box>
  );
}
