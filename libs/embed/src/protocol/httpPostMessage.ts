import { isFailure, type HttpMethod, type IHttpPostMessageResponse, type MessageHeaders } from './envelope';
import type { RequestOptions } from './windowPostMessageProxy';

/** The part of a proxy the HTTP layer needs; the anchor's factories let a host inject its own. */
export interface IPostMessageSender {
  postMessage<T>(targetWindow: Window, message: object, options?: RequestOptions): Promise<T>;
}

const NO_TARGET_WINDOW =
  'target window is not provided.  You must either provide the target window explicitly as argument to request, or specify default target window when constructing instance of this class.';

/**
 * HTTP verbs over postMessage: builds the request envelope, merges the default headers, and rejects with
 * the whole response envelope when the status is outside 2xx (the anchor's contract, which callers rely on).
 */
export class HttpPostMessage {
  readonly #sender: IPostMessageSender;
  defaultHeaders: MessageHeaders;
  defaultTargetWindow: Window | undefined;

  constructor(sender: IPostMessageSender, defaultHeaders: MessageHeaders = {}, defaultTargetWindow?: Window) {
    this.#sender = sender;
    this.defaultHeaders = defaultHeaders;
    this.defaultTargetWindow = defaultTargetWindow;
  }

  get<T>(url: string, headers: MessageHeaders = {}, targetWindow?: Window, options?: RequestOptions) {
    return this.#send<T>('GET', url, undefined, headers, targetWindow, options);
  }

  post<T>(
    url: string,
    body?: unknown,
    headers: MessageHeaders = {},
    targetWindow?: Window,
    options?: RequestOptions,
  ) {
    return this.#send<T>('POST', url, body, headers, targetWindow, options);
  }

  put<T>(
    url: string,
    body?: unknown,
    headers: MessageHeaders = {},
    targetWindow?: Window,
    options?: RequestOptions,
  ) {
    return this.#send<T>('PUT', url, body, headers, targetWindow, options);
  }

  patch<T>(
    url: string,
    body?: unknown,
    headers: MessageHeaders = {},
    targetWindow?: Window,
    options?: RequestOptions,
  ) {
    return this.#send<T>('PATCH', url, body, headers, targetWindow, options);
  }

  delete<T>(
    url: string,
    body: unknown = null,
    headers: MessageHeaders = {},
    targetWindow?: Window,
    options?: RequestOptions,
  ) {
    return this.#send<T>('DELETE', url, body, headers, targetWindow, options);
  }

  async #send<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    headers: MessageHeaders,
    targetWindow: Window | undefined,
    options: RequestOptions | undefined,
  ): Promise<IHttpPostMessageResponse<T>> {
    const target = targetWindow ?? this.defaultTargetWindow;
    if (!target) throw new Error(NO_TARGET_WINDOW);
    const request = { method, url, headers: { ...this.defaultHeaders, ...headers } };
    const message = method === 'GET' ? request : { ...request, body };
    const response = await this.#sender.postMessage<IHttpPostMessageResponse<T>>(target, message, options);
    if (isFailure(response)) throw response;
    return response;
  }
}
