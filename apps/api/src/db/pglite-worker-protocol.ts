// The messages between the API's thread and the worker thread that holds PGlite (pglite-worker.ts). Each
// request carries an id and is answered once with the same id; notifications of LISTEN arrive unasked.
import type { SqlParam } from './database';
import { StatementTimeoutError } from './statement-timeout';

export type WorkerRequest =
  | { op: 'query'; sql: string; params: readonly SqlParam[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  /** Unnamed (analytics queries are built at run time, each text seldom repeated). */
  | { op: 'queryUnnamed'; sql: string; params: readonly SqlParam[] }
  /** Answers once inside BEGIN, with the transaction's number for its statements. */
  | { op: 'begin' }
  /** Answers once the transaction has committed (or failed to), or rolled back. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump' }
  | { op: 'close' };

export type Envelope = WorkerRequest & { id: number };

/**
 * Rows per message of an analytics answer. Its rows travel as JSON text (analytics cells are text, numbers and
 * booleans: query-cells.ts), which crosses threads as one copy, and the API's thread parses one piece per turn
 * of its event loop: 30,000 rows cloned as objects took about 100 ms to read, the event loop held meanwhile
 * (the messages waiting on a port are all read in one turn).
 */
export const rowsPerMessage = 2_000;

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failedToOpen'; error: SerializedError }
  | { kind: 'answer'; id: number; value: unknown }
  /**
   * Part of the rows of an analytics answer (queryUnnamed) as JSON text, before the answer itself: see
   * rowsPerMessage.
   */
  | { kind: 'rows'; id: number; json: string }
  /** The end of an analytics answer sent in pieces: which of its columns hold dates (JSON makes them text). */
  | { kind: 'rowsEnd'; id: number; dateColumns: string[] }
  | { kind: 'failure'; id: number; error: SerializedError }
  | { kind: 'notify'; listener: number; payload: string };

/** What the worker opens: a data folder, or memory (loaded from a dump when given). */
export interface WorkerOptions {
  dataDir?: string;
  template?: Blob;
}

/** An error as it crosses threads: its class name, message and every own field (code, severity, constraint…). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // Only what structured clone can carry (a DatabaseError's fields are strings and numbers).
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on this side: the same class where callers test for it, with its fields. */
export function deserializeError({ name, message, stack, fields }: SerializedError): Error {
  const error =
    name === 'StatementTimeoutError'
      ? new StatementTimeoutError(Number(fields['timeoutMs']))
      : Object.assign(new Error(message), { name });
  Object.assign(error, fields);
  if (stack) error.stack = stack;
  return error;
}

/**
 * The columns of `rows` whose values are dates (each column's first value that is not null tells): JSON carries
 * them as ISO text, and reviveDates turns them back, so these rows read as those of any other statement.
 */
export function dateColumnsOf(rows: readonly unknown[]): string[] {
  const first = rows[0];
  if (!first || typeof first !== 'object') return [];
  return Object.keys(first).filter((column) => {
    for (const row of rows) {
      const value = (row as Record<string, unknown>)[column];
      if (value !== null && value !== undefined) return value instanceof Date;
    }
    return false;
  });
}

export function reviveDates(row: Record<string, unknown>, dateColumns: readonly string[]): void {
  for (const column of dateColumns) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
}
