/** A Content-Security-Policy: each directive with its sources, written in the order given. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * What every site's policy starts from: its own origin for everything, no plugins, no <base> elsewhere.
 * Styles allow 'unsafe-inline': Emotion (MUI) and Storybook inject <style> elements as they render, and a nonce
 * would need each HTML answer rewritten; scripts never do.
 */
export const baseDirectives = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  // data: the build inlines the smallest font files (Roboto's rarer subsets, under Vite's 4 kB) into the CSS.
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
} as const satisfies CspDirectives;
