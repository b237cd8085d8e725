/**
 * Whether the frame may speak to its parent (docs/analytics.md "Protocol"): checking while the API's list of
 * embedding origins is fetched; allowed once the parent's origin is on it; blocked when it is not, or the
 * frame has no parent; unavailable when the list could not be fetched. Only `allowed` posts or answers.
 */
export type FrameAccess = 'checking' | 'allowed' | 'blocked' | 'unavailable';
