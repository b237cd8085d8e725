export function serveStatic(
  root: string,
  options?: {
    /** Path prefix → origin, e.g. { '/api': 'http://127.0.0.1:3333' }: those requests are passed on. */
    proxy?: Record<string, string>;
  },
): Promise<{ url: string; close: () => Promise<void> }>;
