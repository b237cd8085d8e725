/** One of the user's live sign-ins, as the profile lists it. */
export interface SignInEntry {
  id: string;
  userAgent: string | null;
  ip: string | null;
  /** ISO dates. */
  startedAt: string;
  lastUsedAt: string;
  /** The sign-in this page is using. */
  current: boolean;
}

const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A sign-in's browser and system in a few words ('Chrome · Windows') from its user agent; undefined when
 * neither is recognised (the list then shows the user agent as it came).
 */
export function deviceOf(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter((part): part is string => part !== undefined);
  return parts.length ? parts.join(' · ') : undefined;
}
