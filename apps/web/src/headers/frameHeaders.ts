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
export function frameHeaders(
  { embedOrigins, inlineScripts }: FrameHeadersOptions,
  /** The pages that may frame this answer: by default EMBED_ORIGINS. */
  ancestors: readonly string[] = embedOrigins,
): Record<string, string> {
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
      'frame-ancestors': ancestors.length ? [...ancestors] : ["'none'"],
    }),
    'permissions-policy': permissionsPolicy({ fullscreen: ['self'] }),
  };
}

/** What a request tells of the page it will be framed in: the browser's Sec-Fetch-Dest and Referer. */
export interface FramingRequest {
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The frame's headers for one request. A page not in EMBED_ORIGINS that frames the frame (an iframe's navigation,
 * whose Referer names that page's origin) is let to frame this one answer: the frame then finds that the page is
 * not allowed (its own origin check, location.ancestorOrigins) and answers its requests with the refusal and the
 * reason, showing nothing and talking to no one else. Blocked by frame-ancestors, the frame could not run at all,
 * and the host page would wait for an answer that never comes (issue 29). Any other request (the allowed pages, a
 * page that sends no Referer, the frame's own files) gets EMBED_ORIGINS.
 */
export function frameHeadersFor(
  options: FrameHeadersOptions,
): (request: FramingRequest) => Record<string, string> {
  const allowed = new Set(options.embedOrigins);
  const usual = { ...frameHeaders(options), vary: 'Referer, Sec-Fetch-Dest' };
  return ({ headers }) => {
    const dest = headers['sec-fetch-dest'];
    const parent = dest === undefined || dest === 'iframe' ? originOf(headers['referer']) : undefined;
    if (!parent || allowed.has(parent)) return usual;
    return { ...frameHeaders(options, [parent]), vary: usual.vary };
  };
}

/** The origin of a Referer ('https://host.example'), or undefined for none or one that is not http(s). */
function originOf(referer: string | string[] | undefined): string | undefined {
  if (typeof referer !== 'string') return undefined;
  try {
    const url = new URL(referer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
