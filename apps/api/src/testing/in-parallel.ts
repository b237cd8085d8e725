/** Runs fn over items, `width` at a time (a walk's requests, without flooding the app under test). */
export async function inParallel<T>(items: readonly T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}
