import { commonHeaders } from './commonHeaders';
import { baseDirectives, serializeCsp } from './contentSecurityPolicy';
import { permissionsPolicy } from './permissionsPolicy';

export interface StorybookHeadersOptions {
  /** Hashes ('sha256-…') of the inline scripts of Storybook's HTML (its manager's and its preview's settings). */
  inlineScripts: readonly string[];
}

/**
 * Storybook's headers: its manager frames its own preview (iframe.html) and nothing else frames either; scripts
 * are its own files and the inline settings its build wrote, by hash.
 */
export function storybookHeaders({ inlineScripts }: StorybookHeadersOptions): Record<string, string> {
  return {
    ...commonHeaders,
    'content-security-policy': serializeCsp({
      ...baseDirectives,
      'script-src': ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    }),
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': permissionsPolicy({ fullscreen: ['self'] }),
  };
}
