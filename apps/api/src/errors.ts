// The portal's error shape (spec §8), declared in @nuvem/api-contract. Every code is one of its errorCodes,
// so the portal has a translation for each.
import type { ErrorBody, ErrorCode, ErrorField } from '@nuvem/api-contract';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly vars: string[] = [],
    /** The request's fields it refuses (a value taken, unknown): the portal shows it on them. */
    readonly fields: ErrorField[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.vars, this.fields);
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  vars: string[] = [],
  fields: ErrorField[] = [],
): ErrorBody {
  return {
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: message,
    error_fields: fields,
  };
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'Authentication is required.');
export const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'Invalid email or password.');
/** OAuth2 (RFC 6749 §5.2): the refresh token is invalid, expired, revoked or was already used. */
export const invalidGrant = () =>
  new ApiError(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked. Sign in again.');

/** Unknown and not-held environments answer alike, so a caller cannot probe which cloud ids exist. */
export const environmentNotFound = (cloudId: string) =>
  new ApiError(404, 'environment_not_found', `No environment ${cloudId} for this user.`, [cloudId]);

/** An embed token past its expiry: the frame asks the host page for a new one. */
export const embedTokenExpired = () =>
  new ApiError(401, 'embed_token_expired', 'The embed token has expired.');
/** No embed token, or one that does not verify (signature, issuer, audience, form). */
export const embedTokenInvalid = () =>
  new ApiError(
    401,
    'embed_token_invalid',
    'A valid embed token is required (Authorization: EmbedToken <token>).',
  );
