import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { models } from '@nuvem/embed';
import { useTranslation } from 'react-i18next';
import { playBookmarks, stepBookmark } from '../report/actions/bookmarkActions';
import { playableBookmarks } from '../report/bookmarks';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';

/** The bookmarks slideshow bar (bookmarks play Presentation): the bookmark shown, previous, next and stop. */
export function BookmarkSlideshow({ session, state }: { session: ReportSession; state: ReportState }) {
  const { t } = useTranslation('analytics');
  const current = playableBookmarks(state.report.bookmarks).find(
    (bookmark) => bookmark.name === state.appliedBookmark,
  );
  return (
    <Paper
      role="toolbar"
      aria-label={t('bookmarks.slideshow')}
      square
      elevation={2}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 0.5, flex: 'none' }}
    >
      <IconButton size="small" aria-label={t('bookmarks.previous')} onClick={() => stepBookmark(session, -1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 160, textAlign: 'center' }}>
        {current?.displayName ?? t('bookmarks.slideshow')}
      </Typography>
      <IconButton size="small" aria-label={t('bookmarks.next')} onClick={() => stepBookmark(session, 1)}>
        <ChevronRight />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('bookmarks.stop')}
        onClick={() => playBookmarks(session, { playMode: models.BookmarksPlayMode.Off })}
      >
        <Close />
      </IconButton>
    </Paper>
  );
}
