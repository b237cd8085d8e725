import { commonHeaders } from './commonHeaders';
import { baseDirectives, serializeCsp } from './contentSecurityPolicy';
import { permissionsPolicy } from './permissionsPolicy';

export interface PortalHeadersOptions {
  /** The analytics frame's origin (ANALYTICS_URL): the portal embeds insights from there. */
  analyticsOrigin: string;
  /** The API's origin when the portal was built to call it directly (VITE_API_URL); else its own /api. */
  directApiOrigin?: string | undefined;
  /** Hashes ('sha256-…') of the inline scripts of the portal's HTML. */
  inlineScripts: readonly string[];
}

/**
 * The portal's headers: a console is framed by nobody (clickjacking), runs only its own scripts, talks only to
 * its own origin (the API and its event streams through /api, or the API's own origin) and frames only the
 * analytics app. The SDK's fullscreen() asks fullscreen for the iframe from the portal's document.
 */
export function portalHeaders({
  analyticsOrigin,
  directApiOrigin,
  inlineScripts,
}: PortalHeadersOptions): Record<string, string> {
  return {
    ...commonHeaders,
    'content-security-policy': serializeCsp({
      ...baseDirectives,
      'script-src': ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
      'connect-src': ["'self'", ...(directApiOrigin ? [directApiOrigin] : [])],
      'frame-src': [analyticsOrigin],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    }),
    'x-frame-options': 'DENY',
    'permissions-policy': permissionsPolicy({ fullscreen: ['self'] }),
  };
}
