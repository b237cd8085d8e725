// Answers read from the database, kept while change notices (change-notices.ts) say nothing changed. Where a
// notice can go missing unnoticed (a server's LISTEN connection, between its loss and its noticing), nothing
// is trusted longer than `ttlMs`; PGlite delivers its own notices in-process, so there what is kept lasts
// until a notice says otherwise. While notices do not arrive, nothing is kept.
import type { NoticeSubscriber } from '../domains/me/change-notices';

interface Entry<V> {
  value: Promise<V>;
  readAt: number;
}

/** Past this many entries, the expired ones are swept on the next read. */
const sweepAbove = 1_000;

export class NoticedCache<V> implements NoticeSubscriber {
  private readonly entries = new Map<string, Entry<V>>();
  private caching = false;

  constructor(
    private readonly read: (key: string) => Promise<V>,
    private readonly options: {
      ttlMs: number;
      /** What is worth keeping (a sign-in that ended is read afresh next time). */
      keep?: (value: V) => boolean;
      /** Which keys a notice names: a key, '*' for all, or undefined when it is not about this cache. */
      keysOf: (note: Readonly<Record<string, unknown>>) => string | undefined;
    },
  ) {}

  /** The value: kept when read less than the TTL ago, else read (once for every caller meanwhile). */
  get(key: string): Promise<V> {
    if (!this.caching) return this.read(key);
    const kept = this.entries.get(key);
    if (kept && performance.now() - kept.readAt < this.options.ttlMs) return kept.value;
    if (this.entries.size > sweepAbove) this.sweep();
    // If the value changes during the read, forget() removes the entry, so the read's answer, perhaps older
    // than the change, serves only those already waiting.
    const entry: Entry<V> = { value: this.read(key), readAt: performance.now() };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => this.options.keep?.(value) === false && drop(), drop);
    return entry.value;
  }

  forget(key: string): void {
    if (key === '*') this.entries.clear();
    else this.entries.delete(key);
  }

  notified(note: Readonly<Record<string, unknown>>): void {
    const key = this.options.keysOf(note);
    if (key !== undefined) this.forget(key);
  }

  lost(): void {
    this.caching = false;
    this.entries.clear();
  }

  resumed(): void {
    this.caching = true;
    this.entries.clear();
  }

  private sweep(): void {
    const now = performance.now();
    for (const [key, entry] of this.entries)
      if (now - entry.readAt >= this.options.ttlMs) this.entries.delete(key);
  }
}
