import { isObject, trackingIdOf, type IHttpPostMessageResponse } from './envelope';
import { createRandomString } from '../randomIds';
import { requestAborted, requestTimedOut, untrustedTarget } from './requestFailures';

/** Where a message came from, handed to request handlers so they can check it is the right frame. */
export interface MessageContext {
  source: MessageEventSource;
  origin: string;
}

/** A receiver of requests from a frame (the router is one). The first handler whose `test` passes answers. */
export interface IMessageHandler {
  test(message: unknown, context?: MessageContext): boolean;
  handle(message: unknown, context?: MessageContext): unknown;
}

/** Tells which origin a window must have to be trusted, or undefined when it is not one of ours. */
export type PeerOriginResolver = (peer: unknown) => string | undefined;

export interface RequestOptions {
  /** Milliseconds to wait for the answer; defaults to the proxy's `timeoutMs`. */
  timeoutMs?: number;
  /** Aborting it rejects the request at once. */
  signal?: AbortSignal;
}

export interface WindowPostMessageProxyOptions {
  name?: string;
  logMessages?: boolean;
  /** The window whose `message` events are read; `window` when omitted (read when listening starts). */
  receiveWindow?: Window;
  timeoutMs?: number;
}

/** Two minutes: loads answer at once (202), but export and save-as may legitimately take a while. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

interface PendingRequest {
  target: Window;
  settle(response: unknown): void;
  fail(response: unknown): void;
}

/**
 * Correlates requests posted to frames with their responses (by `headers.id`) and hands requests coming
 * from frames to handlers. Unlike the anchor, it accepts a message only from a trusted frame window at
 * that frame's origin, posts only to that origin, times requests out and lets them be aborted; it listens
 * only between `start()` and `stop()`.
 */
export class WindowPostMessageProxy {
  readonly name: string;
  readonly timeoutMs: number;
  readonly #logMessages: boolean;
  readonly #receiveWindow: Window | undefined;
  #listeningOn: Window | undefined;
  readonly #handlers: IMessageHandler[] = [];
  // Not #private: tests/security's message fuzz reads the waiting ids, to try to settle them from elsewhere.
  private readonly pending = new Map<string, PendingRequest>();
  #resolvePeerOrigin: PeerOriginResolver = () => undefined;

  constructor(options: WindowPostMessageProxyOptions = {}) {
    this.name = options.name ?? createRandomString();
    this.#logMessages = options.logMessages ?? false;
    this.#receiveWindow = options.receiveWindow;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  /** The service tells the proxy which windows are its frames, and at which origin each must speak. */
  setPeerResolver(resolver: PeerOriginResolver): void {
    this.#resolvePeerOrigin = resolver;
  }

  addHandler(handler: IMessageHandler): void {
    this.#handlers.push(handler);
  }

  removeHandler(handler: IMessageHandler): void {
    const index = this.#handlers.indexOf(handler);
    if (index >= 0) this.#handlers.splice(index, 1);
  }

  get isListening(): boolean {
    return this.#listeningOn !== undefined;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  start(): void {
    if (this.#listeningOn) return;
    const target = this.#receiveWindow ?? (globalThis as { window?: Window }).window;
    if (!target) return;
    target.addEventListener('message', this.#onMessage);
    this.#listeningOn = target;
  }

  stop(): void {
    this.#listeningOn?.removeEventListener('message', this.#onMessage);
    this.#listeningOn = undefined;
  }

  /** Posts a message to a trusted frame and resolves with the frame's answer (the HPM layer judges it). */
  postMessage<T>(targetWindow: Window, message: object, options: RequestOptions = {}): Promise<T> {
    const what = describe(message);
    const origin = this.#resolvePeerOrigin(targetWindow);
    if (origin === undefined) return Promise.reject(untrustedTarget(what));
    if (options.signal?.aborted) return Promise.reject(requestAborted(what, options.signal.reason));
    this.start();

    const id = this.#uniqueTrackingId();
    const headers = isObject((message as { headers?: unknown }).headers)
      ? (message as { headers: object }).headers
      : {};
    const outgoing = { ...message, headers: { ...headers, id } };

    return new Promise<T>((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? this.timeoutMs;
      const cleanUp = () => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      const onAbort = () => {
        cleanUp();
        reject(requestAborted(what, options.signal?.reason));
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(requestTimedOut(what, timeoutMs));
      }, timeoutMs);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        target: targetWindow,
        settle: (response) => {
          cleanUp();
          resolve(response as T);
        },
        fail: (response) => {
          cleanUp();
          reject(response);
        },
      });
      this.#log('send', outgoing);
      targetWindow.postMessage(outgoing, origin);
    });
  }

  /** Rejects every request in flight (to one window, or to all): used when an embed is reset. */
  abortPending(targetWindow?: Window, reason: unknown = 'the embed was reset'): void {
    for (const request of [...this.pending.values()]) {
      if (targetWindow === undefined || request.target === targetWindow) {
        request.fail(requestAborted('A request', reason));
      }
    }
  }

  readonly #onMessage = (event: MessageEvent): void => {
    try {
      this.#receive(event);
    } catch (error) {
      // A hostile or malformed message must never break the host page (nor may answering it).
      this.#log('dropped', error);
    }
  };

  #receive(event: MessageEvent): void {
    const { data, source } = event;
    if (!isObject(data) || !source) return;
    const expectedOrigin = this.#resolvePeerOrigin(source);
    if (expectedOrigin === undefined || expectedOrigin !== event.origin) return;
    this.#log('receive', data);

    const id = trackingIdOf(data);
    const pending = id === undefined ? undefined : this.pending.get(id);
    if (pending) {
      // Only the frame we asked may answer.
      if (pending.target === source) pending.settle(data);
      return;
    }
    this.#answer(data, { source, origin: event.origin }, id).catch((error) => this.#log('dropped', error));
  }

  /**
   * Answers a frame's request with what the first willing handler returns. A handler that returns nothing
   * or fails gets the anchor's proxy's answer: a warning that prints the request.
   */
  async #answer(request: object, context: MessageContext, id: string | undefined): Promise<void> {
    const handler = this.#handlers.find((candidate) => candidate.test(request, context));
    if (!handler) return;
    let response: Partial<IHttpPostMessageResponse> | undefined;
    try {
      response = (await handler.handle(request, context)) as IHttpPostMessageResponse | undefined;
    } catch {
      // The same answer as for no response, below.
    }
    response ??= {
      warning: `Handler for message: ${JSON.stringify(request, null, '  ')} did not return a response message. The default response message will be returned instead.`,
    } as Partial<IHttpPostMessageResponse>;
    if (!this.isListening) return;
    const outgoing = { ...response, headers: { ...response.headers, ...(id === undefined ? {} : { id }) } };
    this.#log('respond', outgoing);
    (context.source as Window).postMessage(outgoing, context.origin);
  }

  #uniqueTrackingId(): string {
    let id = createRandomString();
    while (this.pending.has(id)) id = createRandomString();
    return id;
  }

  #log(what: string, payload: unknown): void {
    // eslint-disable-next-line no-console -- logging was asked for (`logMessages`)
    if (this.#logMessages) console.log(`${this.name} ${what}:`, payload);
  }
}

function describe(message: object): string {
  const { method, url } = message as { method?: unknown; url?: unknown };
  return typeof method === 'string' && typeof url === 'string' ? `${method} ${url}` : 'the message';
}
