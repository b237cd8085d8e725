import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { applyBookmarkByName } from '../report/actions/bookmarkActions';
import { playableBookmarks } from '../report/bookmarks';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';

/** The bookmarks pane (settings.bookmarksPaneEnabled / panes.bookmarks): each bookmark applies on click. */
export function BookmarksPane({ session, state }: { session: ReportSession; state: ReportState }) {
  const { t } = useTranslation('analytics');
  const bookmarks = playableBookmarks(state.report.bookmarks);
  return (
    <Paper
      component="nav"
      aria-label={t('bookmarks.pane')}
      square
      sx={{ width: 220, flex: 'none', overflow: 'auto', borderLeft: 1, borderColor: 'divider' }}
    >
      <List dense subheader={<ListSubheader component="h2">{t('bookmarks.pane')}</ListSubheader>}>
        {bookmarks.map((bookmark) => (
          <ListItemButton
            key={bookmark.name}
            selected={state.appliedBookmark === bookmark.name}
            aria-current={state.appliedBookmark === bookmark.name || undefined}
            onClick={() => applyBookmarkByName(session, { name: bookmark.name })}
          >
            <ListItemText primary={bookmark.displayName} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
