/** The i18next namespace of the portal's own strings (portal.i18n.ts, and the route gates' under `gates`). */
export const PORTAL_NAMESPACE = 'portal';
