import Box from '@mui/material/Box';
import { DashboardGrid, DashboardTile, type DashboardTileModel } from '@nuvem/ui';
import { useEffect } from 'react';
import type { DashboardEmbed } from '../dashboard/dashboardEmbed';
import type { DashboardSession } from '../dashboard/dashboardSession';
import { tilePaintTokensOf, type DashboardState } from '../dashboard/dashboardState';
import type { PaintTracker } from '../frame/paintTracker';
import { EmbedErrorBanner } from './EmbedError';
import { EmbedPhase } from './EmbedPhase';
import { TileBody } from './TileBody';
import { useStore } from './useStore';

const tileModelOf = (tile: DashboardState['dashboard']['tiles'][number]): DashboardTileModel => ({
  id: tile.id,
  title: tile.title,
  ...(tile.subTitle ? { subTitle: tile.subTitle } : {}),
  layout: tile.layout,
  ...(tile.kind === 'text' ? { text: tile.text } : {}),
});

/** Reports a text tile as drawn once its tile is on screen (it has no visual of its own to say so). */
function usePaintedTextTiles(state: DashboardState, paint: Pick<PaintTracker, 'report'>) {
  useEffect(() => {
    for (const [id, token] of tilePaintTokensOf(state)) if (token === 'static') paint.report(id, token);
  }, [state, paint]);
}

/** The dashboard and tile frames: waiting, loading, failed, or the grid (or the one tile). */
export function DashboardView({ embed, paint }: { embed: DashboardEmbed; paint: PaintTracker }) {
  const status = useStore(embed.lifecycle.status);
  return (
    <EmbedPhase status={status}>
      {(session) => (
        <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          {status.error && !status.hideErrors && <EmbedErrorBanner error={status.error} />}
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            <LoadedDashboard session={session} paint={paint} />
          </Box>
        </Box>
      )}
    </EmbedPhase>
  );
}

function LoadedDashboard({ session, paint }: { session: DashboardSession; paint: PaintTracker }) {
  const state = useStore(session.store);
  usePaintedTextTiles(state, paint);
  const tokens = tilePaintTokensOf(state);
  const body = (tileId: string) => {
    const content = state.tiles[tileId];
    const id = `tile:${tileId}`;
    return content ? (
      <TileBody
        content={content}
        data={state.tileData[tileId]}
        onRendered={() => paint.report(id, tokens.get(id) ?? '')}
      />
    ) : null;
  };
  if (state.onlyTile) {
    const tile = state.dashboard.tiles.find((candidate) => candidate.id === state.onlyTile!.id);
    if (!tile) return null;
    const { width, height } = state.onlyTile;
    return (
      <Box sx={{ width: width ?? '100%', height: height ?? '100%' }}>
        <DashboardTile tile={tileModelOf(tile)} onTileClick={(id) => session.clickTile(id)}>
          {tile.kind === 'visual' ? body(tile.id) : null}
        </DashboardTile>
      </Box>
    );
  }
  return (
    <DashboardGrid
      tiles={state.dashboard.tiles.map(tileModelOf)}
      view={state.pageView}
      renderTile={(tile) => body(tile.id)}
      onTileClick={(id) => session.clickTile(id)}
    />
  );
}
