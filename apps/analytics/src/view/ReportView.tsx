import Box from '@mui/material/Box';
import { models } from '@nuvem/embed';
import type { PaintTracker } from '../frame/paintTracker';
import { paneVisibilityOf } from '../report/panes';
import { canEdit } from '../report/permissions';
import type { ReportEmbed } from '../report/reportEmbed';
import type { ReportSession } from '../report/reportSession';
import { AuthoringBar } from './AuthoringBar';
import { EmbedErrorBanner } from './EmbedError';
import { EmbedPhase } from './EmbedPhase';
import { BookmarkSlideshow } from './BookmarkSlideshow';
import { BookmarksPane } from './BookmarksPane';
import { ReportCanvas } from './ReportCanvas';
import { ReportFilterPane } from './ReportFilterPane';
import { ReportAuthoring } from './ReportAuthoring';
import { ReportPageNavigation } from './ReportPageNavigation';
import { useStore } from './useStore';

const { ViewMode } = models;

/** The report frame: waiting for the host's load, loading, failed, or the report itself. */
export function ReportView({ embed, paint }: { embed: ReportEmbed; paint: PaintTracker }) {
  const status = useStore(embed.lifecycle.status);
  return (
    <EmbedPhase status={status}>
      {(session) => (
        <LoadedReport
          session={session}
          error={status.hideErrors ? null : status.error}
          paint={paint}
          adoptToken={(token) => embed.lifecycle.setToken(token)}
        />
      )}
    </EmbedPhase>
  );
}

function LoadedReport({
  session,
  error,
  paint,
  adoptToken,
}: {
  session: ReportSession;
  error: models.IError | null;
  paint: PaintTracker;
  adoptToken: (token: string) => void;
}) {
  const state = useStore(session.store);
  const panes = paneVisibilityOf(state.settings, state.singleVisual !== null);
  const navigation = panes.pageNavigation ? panes.pageNavigationPosition : null;
  const authoring = state.viewMode === ViewMode.Edit && canEdit(state) && state.singleVisual === null;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-report-id={state.report.id}>
      {error && <EmbedErrorBanner error={error} />}
      {authoring && <AuthoringBar session={session} state={state} adoptToken={adoptToken} />}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {navigation === 'left' && <ReportPageNavigation session={session} state={state} position="left" />}
        <ReportCanvas session={session} state={state} paint={paint} />
        {authoring && panes.authoring && <ReportAuthoring session={session} state={state} />}
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
