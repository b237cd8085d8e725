import { NoticedCache } from './noticed-cache';

function cacheOf(ttlMs = 60_000) {
  const reads: string[] = [];
  let version = 1;
  const cache = new NoticedCache(
    async (key) => {
      reads.push(key);
      return `${key}@${version}`;
    },
    {
      ttlMs,
      keep: (value) => !value.startsWith('gone'),
      keysOf: (note) => (typeof note['user'] === 'string' ? note['user'] : undefined),
    },
  );
  return { cache, reads, bump: () => version++ };
}

test('reads every time until notices arrive; then once, until a notice names the key', async () => {
  const { cache, reads, bump } = cacheOf();
  await cache.get('ana');
  await cache.get('ana');
  expect(reads).toEqual(['ana', 'ana']);

  cache.resumed();
  await cache.get('ana');
  expect(await cache.get('ana')).toBe('ana@1');
  expect(reads).toHaveLength(3);

  bump();
  cache.notified({ session: 'ana' }); // about something else
  expect(await cache.get('ana')).toBe('ana@1');
  cache.notified({ user: 'ana' });
  expect(await cache.get('ana')).toBe('ana@2');
  cache.notified({ user: '*' });
  await cache.get('ana');
  expect(reads).toHaveLength(5);
});

test('keeps nothing once notices are lost, and nothing it should not keep', async () => {
  const { cache, reads } = cacheOf();
  cache.resumed();
  await cache.get('gone');
  await cache.get('gone');
  expect(reads).toEqual(['gone', 'gone']);
  await cache.get('ana');
  cache.lost();
  await cache.get('ana');
  await cache.get('ana');
  expect(reads.filter((key) => key === 'ana')).toHaveLength(3);
});

test('trusts a value no longer than the TTL', async () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  try {
    const { cache, reads } = cacheOf(5_000);
    cache.resumed();
    await cache.get('ana');
    vi.advanceTimersByTime(4_999);
    await cache.get('ana');
    expect(reads).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await cache.get('ana');
    expect(reads).toHaveLength(2);
  } finally {
    vi.useRealTimers();
  }
});
