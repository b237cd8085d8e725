import type { Dataset, EmbedAction, ReportDefinition, ReportTheme, Sort } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import type { VisualCell, VisualData, VisualDataPoint } from '@nuvem/ui';

/** A visual's address within the report: 'page/visual' (the form ReportViewState uses too). */
export type VisualKey = string;
export const visualKeyOf = (page: string, visual: string): VisualKey => `${page}/${visual}`;

export interface VisualDataState {
  status: 'loading' | 'ready' | 'failed';
  /** The last data drawn (kept while a newer query is on its way, so the visual does not blank). */
  data?: VisualData;
  /** Why the last query failed: the API's error_code. */
  errorCode?: string;
  /** The query the state answers (or is waiting for). */
  queryKey: string;
}

/** The data points a viewer picked in one visual: they cross-filter the page's other visuals. */
export interface DataSelection {
  page: string;
  visual: string;
  points: VisualDataPoint[];
}

export interface ReportFilters {
  report: models.IFilter[];
  /** By page name. */
  pages: Record<string, models.IFilter[]>;
  /** By visual key. */
  visuals: Record<VisualKey, models.IFilter[]>;
}

/**
 * Everything one embedded report is (docs/analytics.md "State"). Rules over it are pure functions in this
 * folder; the session applies them and sends the events they call for.
 */
export interface ReportState {
  /** The report as loaded, with this session's structural edits (pages added, visuals cloned or moved). */
  report: ReportDefinition;
  dataset: Dataset;
  /** What the token lets the user do. */
  actions: EmbedAction[];
  /** The load config's permissions (a bit set); undefined when it named none. */
  permissions: models.Permissions | undefined;
  activePage: string;
  filters: ReportFilters;
  /** Each slicer's selection, by visual key. */
  slicers: Record<VisualKey, models.IFilter[]>;
  /** The cross-filtering selection (one visual at a time, as in Power BI). */
  selection: DataSelection | null;
  /** The visual the viewer last clicked (the canvas's selection). */
  selectedVisual: VisualKey | null;
  /** The settings as loaded and patched since (customLayout accumulates, see mergeSettings). */
  settings: models.ISettings;
  /** The layout type at load: switching between desktop and mobile later is refused (embed spec §4). */
  initialLayoutType: models.LayoutType;
  viewMode: models.ViewMode;
  /** Changes save would write that are not saved yet. */
  dirty: boolean;
  /**
   * The report's theme with a host's applied theme over it: what save writes. The canvas draws it in the
   * frame's colour scheme (drawnThemeOf).
   */
  theme: ReportTheme;
  /** The theme JSON a host applied (GET /report/theme answers it), or null. */
  appliedTheme: Record<string, unknown> | null;
  /** Sorts chosen by a host or the viewer, by visual key. */
  sorts: Record<VisualKey, Sort>;
  /** The visual shown alone over the page (focus mode), if any. */
  focusedVisual: VisualKey | null;
  /** The visual shown as a table of its data, if any. */
  tableViewVisual: VisualKey | null;
  /** Bumped by closeAllOverlays: open menus and popovers close when it changes. */
  overlayEpoch: number;
  /** Bookmarks' slideshow (bookmarks play Presentation). */
  bookmarksPlaying: boolean;
  appliedBookmark: string | null;
  /** The user's persistent filters are what is applied. */
  userStateApplied: boolean;
  /** Visual embed: the one visual shown at the frame's size. */
  singleVisual: { page: string; visual: string } | null;
  /** False after a phased load (prepare) until /report/render: nothing is queried or drawn. */
  rendering: boolean;
  visualData: Record<VisualKey, VisualDataState>;
  /** Values the filter pane lists for basic filter cards, by field key. */
  paneValues: Record<string, VisualCell[]>;
  /** The frame's own save-as dialog is open (saving a report being created, without a custom dialog). */
  saveAsPrompt: boolean;
}
