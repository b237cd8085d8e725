/** The SSE event names of spec §3 ("Monitor stream message", "Push alert") and the generic messages. */
export const STREAM_EVENTS = ['monitor', 'alert', 'generic-message'] as const;
