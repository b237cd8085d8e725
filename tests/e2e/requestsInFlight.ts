import type { Page, Request } from 'playwright-core';

/**
 * Counts the page's requests in flight from now on, those `counted` admits, never its event streams (which
 * do not end). A request counts until its answer arrives (a refused call's body may never be read, and then
 * never 'finishes') or it fails.
 */
export function requestsInFlight(
  page: Page,
  counted: (request: Request) => boolean = () => true,
): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource' && counted(request)) inFlight.add(request);
  });
  page.on('response', (response) => inFlight.delete(response.request()));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}
