/** The SSE event names of spec §3 ("Monitor stream message", "Push alert"), the generic messages and operations. */
export const STREAM_EVENTS = ['monitor', 'alert', 'generic-message', 'operation'] as const;
