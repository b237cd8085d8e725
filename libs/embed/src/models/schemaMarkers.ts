/**
 * Filters and selectors carry a `$schema` marker naming their kind: this prefix and the kind, e.g.
 * `http://powerbi.com/product/schema#basic` or `…#visualSelector` (embed spec §3).
 */
export const SCHEMA_PREFIX = 'http://powerbi.com/product/schema#';
