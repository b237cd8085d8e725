/** An API failure: the HTTP status and the API's error_code (docs/analytics.md "Authorisation"). */
export class AnalyticsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The API's error_vars: the values its message names. */
    readonly vars: readonly string[] = [],
  ) {
    super(message);
    this.name = 'AnalyticsApiError';
  }
}

export const EMBED_TOKEN_EXPIRED = 'embed_token_expired';
export const EMBED_TOKEN_INVALID = 'embed_token_invalid';
export const ITEM_NOT_FOUND = 'analytics_item_not_found';

export function isApiError(error: unknown, code?: string): error is AnalyticsApiError {
  return error instanceof AnalyticsApiError && (code === undefined || error.code === code);
}
