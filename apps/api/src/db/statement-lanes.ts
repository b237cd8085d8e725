// Two lanes to the database: the statements of ordinary requests (a sign-in, /me, a list) and the analytics
// data queries, which may each take seconds. The analytics lane holds at most `capacity` statements at once,
// so that ordinary requests always find the database free enough: on a server, connections of the pool left
// for them; on PGlite, which runs one statement at a time, an analytics statement starts only while no
// ordinary one is running or waiting, so an ordinary statement waits at most for the one analytics statement
// already running (none can be interrupted there).
import { StatementTimeoutError } from './statement-timeout';

interface Waiting {
  start(): void;
  queuedAt: number;
}

export interface LaneOptions {
  /** Analytics statements running at once. */
  capacity: number;
  /**
   * Whether an analytics statement waits for ordinary ones to finish (PGlite). Never longer than
   * `maxYieldMs`, so a steady stream of ordinary requests cannot starve the analytics lane.
   */
  yieldToOrdinary: boolean;
  maxYieldMs?: number;
}

export class StatementLanes {
  private ordinaryRunning = 0;
  private analyticsRunning = 0;
  private readonly waiting: Waiting[] = [];
  private pumpScheduled = false;
  private starvationTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LaneOptions) {}

  /** An ordinary statement (or a transaction): it runs at once. */
  async ordinary<T>(task: () => Promise<T>): Promise<T> {
    this.ordinaryRunning++;
    try {
      return await task();
    } finally {
      this.ordinaryRunning--;
      if (this.ordinaryRunning === 0) this.schedulePump();
    }
  }

  /**
   * An analytics statement, within `timeoutMs`: still waiting for its lane then, it is dropped unsent; running
   * past it, it is no longer waited for (StatementTimeoutError either way), but keeps its place in the lane
   * until the database is done with it (`task` must then settle on its own: a server cancels it, PGlite ends
   * it). `task` is given the time left of the limit once its turn comes.
   */
  analytics<T>(task: (remainingMs: number) => Promise<T>, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const started = performance.now();
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new StatementTimeoutError(timeoutMs));
      }, timeoutMs);
      const entry: Waiting = {
        queuedAt: started,
        start: () => {
          this.analyticsRunning++;
          task(Math.max(1, Math.ceil(timeoutMs - (performance.now() - started))))
            .then(
              (value) => {
                if (settled) return;
                // A statement that ran past its limit is answered as timed out all the same.
                if (performance.now() - started > timeoutMs) reject(new StatementTimeoutError(timeoutMs));
                else resolve(value);
              },
              (error: unknown) => {
                if (!settled) reject(error);
              },
            )
            .finally(() => {
              clearTimeout(timer);
              settled = true;
              this.analyticsRunning--;
              this.pump();
            });
        },
      };
      this.waiting.push(entry);
      this.pump();
    });
  }

  private schedulePump(): void {
    if (this.pumpScheduled || this.waiting.length === 0) return;
    this.pumpScheduled = true;
    // After the current turn: the request whose statement just ended usually sends its next one now.
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    const { capacity, yieldToOrdinary, maxYieldMs = 250 } = this.options;
    clearTimeout(this.starvationTimer);
    this.starvationTimer = undefined;
    while (this.waiting.length > 0 && this.analyticsRunning < capacity) {
      const oldest = this.waiting[0]!;
      const waited = performance.now() - oldest.queuedAt;
      if (yieldToOrdinary && this.ordinaryRunning > 0 && waited < maxYieldMs) {
        this.starvationTimer = setTimeout(() => this.pump(), maxYieldMs - waited);
        this.starvationTimer.unref();
        return;
      }
      this.waiting.shift()!.start();
    }
  }
}
