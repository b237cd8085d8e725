/**
 * Sent by every site on every answer. nosniff: a file is only ever what its Content-Type says.
 * strict-origin-when-cross-origin: another origin learns only our origin, which the analytics frame needs when
 * the browser has no location.ancestorOrigins (apps/analytics/src/protocol/parentOrigin.ts reads the referrer).
 */
export const commonHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
