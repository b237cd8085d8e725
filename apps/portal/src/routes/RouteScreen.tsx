import { PageHeader } from '@nuvem/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from './useRouteTitle';

/**
 * A route the spec lists without contents. Its title (h1 and document title) and breadcrumb are the menu
 * entry's for the path (group › item), so a page is called what its link says; a path with no menu entry
 * keeps the route table's title.
 */
export function RouteScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('portal');
  const { title, trail } = useRouteTitle(titleKey);
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail}>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('preview')}</Typography>
      </PageHeader>
    </Box>
  );
}
