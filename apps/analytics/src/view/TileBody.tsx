import type { TileContent } from '@nuvem/api-contract';
import { VisualEmptyState, VisualErrorState, VisualLoadingState } from '@nuvem/ui';
import { useEffect } from 'react';
import { isStaticVisual } from '../data/visualQuery';
import type { VisualDataState } from '../report/reportState';
import { useDrawnTheme } from './useDrawnTheme';
import { VisualBody } from './VisualBody';

/** Tells once a state the tile draws by itself (empty, failed) is on screen. */
function Shown({ onRendered, children }: { onRendered: () => void; children: React.ReactNode }) {
  useEffect(() => onRendered(), [onRendered]);
  return <>{children}</>;
}

/**
 * A pinned visual in a dashboard tile: libs/ui's visual for its type, not interactive (the tile's click is
 * the tile's, tileClicked), in its report's theme (in the frame's colour scheme), or the loading, empty and
 * error states.
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
  if (!isStaticVisual(content.visual) && !data?.data) {
    if (data?.status === 'failed')
      return (
        <Shown onRendered={onRendered}>
          <VisualErrorState details={data.errorCode} />
        </Shown>
      );
    return <VisualLoadingState />;
  }
  if (data?.data && data.data.rows.length === 0 && content.visual.type !== 'slicer')
    return (
      <Shown onRendered={onRendered}>
        <VisualEmptyState />
      </Shown>
    );
  return (
    <VisualBody
      visual={content.visual}
      data={data}
      colors={theme.dataColors}
      interactive={false}
      onRendered={onRendered}
    />
  );
}
