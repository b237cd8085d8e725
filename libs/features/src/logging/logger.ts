/**
 * The one way our code writes to the console. Spec §9: console logging is disabled in production, so in a
 * production build `logger` is the silent one; in development and tests it writes to the console.
 *
 * The choice is a ternary on `import.meta.env.DEV`, which Vite replaces by a literal at build time: the
 * bundler then drops `consoleLogger` (never referenced), and a production bundle carries no `console.` call
 * of ours (tests/production checks the built portal). Each method looks `console` up when called, so a
 * test's spy on console.warn sees the call.
 */
export interface Logger {
  /** Something failed that the user was told about, or that needs no telling (a background read). */
  warn: (...args: unknown[]) => void;
  /** Something failed that nothing else reports. */
  error: (...args: unknown[]) => void;
}

const consoleLogger: Logger = {
  // eslint-disable-next-line no-console -- the logger is the one place that writes to the console
  warn: (...args) => console.warn(...args),
  // eslint-disable-next-line no-console -- as above
  error: (...args) => console.error(...args),
};

const silentLogger: Logger = {
  warn: () => undefined,
  error: () => undefined,
};

export const logger: Logger = import.meta.env.DEV ? consoleLogger : silentLogger;
