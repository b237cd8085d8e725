import { isApiError } from './ApiError';

/**
 * SWR's `shouldRetryOnError` for API calls: a 4xx answer (no permission, not found, invalid) will not
 * change by asking again, so only failures of the server or the network are retried.
 */
export function retryOnlyServerErrors(error: unknown): boolean {
  return !(isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500);
}
