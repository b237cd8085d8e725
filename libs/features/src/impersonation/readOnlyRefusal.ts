import { ApiError } from '../api/ApiError';

/** The API's answer to a write made while impersonating (403, read-only): the error code it carries. */
export const IMPERSONATION_READ_ONLY_CODE = 'impersonation_read_only';

/**
 * A write the API refused because the session is an impersonation. A screen whose failure message is
 * otherwise generic (the favourite's 'erro' of spec §8) shows the catalogue's explanation for this one: the
 * user can act on it (end the impersonation), unlike on 'erro'.
 */
export function isReadOnlyRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === IMPERSONATION_READ_ONLY_CODE;
}
