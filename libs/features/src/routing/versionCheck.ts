import { VERSION_CHECK_NAMED_ITEMS, VERSION_STORAGE_KEY } from './routingConstants';

/** What the version check needs of localStorage and sessionStorage. */
export type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'length'>;

/**
 * Compares two dotted versions ('1.10.0' > '1.9.3') numerically, part by part; a pre-release or build
 * suffix ('-beta.1', '+sha') is ignored and a missing part counts as 0. Negative, 0 or positive.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .trim()
      .replace(/^v/i, '')
      .split(/[-+]/)[0]!
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export type VersionCheckOutcome = 'first-run' | 'current' | 'cleared';

/**
 * Spec §4 "Version check", run once at start-up before anything reads storage: when the stored version
 * is older than the build's, or missing while the browser holds data of an earlier build, local and
 * session storage are cleared (the spec's 'feedback' and 'provider' items with them) and only the build's
 * version is kept. A newer stored version (a rollback) is left alone.
 */
export function runVersionCheck(
  { local, session }: { local: VersionStorage; session: VersionStorage },
  buildVersion: string,
): VersionCheckOutcome {
  const stored = local.getItem(VERSION_STORAGE_KEY);
  if (stored !== null && compareVersions(stored, buildVersion) >= 0) return 'current';
  if (stored === null && local.length === 0 && session.length === 0) {
    local.setItem(VERSION_STORAGE_KEY, buildVersion);
    return 'first-run';
  }
  for (const item of VERSION_CHECK_NAMED_ITEMS) {
    local.removeItem(item);
    session.removeItem(item);
  }
  local.clear();
  session.clear();
  local.setItem(VERSION_STORAGE_KEY, buildVersion);
  return 'cleared';
}
