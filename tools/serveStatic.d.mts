export function serveStatic(
  root: string,
  options?: { spa?: boolean },
): Promise<{ url: string; close: () => Promise<void> }>;
