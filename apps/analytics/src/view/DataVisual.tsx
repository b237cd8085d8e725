import type { VisualDefinition } from '@nuvem/api-contract';
import { VisualEmptyState, VisualErrorState, VisualLoadingState } from '@nuvem/ui';
import { useEffect } from 'react';
import { isStaticVisual } from '../data/visualQuery';
import type { VisualDataState } from '../report/reportState';
import { VisualBody } from './VisualBody';

/** Tells once a state the visual draws by itself (empty, failed) is on screen. */
function Shown({ onRendered, children }: { onRendered: () => void; children: React.ReactNode }) {
  useEffect(() => onRendered(), [onRendered]);
  return <>{children}</>;
}

export interface DataVisualProps {
  visual: VisualDefinition;
  data: VisualDataState | undefined;
  colors: readonly string[];
  /** Hide why a query failed (settings.hideErrors: the host shows errors itself); the state stays. */
  hideErrorDetails?: boolean;
  onRendered: () => void;
}

/**
 * A visual that is not part of a report page (a dashboard tile, a Q&A answer): libs/ui's visual for its
 * type, not interactive, or its loading, empty and error states.
 */
export function DataVisual({ visual, data, colors, hideErrorDetails = false, onRendered }: DataVisualProps) {
  if (!isStaticVisual(visual) && !data?.data) {
    if (data?.status === 'failed')
      return (
        <Shown onRendered={onRendered}>
          <VisualErrorState {...(hideErrorDetails ? {} : { details: data.errorCode })} />
        </Shown>
      );
    return <VisualLoadingState />;
  }
  if (data?.data && data.data.rows.length === 0 && visual.type !== 'slicer')
    return (
      <Shown onRendered={onRendered}>
        <VisualEmptyState />
      </Shown>
    );
  return (
    <VisualBody visual={visual} data={data} colors={colors} interactive={false} onRendered={onRendered} />
  );
}
