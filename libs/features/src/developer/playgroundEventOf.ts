import type { EmbedPlaygroundEvent } from '@nuvem/ui';

const MAX_DETAIL = 160;

/** The SDK's error text of an error event: its detailed message, or its message. */
export function sdkErrorText(detail: unknown): string {
  const error = (detail ?? {}) as { message?: unknown; detailedMessage?: unknown };
  const text = [error.detailedMessage, error.message].find((value) => typeof value === 'string' && value);
  return (text as string | undefined) ?? JSON.stringify(detail ?? null);
}

/** A short, readable summary of an event's detail for the log: a page's name, an error's text, or its JSON. */
export function eventDetailSummary(name: string, detail: unknown): string | undefined {
  if (detail === undefined || detail === null) return undefined;
  if (name === 'error') return sdkErrorText(detail);
  const page = (detail as { newPage?: { displayName?: string; name?: string } }).newPage;
  if (name === 'pageChanged' && page) return page.displayName ?? page.name;
  const json = JSON.stringify(detail);
  if (!json || json === '{}') return undefined;
  return json.length > MAX_DETAIL ? `${json.slice(0, MAX_DETAIL - 1)}…` : json;
}

/** One log line of an event, timed in the user's language. */
export function playgroundEventOf(
  id: number,
  name: string,
  detail: unknown,
  language: string,
  at = new Date(),
) {
  const summary = eventDetailSummary(name, detail);
  const event: EmbedPlaygroundEvent = {
    id,
    name,
    time: at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    ...(summary ? { detail: summary } : {}),
  };
  return event;
}
