import { compareVersions, runVersionCheck } from './versionCheck';

/** A Storage in memory, as the browser's. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    get length() {
      return map.size;
    },
    entries: () => Object.fromEntries(map),
  };
}

test.each([
  ['1.0.0', '1.0.0', 0],
  ['1.0.0', '1.0.1', -1],
  ['1.2.0', '1.10.0', -1],
  ['2.0.0', '1.99.99', 1],
  ['1.0', '1.0.0', 0],
  ['v1.2.3', '1.2.3', 0],
  ['1.2.3-beta.1', '1.2.3', 0],
  ['0.1.0', '0.2.0', -1],
])('compareVersions(%s, %s) = %i', (a, b, expected) => {
  expect(compareVersions(a, b)).toBe(expected);
});

const junk = { 'nuvem-refresh-token': 'r1', feedback: '{"sent":true}', provider: 'oci', layout: 'modern' };

interface Case {
  name: string;
  local: Record<string, string>;
  session: Record<string, string>;
  outcome: string;
  localAfter: Record<string, string>;
  sessionAfter: Record<string, string>;
}

test.each<Case>([
  {
    name: 'an older stored version: everything cleared, the new version kept',
    local: { 'nuvem-version': '0.1.0', ...junk },
    session: { 'nuvem-sso': 'x', feedback: 'y', provider: 'z' },
    outcome: 'cleared',
    localAfter: { 'nuvem-version': '0.2.0' },
    sessionAfter: {},
  },
  {
    name: 'no stored version but data of an earlier build: cleared',
    local: junk,
    session: {},
    outcome: 'cleared',
    localAfter: { 'nuvem-version': '0.2.0' },
    sessionAfter: {},
  },
  {
    name: 'no stored version, only session data: cleared',
    local: {},
    session: { feedback: 'y' },
    outcome: 'cleared',
    localAfter: { 'nuvem-version': '0.2.0' },
    sessionAfter: {},
  },
  {
    name: 'a first run in an empty browser: the version is stored',
    local: {},
    session: {},
    outcome: 'first-run',
    localAfter: { 'nuvem-version': '0.2.0' },
    sessionAfter: {},
  },
  {
    name: 'the same version: nothing changes',
    local: { 'nuvem-version': '0.2.0', ...junk },
    session: { feedback: 'y' },
    outcome: 'current',
    localAfter: { 'nuvem-version': '0.2.0', ...junk },
    sessionAfter: { feedback: 'y' },
  },
  {
    name: 'a newer stored version (a rollback): nothing changes',
    local: { 'nuvem-version': '0.10.0', ...junk },
    session: {},
    outcome: 'current',
    localAfter: { 'nuvem-version': '0.10.0', ...junk },
    sessionAfter: {},
  },
])('$name', ({ local, session, outcome, localAfter, sessionAfter }) => {
  const stores = { local: memoryStorage(local), session: memoryStorage(session) };
  expect(runVersionCheck(stores, '0.2.0')).toBe(outcome);
  expect(stores.local.entries()).toEqual(localAfter);
  expect(stores.session.entries()).toEqual(sessionAfter);
});

test("the stored version's key is 'nuvem-version'", () => {
  const local = memoryStorage();
  runVersionCheck({ local, session: memoryStorage() }, '3.1.4');
  expect(local.getItem('nuvem-version')).toBe('3.1.4');
});
