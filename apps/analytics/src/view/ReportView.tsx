import Box from '@mui/material/Box';
import type { models } from '@nuvem/embed';
import { useTranslation } from 'react-i18next';
import type { PaintTracker } from '../frame/paintTracker';
import { paneVisibilityOf } from '../report/panes';
import type { ReportEmbed } from '../report/reportEmbed';
import type { ReportSession } from '../report/reportSession';
import { EmbedError, EmbedErrorBanner } from './EmbedError';
import { FrameMessage } from './FrameMessage';
import { BookmarkSlideshow } from './BookmarkSlideshow';
import { BookmarksPane } from './BookmarksPane';
import { ReportCanvas } from './ReportCanvas';
import { ReportFilterPane } from './ReportFilterPane';
import { ReportPageNavigation } from './ReportPageNavigation';
import { useStore } from './useStore';

/** The report frame: waiting for the host's load, loading, failed, or the report itself. */
export function ReportView({ embed, paint }: { embed: ReportEmbed; paint: PaintTracker }) {
  const { t } = useTranslation('analytics');
  const status = useStore(embed.lifecycle.status);
  if (status.phase === 'waiting') return <FrameMessage title={t('waiting')} busy />;
  if (status.phase === 'loading') return <FrameMessage title={t('loading')} busy />;
  if (status.phase === 'failed' || !status.session)
    return status.hideErrors || !status.error ? null : <EmbedError error={status.error} />;
  return (
    <LoadedReport session={status.session} error={status.hideErrors ? null : status.error} paint={paint} />
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
