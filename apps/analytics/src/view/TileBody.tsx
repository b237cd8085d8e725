import type { TileContent } from '@nuvem/api-contract';
import type { VisualDataState } from '../report/reportState';
import { DataVisual } from './DataVisual';
import { useDrawnTheme } from './useDrawnTheme';

/**
 * A pinned visual in a dashboard tile, in its report's theme (in the frame's colour scheme); not interactive:
 * the tile's click is the tile's (tileClicked).
 */
export function TileBody({
  content,
  data,
  onRendered,
}: {
  content: TileContent;
  data: VisualDataState | undefined;
  onRendered: () => void;
}) {
  const theme = useDrawnTheme(content.theme, null);
  return <DataVisual visual={content.visual} data={data} colors={theme.dataColors} onRendered={onRendered} />;
}
