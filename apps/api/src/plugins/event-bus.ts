// The real-time channel's bus, one per app: `app.eventBus.publish(channel, event, data)` from any code.
// It prunes old events while the app runs and stops listening when the app closes.
import type { FastifyInstance } from 'fastify';
import type { StreamsConfig } from '../config';
import type { Database } from '../db/database';
import { EventBus } from '../domains/streams/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
  }
}

export function installEventBus(app: FastifyInstance, db: Database, config: StreamsConfig): EventBus {
  const bus = new EventBus(db, config, app.log);
  app.decorate('eventBus', bus);
  // onReady: main.ts migrates between buildApp and listen, so the table exists by then.
  app.addHook('onReady', async () => bus.startPruning());
  app.addHook('onClose', async () => bus.close());
  return bus;
}
