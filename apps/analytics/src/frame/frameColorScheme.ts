import type { ColorMode } from '@nuvem/ui';

/**
 * The frame's colour scheme for a `colorScheme` parameter: `dark` (in any case) is dark; `light`, anything
 * else, or none is light, so a host page that does not say draws as before (docs/analytics.md "Colour scheme").
 * index.html reads the same parameter the same way before the scripts load, so a dark frame never flashes white.
 */
export function colorSchemeOf(colorScheme: string | null): ColorMode {
  return colorScheme?.trim().toLowerCase() === 'dark' ? 'dark' : 'light';
}
