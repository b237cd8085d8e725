// The portal's error shape (spec §8): { error_code, error_vars, error_title, error_type, error_message }.
// error_code is what the portal translates ('error_code.{code}'); error_vars fill its {%1}, {%2}.

export interface ErrorBody {
  error_code: string;
  error_vars: string[];
  error_title: string;
  error_type: 'error' | 'warning';
  error_message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly vars: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.vars);
  }
}

export function errorBody(code: string, message: string, vars: string[] = []): ErrorBody {
  return {
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: message,
  };
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'Authentication is required.');
export const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'Invalid email or password.');
/** OAuth2 (RFC 6749 §5.2): the refresh token is invalid, expired, revoked or was already used. */
export const invalidGrant = () =>
  new ApiError(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked. Sign in again.');
