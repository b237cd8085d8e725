import type { MessageHandler } from './protocolTypes';

const METHODS: readonly unknown[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Whether a message is a request of the SDK's envelope (a method and a URL), not an answer. */
export function isRequest(message: unknown): message is { method: string; url: string } {
  if (typeof message !== 'object' || message === null) return false;
  const { method, url } = message as { method?: unknown; url?: unknown };
  return METHODS.includes(method) && typeof url === 'string';
}

/**
 * The last handler: any request no route took answers 404 with the anchor frame's message (facts §3, "Codes
 * seen in the mock frame"), so a host never waits for an answer that will not come.
 */
export const notFoundHandler: MessageHandler = {
  test: (message) => isRequest(message),
  handle: (message) => {
    const url = isRequest(message) ? message.url : '';
    return { statusCode: 404, headers: {}, body: { message: `Not Found. Url: ${url} was not found.` } };
  },
};
