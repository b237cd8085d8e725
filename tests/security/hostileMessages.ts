/**
 * A seeded generator of hostile postMessage payloads: random values of every shape, and messages forged to
 * look like the SDK's own traffic (answers to a pending request with its real tracking id, frame events,
 * hook calls, ready) so the test proves that shape alone never gets a message in.
 */
export interface HostileTargets {
  /** The tracking ids of requests the host is waiting on (the attacker is assumed to know them). */
  pendingIds: string[];
  /** The uniqueId of the embed under attack. */
  uniqueId: string;
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'BREW', '', null];
const EVENTS = [
  'loaded',
  'rendered',
  'error',
  'pageChanged',
  'dataSelected',
  'ready',
  'tileClicked',
  '__proto__',
];

export function hostileMessages(count: number, seed: number, targets: HostileTargets): unknown[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const id = () =>
    targets.pendingIds.length && random() < 0.7
      ? pick(targets.pendingIds)
      : random().toString(36).slice(2, 8);

  const scalar = (): unknown =>
    pick([
      () => null,
      () => random(),
      () => -1,
      () => Number.MAX_SAFE_INTEGER,
      () => '',
      () => 'x'.repeat(Math.floor(random() * 10_000)),
      () => true,
      () => random().toString(36),
    ])();

  const nested = (depth: number): unknown => {
    if (depth <= 0 || random() < 0.3) return scalar();
    if (random() < 0.5) return Array.from({ length: Math.floor(random() * 4) }, () => nested(depth - 1));
    const object: Record<string, unknown> = {};
    for (let i = 0; i < 4; i++)
      object[pick(['id', 'headers', 'body', 'statusCode', 'url', 'method', 'constructor', 'x'])] = nested(
        depth - 1,
      );
    return object;
  };

  const forged = (): unknown =>
    pick([
      () => ({ statusCode: 200, headers: { id: id() }, body: 'forged answer' }),
      () => ({ statusCode: pick([200, 202, 400, 500, '200', null]), headers: { id: id() }, body: nested(3) }),
      () => ({ headers: { id: id() }, body: nested(2) }),
      () => ({
        method: 'POST',
        url: `/reports/${targets.uniqueId}/events/${pick(EVENTS)}`,
        headers: { id: id() },
        body: nested(2),
      }),
      () => ({
        method: 'POST',
        url: `/reports/${targets.uniqueId}/pages/p/events/pageChanged`,
        headers: { id: id() },
        body: { newPage: { name: 'evil' } },
      }),
      () => ({
        method: 'POST',
        url: `/reports/${targets.uniqueId}/eventHooks/newAccessToken`,
        headers: { id: id() },
        body: {},
      }),
      () => ({
        method: 'POST',
        url: `/reports/${targets.uniqueId}/eventHooks/preQuery`,
        headers: { id: id() },
        body: {},
      }),
      () => ({ method: 'POST', url: `/ready/${targets.uniqueId}`, headers: { id: id() }, body: null }),
      () => ({
        method: pick(METHODS),
        url: pick([
          '/',
          '',
          '//',
          '/reports//events/',
          `/dashboards/${targets.uniqueId}/events/loaded`,
          '/tile/x/events/tileClicked',
          nested(1),
        ]),
        headers: nested(2),
        body: nested(2),
      }),
      () => ({ method: 'POST', url: `/reports/${targets.uniqueId}/events/loaded`, headers: 'not an object' }),
      () => ({ ['__proto__']: { polluted: true }, headers: { id: id() } }),
    ])();

  return Array.from({ length: count }, () => (random() < 0.6 ? forged() : nested(4)));
}
