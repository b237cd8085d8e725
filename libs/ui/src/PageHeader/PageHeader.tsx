import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageHeaderProps {
  /** The page's title: the one `h1` of the page. */
  title: string;
  /**
   * Where the page sits, outermost first, without the page itself (e.g. the menu groups holding it:
   * ['Suporte']). Empty or absent: no breadcrumb is shown, the title says it all.
   */
  trail?: readonly string[];
  /** Anything under the title (a description, the page's actions). */
  children?: ReactNode;
}

/**
 * The page title's Element Timing identifier: the browser reports when the title is on screen, which is
 * when the screen under it is (the portal's first-screen gate waits for it).
 */
export const PAGE_TITLE_TIMING = 'nuvem-page-title';

/**
 * The top of a page: a breadcrumb of the places above it (group › … › page) and its title. The trail's
 * steps are text, not links: the menu's groups have no page of their own.
 */
export function PageHeader({ title, trail = [], children }: PageHeaderProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PageHeader' });
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {trail.length > 0 ? (
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 0.5 }}>
          {trail.map((step, index) => (
            <Typography key={`${index}-${step}`} variant="body2" sx={{ color: 'text.secondary' }}>
              {step}
            </Typography>
          ))}
          <Typography variant="body2" aria-current="page" sx={{ color: 'text.primary' }}>
            {title}
          </Typography>
        </Breadcrumbs>
      ) : null}
      <Typography variant="h4" component="h1" {...{ elementtiming: PAGE_TITLE_TIMING }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
