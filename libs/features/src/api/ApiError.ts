import type { ErrorBody, ErrorField } from '@nuvem/api-contract';

/** The error shape's fields (spec §8), each present only when the server sent it as it should be. */
export type ApiErrorBody = Partial<ErrorBody>;

export type ApiErrorKind =
  /** The server answered with an error status; `body` holds what it said in the error shape. */
  | 'http'
  /** No answer: the network failed, or a gateway in front of the API (502/503/504) could not reach it. */
  | 'unreachable';

/** Every failed call of the API client. Aborted calls are not ApiErrors: they reject with the abort reason. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The HTTP status; 0 when nothing answered. */
    readonly status: number,
    readonly body: ApiErrorBody = {},
    /** The backend's address, for the 'backend unreachable' message. */
    readonly host = '',
    /** How long the server asked to wait before trying again (Retry-After of a 429 or 503), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(
      body.error_message ?? (kind === 'unreachable' ? `Backend unreachable at ${host}` : `HTTP ${status}`),
    );
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body.error_code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The fields of the error shape found in a parsed response body; anything else is dropped. */
export function errorBodyOf(json: unknown): ApiErrorBody {
  if (typeof json !== 'object' || json === null) return {};
  const record = json as Record<string, unknown>;
  const body: ApiErrorBody = {};
  for (const key of ['error_code', 'error_title', 'error_message'] as const) {
    const value = record[key];
    if (typeof value === 'string') body[key] = value;
  }
  if (record['error_type'] === 'error' || record['error_type'] === 'warning')
    body.error_type = record['error_type'];
  if (Array.isArray(record['error_vars'])) body.error_vars = record['error_vars'].map(String);
  if (Array.isArray(record['error_fields'])) body.error_fields = record['error_fields'].filter(isErrorField);
  return body;
}

const places: readonly unknown[] = ['body', 'query', 'params', 'headers'] satisfies ErrorField['in'][];

/** One well-formed entry of error_fields; the others are dropped. */
function isErrorField(value: unknown): value is ErrorField {
  if (typeof value !== 'object' || value === null) return false;
  const field = value as Record<string, unknown>;
  return (
    places.includes(field['in']) &&
    typeof field['path'] === 'string' &&
    typeof field['keyword'] === 'string' &&
    (field['limit'] === undefined || typeof field['limit'] === 'number')
  );
}
