import type { StreamEventMap, StreamEventName } from '@nuvem/api-contract';
import { useEffect, useEffectEvent } from 'react';
import { STREAM_EVENTS } from './streamsConstants';
import { logger } from '../logging/logger';

/** What a stream event carries: its parsed JSON and the SSE id. */
export type StreamHandlers = {
  [E in StreamEventName]?: (data: StreamEventMap[E], eventId: string) => void;
};

/**
 * Listens to the server-sent events at `url` while it is given: an EventSource is opened for it, and
 * closed when the url or `restartKey` changes (another environment), the url turns null (signed out) or
 * the component unmounts.
 * The browser reconnects by itself after a dropped connection, sending Last-Event-ID so nothing is missed.
 * An event whose data is not JSON is logged and skipped.
 */
export function useEventStream(url: string | null, handlers: StreamHandlers, restartKey?: string): void {
  const dispatch = useEffectEvent((name: StreamEventName, event: MessageEvent<string>) => {
    const handler = handlers[name] as ((data: unknown, eventId: string) => void) | undefined;
    if (!handler) return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      logger.warn(`A '${name}' event that is not JSON was skipped`, event.data);
      return;
    }
    handler(data, event.lastEventId);
  });

  useEffect(() => {
    void restartKey; // Read, so that a new key (the environment) opens the stream afresh.
    if (url === null || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(url);
    const listeners = STREAM_EVENTS.map((name) => {
      const listener = (event: MessageEvent<string>) => dispatch(name, event);
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    source.onerror = () => {
      // CONNECTING: the browser retries by itself. CLOSED: the server refused the stream for good.
      if (source.readyState === EventSource.CLOSED) logger.warn('The event stream was refused', url);
    };
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.close();
    };
  }, [url, restartKey]);
}
