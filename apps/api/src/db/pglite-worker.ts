// The worker thread that holds PGlite (PostgreSQL compiled to WebAssembly). PGlite runs each statement on the
// thread that calls it, and nothing can interrupt one: on the API's own thread, one long analytics query kept
// every other request (even /health) waiting. Here it runs beside the API's event loop, which stays free.
// The API talks to it through pglite-in-worker.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { Queryable } from './database';
import { openPGlite } from './pglite-database';
import {
  dateColumnsOf,
  rowsPerMessage,
  serializeError,
  type Envelope,
  type WorkerMessage,
  type WorkerOptions,
} from './pglite-worker-protocol';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

/** Thrown into a transaction's callback to roll it back: not a failure of the rollback itself. */
const rollback = Symbol('rollback');

interface OpenTransaction {
  queryable: Queryable;
  /** Ends the callback: commits (undefined) or rolls back. */
  end(commit: boolean): void;
  /** The id of the 'end' request, answered once the transaction has settled. */
  endId?: number;
}

const { dataDir, template } = workerData as WorkerOptions;

try {
  const db = await openPGlite(dataDir, template);
  const transactions = new Map<number, OpenTransaction>();
  const unlisteners = new Map<number, () => Promise<void>>();
  let nextNumber = 1;

  const queryableOf = (tx: number | undefined): Queryable => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`no open transaction ${tx}`);
    return open.queryable;
  };

  const begin = (id: number) => {
    const tx = nextNumber++;
    db.transaction(
      (queryable) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(tx, {
            queryable,
            end: (commit) => (commit ? resolve() : reject(rollback)),
          });
          post({ kind: 'answer', id, value: tx });
        }),
    ).then(
      () => settle(tx, undefined),
      (error: unknown) => settle(tx, error === rollback ? undefined : error),
    );
  };

  const settle = (tx: number, error: unknown) => {
    const open = transactions.get(tx);
    transactions.delete(tx);
    if (open?.endId === undefined) return;
    if (error === undefined) post({ kind: 'answer', id: open.endId, value: null });
    else post({ kind: 'failure', id: open.endId, error: serializeError(error) });
  };

  const handle = async (request: Envelope): Promise<unknown> => {
    switch (request.op) {
      case 'query':
        return queryableOf(request.tx).query(request.sql, request.params);
      case 'exec':
        return queryableOf(request.tx).exec(request.sql);
      case 'queryUnnamed':
        // No time limit here: the API's side keeps it (it stops waiting; PGlite cannot be interrupted).
        return db.queryUnnamed(request.sql, request.params);
      case 'begin':
        return begin(request.id);
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`no open transaction ${request.tx}`);
        open.endId = request.id;
        return open.end(request.commit);
      }
      case 'listen': {
        const listener = nextNumber++;
        unlisteners.set(
          listener,
          await db.listen(request.channel, (payload) => post({ kind: 'notify', listener, payload })),
        );
        return listener;
      }
      case 'unlisten':
        await unlisteners.get(request.listener)?.();
        unlisteners.delete(request.listener);
        return null;
      case 'dump':
        return db.dump();
      case 'close':
        await db.close();
        post({ kind: 'answer', id: request.id, value: null });
        port.close();
        return undefined;
    }
  };

  // begin and end answer when the transaction reaches that point (above), not when handle returns; close
  // answers before the port closes.
  const answersItself = (request: Envelope) =>
    request.op === 'begin' || request.op === 'end' || request.op === 'close';

  /** An analytics answer: its rows in pieces of JSON text, then which columns were dates. */
  const answerInPieces = (id: number, rows: unknown[]) => {
    for (let start = 0; start < rows.length; start += rowsPerMessage)
      post({ kind: 'rows', id, json: JSON.stringify(rows.slice(start, start + rowsPerMessage)) });
    post({ kind: 'rowsEnd', id, dateColumns: dateColumnsOf(rows) });
  };

  port.on('message', (request: Envelope) => {
    handle(request).then(
      (value) => {
        if (request.op === 'queryUnnamed') answerInPieces(request.id, value as unknown[]);
        else if (!answersItself(request)) post({ kind: 'answer', id: request.id, value });
      },
      (error: unknown) => post({ kind: 'failure', id: request.id, error: serializeError(error) }),
    );
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failedToOpen', error: serializeError(error) });
}
