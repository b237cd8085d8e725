/**
 * Whether the frame may speak to its parent (docs/analytics.md "Protocol"): checking while the API's list of
 * embedding origins is fetched; allowed once the parent's origin is on it; blocked when it is not, or the
 * frame has no parent; unavailable when the list could not be fetched. Only `allowed` shows content; a
 * parent blocked or unchecked at a known origin has its requests refused with the reason (refusedParent.ts).
 */
export type FrameAccess = 'checking' | 'allowed' | 'blocked' | 'unavailable';
