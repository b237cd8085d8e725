import type { TileDefinition } from '@nuvem/api-contract';

/**
 * tileClicked's payload (embed spec §4 "Dashboards add tileClicked"): the tile, and for a pinned visual the
 * report it came from: the report's embed URL on this frame's origin (in the embed's workspace), its page
 * name, and a navigation URL that opens that page. A text tile leads nowhere: only its id.
 */
export function tileClickedPayload(tile: TileDefinition, origin: string, groupId: string | null) {
  if (tile.kind !== 'visual') return { tileId: tile.id };
  const query = new URLSearchParams({ reportId: tile.reportId });
  if (groupId) query.set('groupId', groupId);
  const reportEmbedUrl = `${origin}/reportEmbed?${query}`;
  return {
    tileId: tile.id,
    reportEmbedUrl,
    pageName: tile.pageName,
    navigationUrl: `${reportEmbedUrl}&pageName=${encodeURIComponent(tile.pageName)}`,
  };
}
