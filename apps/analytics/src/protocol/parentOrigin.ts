/**
 * The origin of the page that embeds the frame: the nearest ancestor's (`location.ancestorOrigins`, which
 * Chromium and Safari keep), else the referrer's. Null when the frame is not in a frame at all, or the
 * origin cannot be told (an opaque 'null' origin, no referrer): such a parent is never trusted.
 */
export function parentOriginOf(frameWindow: Window): string | null {
  if (frameWindow.parent === frameWindow) return null;
  const ancestors = frameWindow.location.ancestorOrigins as DOMStringList | undefined;
  const nearest = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (nearest) return nearest === 'null' ? null : nearest;
  const referrer = frameWindow.document.referrer;
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether an origin is one of the allowed embedding origins (exact match of scheme, host and port). */
export function isAllowedOrigin(origin: string | null, allowed: readonly string[]): origin is string {
  if (!origin) return false;
  return allowed.some((candidate) => candidate.replace(/\/+$/, '') === origin);
}
