// The operations domain, one plugin: the worker (started once the app is ready, as the tables exist by then;
// stopped, its running operations given back, when the app closes) and the routes.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EventBus } from '../streams/event-bus';
import { OperationWorker, type OperationWorkerOptions } from './operation-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operation worker: tests drain() it. */
    operations: OperationWorker;
  }
}

export function installOperationWorker(
  app: FastifyInstance,
  db: Database,
  bus: EventBus,
  options: Partial<OperationWorkerOptions> = {},
): OperationWorker {
  const worker = new OperationWorker(db, bus, app.log, options);
  app.decorate('operations', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
