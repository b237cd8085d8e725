/** A dashboard or report the user may see, offered to the embed playground. */
export interface EmbedPlaygroundItem {
  id: string;
  name: string;
  kind: 'dashboard' | 'report';
  /** Its category or BI workspace, which the picker groups by. */
  group: string;
}

/** How a dashboard fits its frame (the SDK's pageView). */
export const EMBED_PAGE_VIEWS = ['fitToWidth', 'oneColumn', 'actualSize'] as const;
export type EmbedPageView = (typeof EMBED_PAGE_VIEWS)[number];

/** The embed settings the playground toggles: the panes and background of a report, a dashboard's page view. */
export interface EmbedPlaygroundSettings {
  filterPane: boolean;
  navPane: boolean;
  transparentBackground: boolean;
  pageView: EmbedPageView;
}

export const DEFAULT_EMBED_PLAYGROUND_SETTINGS: EmbedPlaygroundSettings = {
  filterPane: true,
  navPane: true,
  transparentBackground: false,
  pageView: 'fitToWidth',
};

/** One event the live embed fired, as the log shows it. */
export interface EmbedPlaygroundEvent {
  id: number;
  /** The SDK's event name: loaded, rendered, error, pageChanged… */
  name: string;
  /** When, as a clock time in the user's language. */
  time: string;
  /** A short summary of the event's detail (a page's name, an error's message). */
  detail?: string;
}

export type EmbedPlaygroundLoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
