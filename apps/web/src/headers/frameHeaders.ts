import { commonHeaders } from './commonHeaders';
import { baseDirectives, serializeCsp } from './contentSecurityPolicy';
import { permissionsPolicy } from './permissionsPolicy';

export interface FrameHeadersOptions {
  /** EMBED_ORIGINS: the pages allowed to embed the frame (the API's setting and default). */
  embedOrigins: readonly string[];
  /** Hashes ('sha256-…') of the inline scripts of the frame's HTML (its early colour-scheme script). */
  inlineScripts: readonly string[];
}

/**
 * The analytics frame's headers: only the allowed host pages may frame it (the browser enforces what the frame's
 * own origin check also refuses), its own scripts, its own origin's /api. No X-Frame-Options: it cannot name a
 * list of origins, and frame-ancestors supersedes it. Fullscreen stays allowed: the SDK's fullscreen() puts the
 * frame in fullscreen, and the frame's content may ask for it too.
 */
export function frameHeaders({ embedOrigins, inlineScripts }: FrameHeadersOptions): Record<string, string> {
  return {
    ...commonHeaders,
    'content-security-policy': serializeCsp({
      ...baseDirectives,
      'script-src': ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
      // blob: the data a visual exports is downloaded through an object URL (src/view/downloadText.ts).
      'img-src': [...baseDirectives['img-src'], 'blob:'],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': embedOrigins.length ? [...embedOrigins] : ["'none'"],
    }),
    'permissions-policy': permissionsPolicy({ fullscreen: ['self'] }),
  };
}
