import ArrowForward from '@mui/icons-material/ArrowForward';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../PageHeader';

/** A page the user may open next, with what they will do there. */
export interface PageAboutShortcut {
  /** Where it leads (an in-portal path: the app's link component routes it). */
  href: string;
  /** Its name, as the menu calls it. */
  label: string;
  /** One line on what the user does there. */
  description?: string;
}

export interface PageAboutProps {
  /** The page's title (the one `h1`), as its menu entry calls it. */
  title: string;
  /** The menu groups above the page, outermost first (see PageHeader). */
  trail?: readonly string[];
  /** What this page holds for the user, in plain words: one to three sentences. */
  summary: string;
  /**
   * Related pages the user may open today, in order. Only pages they may open: the caller filters. Empty
   * or absent: the section is not shown.
   */
  shortcuts?: readonly PageAboutShortcut[];
}

/**
 * A page described rather than filled: its title and breadcrumb, a calm 'About this page' panel saying what
 * the page is for, and shortcuts to the related pages the user can use right away.
 */
export function PageAbout({ title, trail, summary, shortcuts = [] }: PageAboutProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PageAbout' });
  const aboutId = useId();
  const shortcutsId = useId();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={title} trail={trail} />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={aboutId}
        sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <InfoOutlined aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={aboutId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {t('about')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{summary}</Typography>
        </Box>
      </Paper>
      {shortcuts.length > 0 ? (
        <Box component="section" aria-labelledby={shortcutsId} sx={{ mt: 3 }}>
          <Typography id={shortcutsId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('shortcuts')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
            }}
          >
            {shortcuts.map((shortcut) => (
              <Paper component="li" variant="outlined" key={shortcut.href} sx={{ p: 2, minWidth: 0 }}>
                <Link
                  href={shortcut.href}
                  underline="hover"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                >
                  {shortcut.label}
                  <ArrowForward aria-hidden fontSize="small" />
                </Link>
                {shortcut.description ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {shortcut.description}
                  </Typography>
                ) : null}
              </Paper>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
