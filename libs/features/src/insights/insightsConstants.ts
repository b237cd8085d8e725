/** Spec §2.5 and §9: the embedded dashboard is 1200px high and full width. */
export const EMBED_HEIGHT_PX = 1200;

/**
 * How long before an embed token expires the SDK asks for the next one. The API's tokens live 10 minutes
 * (EMBED_TOKEN_TTL_SECONDS); two minutes leaves room for a retry on a slow network.
 */
export const EMBED_TOKEN_REFRESH_BEFORE_MS = 120_000;
