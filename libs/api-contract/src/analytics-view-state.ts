// A report's view state as one string: what a bookmark's `state` holds, what /report/bookmarks/capture returns
// and what a user's persistent filters store. The frame captures and applies it; the demo content writes it. It
// is ours, not powerbi-models' (whose bookmark state is opaque to host pages), so it only has to round-trip.
import type { Filter } from './analytics-filters';

export interface ReportViewState {
  version: 1;
  /** The page shown. */
  activePage: string;
  /** Filters by level: the report's, each page's (by page name), each visual's (by 'page/visual'). */
  filters: {
    report: Filter[];
    pages: Record<string, Filter[]>;
    visuals: Record<string, Filter[]>;
  };
  /** Each slicer's selection, by 'page/visual'. */
  slicers: Record<string, Filter[]>;
  /** Visuals hidden or shown (VisualContainerDisplayMode 0/1), by 'page/visual'; absent: as defined. */
  displayStates?: Record<string, 0 | 1>;
}

const prefix = 'nuvem1.';

/** 'nuvem1.' and the state as base64url JSON (UTF-8), safe in URLs and JSON alike. */
export function encodeViewState(state: ReportViewState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return prefix + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The state in a string encodeViewState made, or undefined for anything else (the caller answers 400). */
export function decodeViewState(encoded: string): ReportViewState | undefined {
  if (!encoded.startsWith(prefix)) return undefined;
  try {
    const base64 = encoded.slice(prefix.length).replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const state = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    return isViewState(state) ? state : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilterMap = (value: unknown) => isRecord(value) && Object.values(value).every(Array.isArray);

/** The outline only: each filter is validated where it is applied, as a filter set by any other way is. */
function isViewState(value: unknown): value is ReportViewState {
  if (!isRecord(value) || value.version !== 1 || typeof value.activePage !== 'string') return false;
  const { filters, slicers, displayStates } = value;
  if (!isRecord(filters) || !Array.isArray(filters.report)) return false;
  if (!isFilterMap(filters.pages) || !isFilterMap(filters.visuals) || !isFilterMap(slicers)) return false;
  return (
    displayStates === undefined ||
    (isRecord(displayStates) && Object.values(displayStates).every((mode) => mode === 0 || mode === 1))
  );
}
