import type { InsightsLoadState } from '@nuvem/ui';

/** The state a list shows for an SWR answer: its error (as `messageOf` words it), still loading, or ready. */
export function loadStateOf(
  answer: { data: unknown; error: unknown },
  messageOf: (error: unknown) => string,
): InsightsLoadState {
  if (answer.error !== undefined) return { status: 'error', message: messageOf(answer.error) };
  return answer.data === undefined ? { status: 'loading' } : { status: 'ready' };
}
