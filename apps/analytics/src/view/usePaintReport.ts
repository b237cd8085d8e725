import { useCallback } from 'react';
import type { PaintTracker } from '../frame/paintTracker';

/** The callback a visual calls once it has drawn: tells the paint tracker which state (token) is on screen. */
export function usePaintReport(paint: Pick<PaintTracker, 'report'>, id: string, token: string): () => void {
  return useCallback(() => paint.report(id, token), [paint, id, token]);
}
