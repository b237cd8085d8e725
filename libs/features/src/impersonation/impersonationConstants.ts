/**
 * Starting or ending an impersonation changes whom every answer of the API is for: the portal then loads its
 * root afresh, as logout does (spec §4), so nothing cached of the other user stays on screen.
 */
export const IMPERSONATION_RELOAD_PATH = '/';
