/** The library's identity and limits (embed spec §9). */
export const SDK_VERSION = '2.23.9';
export const SDK_TYPE = 'js';

/** Minimum gap between two load requests of one embed (§4, §9). */
export const LOAD_THROTTLE_MS = 100;

/** The front-load config is sent for at most this many components (§4, §9). */
export const MAX_FRONT_LOAD_COMPONENTS = 2;

/**
 * The host element attributes (§2): the provider's prefix, a hyphen and the field. The classes expose them
 * as statics (`Embed.accessTokenAttribute`, …).
 */
export const ACCESS_TOKEN_ATTRIBUTE = 'powerbi-access-token';
export const EMBED_URL_ATTRIBUTE = 'powerbi-embed-url';
export const NAME_ATTRIBUTE = 'powerbi-name';
export const TYPE_ATTRIBUTE = 'powerbi-type';
export const REPORT_ID_ATTRIBUTE = 'powerbi-report-id';
export const DASHBOARD_ID_ATTRIBUTE = 'powerbi-dashboard-id';
export const FILTER_PANE_ENABLED_ATTRIBUTE = 'powerbi-settings-filter-pane-enabled';
export const NAV_CONTENT_PANE_ENABLED_ATTRIBUTE = 'powerbi-settings-nav-content-pane-enabled';

export const DEFAULT_EMBED_HOST = 'https://app.powerbi.com';
