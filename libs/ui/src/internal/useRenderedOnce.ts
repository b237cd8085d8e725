import { useEffect, useRef } from 'react';

/**
 * Calls `onRendered` after the first commit that shows `data`, and again only when `data` changes: the
 * frame's 'rendered' event waits for every visual of a page, once per query answer.
 */
export function useRenderedOnce(data: unknown, onRendered: (() => void) | undefined) {
  const reported = useRef<unknown>(undefined);
  const callback = useRef(onRendered);
  useEffect(() => {
    callback.current = onRendered;
  });
  useEffect(() => {
    if (reported.current === data) return;
    reported.current = data;
    callback.current?.();
  }, [data]);
}
