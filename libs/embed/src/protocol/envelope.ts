/**
 * The HTTP-like envelopes carried by postMessage between the host page and the embedded frame
 * (embed spec §7; the field names are the anchor's, so frames written for it understand us).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type MessageHeaders = Record<string, unknown>;

export interface IHttpPostMessageRequest<T = unknown> {
  method: HttpMethod;
  url: string;
  headers: MessageHeaders;
  body?: T;
}

export interface IHttpPostMessageResponse<T = unknown> {
  statusCode: number;
  statusText?: string;
  headers: MessageHeaders;
  body: T;
}

/** A response counts as a failure only when it carries a numeric status outside 2xx, as the anchor decides. */
export function isFailure(response: unknown): boolean {
  const statusCode = (response as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && (statusCode < 200 || statusCode > 299);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The tracking id lives inside `headers.id`, where the anchor's frames look for it. */
export function trackingIdOf(message: unknown): string | undefined {
  if (!isObject(message) || !isObject(message.headers)) return undefined;
  const id = message.headers.id;
  return typeof id === 'string' ? id : undefined;
}
