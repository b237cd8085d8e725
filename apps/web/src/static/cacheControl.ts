/** Files whose names carry a hash of their content: Vite writes every bundled file under assets/ as name-hash.ext. */
const HASHED_FOLDER = 'assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a built file, by its path relative to the site's root (posix separators): a hashed file
 * never changes under its name, so browsers keep it a year without asking; anything else (index.html, the
 * favicon, Storybook's unhashed manager files) is asked for again each time (an ETag keeps that cheap).
 */
export function cacheControlOf(relativePath: string): string {
  return relativePath.startsWith(HASHED_FOLDER) ? IMMUTABLE : REVALIDATE;
}
