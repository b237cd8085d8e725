import {
  HttpPostMessage,
  Router,
  WindowPostMessageProxy,
  type IHttpPostMessageResponse,
} from '@nuvem/embed/protocol';
import { notFoundHandler } from './notFoundHandler';
import type { FrameRouter, MessageHandler } from './protocolTypes';

/** Frame → host requests give up after this long (events are answered at once; hooks run host code). */
export const FRAME_REQUEST_TIMEOUT_MS = 60_000;

export interface FrameChannel {
  /** Where the host's requests are routed (host → frame). */
  readonly router: FrameRouter;
  /**
   * Sends a request to the host page and resolves with its answer, or with the failure envelope (a status
   * outside 2xx, a timeout): it never rejects, so a host that answers badly cannot break the frame.
   */
  request(url: string, body?: unknown): Promise<IHttpPostMessageResponse>;
  /** Fire and forget: an event whose answer nobody needs. */
  emit(url: string, body?: unknown): void;
  close(): void;
}

export interface FrameChannelOptions {
  /** What the proxy listens on (the frame window, or a MessageGate in front of it). */
  receiveWindow: EventTarget;
  /** The only peer: the embedding page's window. */
  parent: Window;
  /** The only origin that peer may speak from, and the only one the frame posts to. */
  parentOrigin: string;
  /** Answers what no route took: the 404 of an unknown URL, unless the frame answers everything its own way. */
  fallback?: MessageHandler;
  timeoutMs?: number;
}

/**
 * The frame's end of the SDK's own transport (proxy, router, HTTP layer, from @nuvem/embed/protocol): the
 * proxy's only trusted peer is `parent` at `parentOrigin` (it drops anything else and posts nowhere else),
 * the router takes the host's requests with a 404 for unknown URLs after it, and the HTTP layer carries the
 * frame's own requests (ready, events, hooks).
 */
export function openFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { parent, parentOrigin } = options;
  const proxy = new WindowPostMessageProxy({
    name: 'nuvem-analytics',
    receiveWindow: options.receiveWindow as Window,
    timeoutMs: options.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS,
  });
  proxy.setPeerResolver((peer) => (peer === parent ? parentOrigin : undefined));
  const router = new Router(proxy);
  proxy.addHandler(options.fallback ?? notFoundHandler);
  // No default headers: the SDK's describe a host SDK, and the frame is none.
  const hpm = new HttpPostMessage(proxy, {}, parent);
  proxy.start();

  const request = async (url: string, body?: unknown): Promise<IHttpPostMessageResponse> => {
    try {
      return await hpm.post(url, body ?? null);
    } catch (failure) {
      return isEnvelope(failure) ? failure : { statusCode: 0, headers: {}, body: null };
    }
  };

  return {
    router,
    request,
    emit: (url, body) => void request(url, body),
    close: () => {
      proxy.abortPending(undefined, 'the frame closed');
      proxy.stop();
    },
  };
}

function isEnvelope(value: unknown): value is IHttpPostMessageResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { statusCode?: unknown }).statusCode === 'number'
  );
}
