import { queriesData } from '../data/visualQuery';
import type { ReportState, VisualKey } from './reportState';
import { visibleVisualsOf } from './visibleVisuals';

/** What a visual has drawn, as the view reports it: its data state and query, or 'static' for a textbox or a button. */
export function paintTokenOf(state: ReportState, key: VisualKey, queries: boolean): string {
  if (!queries) return 'static';
  const data = state.visualData[key];
  return data ? `${data.status}|${data.queryKey}` : 'none';
}

/** What every visible visual must have drawn for the page to count as rendered. */
export function paintTokensOf(state: ReportState): Map<VisualKey, string> {
  return new Map(
    visibleVisualsOf(state).map(({ key, visual }) => [key, paintTokenOf(state, key, queriesData(visual))]),
  );
}
