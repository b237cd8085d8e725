// A statement that outlived its time limit (Database.queryWithTimeout), whichever adapter ran it.

export class StatementTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The statement took longer than ${timeoutMs} ms.`);
    this.name = 'StatementTimeoutError';
  }
}

/** SQLSTATE query_canceled: what a server answers when statement_timeout cancels a statement. */
export const queryCanceledSqlState = '57014';
