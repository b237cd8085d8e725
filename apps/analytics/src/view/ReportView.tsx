import Box from '@mui/material/Box';
import type { models } from '@nuvem/embed';
import type { PaintTracker } from '../frame/paintTracker';
import { paneVisibilityOf } from '../report/panes';
import type { ReportEmbed } from '../report/reportEmbed';
import type { ReportSession } from '../report/reportSession';
import { EmbedErrorBanner } from './EmbedError';
import { EmbedPhase } from './EmbedPhase';
import { BookmarkSlideshow } from './BookmarkSlideshow';
import { BookmarksPane } from './BookmarksPane';
import { ReportCanvas } from './ReportCanvas';
import { ReportFilterPane } from './ReportFilterPane';
import { ReportPageNavigation } from './ReportPageNavigation';
import { useStore } from './useStore';

/** The report frame: waiting for the host's load, loading, failed, or the report itself. */
export function ReportView({ embed, paint }: { embed: ReportEmbed; paint: PaintTracker }) {
  const status = useStore(embed.lifecycle.status);
  return (
    <EmbedPhase status={status}>
      {(session) => (
        <LoadedReport session={session} error={status.hideErrors ? null : status.error} paint={paint} />
      )}
    </EmbedPhase>
  );
}

function LoadedReport({
  session,
  error,
  paint,
}: {
  session: ReportSession;
  error: models.IError | null;
  paint: PaintTracker;
}) {
  const state = useStore(session.store);
  const panes = paneVisibilityOf(state.settings, state.singleVisual !== null);
  const navigation = panes.pageNavigation ? panes.pageNavigationPosition : null;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-report-id={state.report.id}>
      {error && <EmbedErrorBanner error={error} />}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {navigation === 'left' && <ReportPageNavigation session={session} state={state} position="left" />}
        <ReportCanvas session={session} state={state} paint={paint} />
        {panes.bookmarks && <BookmarksPane session={session} state={state} />}
        {panes.filters && (
          <ReportFilterPane session={session} state={state} expanded={panes.filtersExpanded} />
        )}
      </Box>
      {navigation === 'bottom' && <ReportPageNavigation session={session} state={state} position="bottom" />}
      {state.bookmarksPlaying && <BookmarkSlideshow session={session} state={state} />}
    </Box>
  );
}
