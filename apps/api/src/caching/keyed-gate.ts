// How many of one key's tasks run at once (the query batches of one embed token, or of one user): up to
// `running`, then up to `waiting` more wait in order for a place, and beyond them enter() refuses at once.
// In memory, per API instance.

/** Gives the place back; call it once the task is done. */
export type Release = () => void;

interface Key {
  running: number;
  waiting: (() => void)[];
}

export class KeyedGate {
  private readonly keys = new Map<string, Key>();

  constructor(private readonly limits: { running: number; waiting: number }) {}

  /** A place for a task of `key`: at once, after a wait, or undefined when even the wait is full. */
  enter(key: string): Promise<Release> | undefined {
    const entry = this.keys.get(key) ?? { running: 0, waiting: [] };
    this.keys.set(key, entry);
    if (entry.running < this.limits.running) {
      entry.running++;
      return Promise.resolve(this.releaseOf(key, entry));
    }
    if (entry.waiting.length >= this.limits.waiting) return undefined;
    return new Promise<Release>((resolve) =>
      entry.waiting.push(() => {
        entry.running++;
        resolve(this.releaseOf(key, entry));
      }),
    );
  }

  /** Tasks of `key` running and waiting (for tests and metrics). */
  load(key: string): { running: number; waiting: number } {
    const entry = this.keys.get(key);
    return { running: entry?.running ?? 0, waiting: entry?.waiting.length ?? 0 };
  }

  private releaseOf(key: string, entry: Key): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.running--;
      const next = entry.waiting.shift();
      if (next) next();
      else if (entry.running === 0) this.keys.delete(key);
    };
  }
}
