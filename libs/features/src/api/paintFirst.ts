import type { Middleware } from 'swr';
import { afterNextPaint } from './afterNextPaint';

/**
 * SWR middleware: the requests a render asks for leave once that render is on screen. A page's first paint
 * then carries none of the work of starting its calls, and is not made to wait on a link busy with them;
 * an answer could not have been shown in that frame anyway. A preloaded request (GET /me at start) is
 * taken as it is: SWR's preload sits inside this middleware.
 */
export const paintFirst: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher && ((...args: Parameters<typeof fetcher>) => afterNextPaint().then(() => fetcher(...args))),
    config,
  );
