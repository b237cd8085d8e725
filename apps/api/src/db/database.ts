// The one seam between the repositories and PostgreSQL. Two adapters implement it: PGlite (default) and pg.

export type SqlParam = string | number | boolean | Date | null | readonly string[];

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Stops a listen(); resolves once the handler is removed. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  /**
   * Whether a NOTIFY can go missing unnoticed: a server's LISTEN connection may drop before its loss is seen;
   * PGlite delivers its own notices in-process. Caches kept by notices trust what they hold only briefly
   * where they can be missed.
   */
  readonly noticesMayBeMissed: boolean;
  /**
   * Runs one read-only statement with a time limit; past it, rejects with StatementTimeoutError. A server
   * cancels the statement (SET LOCAL statement_timeout); PGlite cannot interrupt one, so it only stops waiting
   * and the statement runs on, delaying the statements queued behind it.
   */
  queryWithTimeout<Row>(sql: string, params: readonly SqlParam[], timeoutMs: number): Promise<Row[]>;
  /** Runs fn inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN: onNotify gets the payload of each NOTIFY on the channel (sent by any connection, after its
   * commit). A lost connection is re-established; onLost is called when it is noticed lost and, since
   * notifications sent meanwhile are lost, onResume once it is back, so the listener can catch up from the
   * tables.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResume?: () => void,
    onLost?: () => void,
  ): Promise<Unlisten>;
  /**
   * Resolves when the database is up and working: a round trip where that waits for nothing else; PGlite,
   * busy with a statement it cannot interrupt, is working when it has answered recently (pglite-in-worker.ts).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}
