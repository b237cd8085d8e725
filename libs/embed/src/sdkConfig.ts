/** The library's identity and limits (embed spec §9). */
export const SDK_VERSION = '2.23.9';
export const SDK_TYPE = 'js';

/** Minimum gap between two load requests of one embed (§4, §9). */
export const LOAD_THROTTLE_MS = 100;

/** The front-load config is sent for at most this many components (§4, §9). */
export const MAX_FRONT_LOAD_COMPONENTS = 2;

/** The host element attributes (§2): the provider's prefix, a hyphen and the field. */
export const ATTRIBUTE = {
  accessToken: 'powerbi-access-token',
  embedUrl: 'powerbi-embed-url',
  name: 'powerbi-name',
  type: 'powerbi-type',
  reportId: 'powerbi-report-id',
  dashboardId: 'powerbi-dashboard-id',
  filterPaneEnabled: 'powerbi-settings-filter-pane-enabled',
  navContentPaneEnabled: 'powerbi-settings-nav-content-pane-enabled',
} as const;

export const DEFAULT_EMBED_HOST = 'https://app.powerbi.com';
