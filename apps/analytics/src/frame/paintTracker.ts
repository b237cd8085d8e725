/** How long to wait for the view to say it drew before the frame says so anyway (a hidden tab paints late). */
export const PAINT_TIMEOUT_MS = 10_000;

interface Waiter {
  expected: ReadonlyMap<string, string>;
  resolve(): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Where the view tells what it has drawn: each visual (or tile) reports a token for the state it drew
 * (`status|queryKey`), and the session waits for every visible one to have drawn its current state before
 * it sends `rendered`. So the event means the charts are on screen, not just that the data arrived.
 */
export class PaintTracker {
  private readonly drawn = new Map<string, string>();
  private waiters: Waiter[] = [];

  constructor(private readonly timeoutMs = PAINT_TIMEOUT_MS) {}

  report(id: string, token: string): void {
    this.drawn.set(id, token);
    this.check();
  }

  /** A new load starts over: what the previous content drew says nothing about the next. */
  reset(): void {
    this.drawn.clear();
  }

  whenDrawn(expected: ReadonlyMap<string, string>): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.isDrawn(expected)) return resolve();
      const waiter: Waiter = {
        expected,
        resolve,
        timer: setTimeout(() => this.settle(waiter), this.timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private isDrawn(expected: ReadonlyMap<string, string>): boolean {
    for (const [id, token] of expected) if (this.drawn.get(id) !== token) return false;
    return true;
  }

  private check(): void {
    for (const waiter of [...this.waiters]) if (this.isDrawn(waiter.expected)) this.settle(waiter);
  }

  private settle(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
    waiter.resolve();
  }
}
